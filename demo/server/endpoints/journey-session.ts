import type { SessionResult } from '../../common/demo-api-contract.js';
import type { AuthorizeSessionResponse, GetSessionResponse } from '../../common/json-api-types.js';
import { DemoError } from '../demo-error.js';
import type { JsonApiClient } from '../json-api-client.js';
import { publicJourney, type JourneyRecord } from '../journeys.js';

/**
 * POST /demo-api/journeys/{state}/session: exchanges the callback's code with POST /sessions
 * (once: a code is single-use) and reads the session back with GET /sessions/{id}. The
 * accounts of the first answer are kept, as the API shows some of their details only once,
 * so a reload of the callback page shows them again without a second exchange.
 */
export async function journeySession(
  api: JsonApiClient,
  journey: JourneyRecord,
  code: string | undefined,
): Promise<Omit<SessionResult, 'calls'>> {
  if (journey.service !== 'AIS') throw new DemoError(409, 'DEMO_WRONG_JOURNEY', 'This journey is a payment.');
  const application = journey.application.key;
  if (!journey.session) {
    if (code === undefined) {
      throw new DemoError(400, 'DEMO_BAD_REQUEST', 'The callback has no code to exchange for a session.');
    }
    journey.session = await api.request<AuthorizeSessionResponse>(application, 'POST', '/sessions', { code });
  }
  const session = journey.session;
  const status = await api.request<GetSessionResponse>(
    application,
    'GET',
    `/sessions/${encodeURIComponent(session.session_id)}`,
  );
  return { journey: publicJourney(journey), session, status };
}
