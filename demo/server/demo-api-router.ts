/**
 * The demo application's server side, as the `/demo-api/*` endpoints its pages call on
 * their own origin. Each endpoint checks the page's input, makes signed JSON API calls and
 * answers JSON with the list of those calls, so the page can show what the server did.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ApiCall, DemoApiFailure } from '../common/demo-api-contract.js';
import type { DemoContext } from './demo-context.js';
import { DemoError } from './demo-error.js';
import { createPaymentRequest, sessionRequest, startAuthorizationRequest } from './demo-requests.js';
import { getConfig } from './endpoints/config.js';
import { createPayment } from './endpoints/create-payment.js';
import { journeyPayment, submitJourneyPayment } from './endpoints/journey-payment.js';
import { journeySession } from './endpoints/journey-session.js';
import { startAuthorization } from './endpoints/start-authorization.js';
import { readJsonBody, sendJson } from './http-json.js';
import { jsonApiClient, JsonApiError, type JsonApiClient } from './json-api-client.js';
import { publicJourney, type JourneyRecord } from './journeys.js';

interface EndpointRequest {
  api: JsonApiClient;
  body: () => Promise<unknown>;
  /** The journey named by the path's {state}, for the /journeys/ endpoints. */
  journey: () => JourneyRecord;
}

type Endpoint = (context: DemoContext, request: EndpointRequest) => Promise<object>;

interface Route {
  method: 'GET' | 'POST';
  pattern: RegExp;
  endpoint: Endpoint;
}

const ROUTES: readonly Route[] = [
  { method: 'GET', pattern: /^\/config$/, endpoint: (context, { api }) => getConfig(context, api) },
  {
    method: 'POST',
    pattern: /^\/auth$/,
    endpoint: async (context, { api, body }) =>
      startAuthorization(context, api, startAuthorizationRequest(await body())),
  },
  {
    method: 'POST',
    pattern: /^\/payments$/,
    endpoint: async (context, { api, body }) =>
      createPayment(context, api, createPaymentRequest(await body())),
  },
  {
    method: 'GET',
    pattern: /^\/journeys\/([\w-]+)$/,
    endpoint: async (_context, { journey }) => ({ journey: publicJourney(journey()) }),
  },
  {
    method: 'POST',
    pattern: /^\/journeys\/([\w-]+)\/session$/,
    endpoint: async (_context, { api, body, journey }) =>
      journeySession(api, journey(), sessionRequest(await body()).code),
  },
  {
    method: 'GET',
    pattern: /^\/journeys\/([\w-]+)\/payment$/,
    endpoint: async (_context, { api, journey }) => journeyPayment(api, journey()),
  },
  {
    method: 'POST',
    pattern: /^\/journeys\/([\w-]+)\/submit$/,
    endpoint: async (_context, { api, journey }) => submitJourneyPayment(api, journey()),
  },
];

/** A connect middleware, mounted at /demo-api (so `request.url` is the rest of the path). */
export function demoApiMiddleware(context: DemoContext) {
  return (request: IncomingMessage, response: ServerResponse): void => {
    void answer(context, request, response);
  };
}

async function answer(
  context: DemoContext,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const calls: ApiCall[] = [];
  try {
    const path = new URL(request.url ?? '/', 'http://demo').pathname;
    const matching = ROUTES.filter((route) => route.pattern.test(path));
    const route = matching.find((candidate) => candidate.method === request.method);
    if (!route) {
      const message = matching.length
        ? `Use ${matching.map((candidate) => candidate.method).join(' or ')} for /demo-api${path}.`
        : `There is no demo endpoint /demo-api${path}.`;
      throw new DemoError(matching.length ? 405 : 404, 'DEMO_NOT_FOUND', message);
    }
    const state = route.pattern.exec(path)?.[1];
    const result = await route.endpoint(context, {
      api: jsonApiClient(context.apiBaseUrl, calls),
      body: () => readJsonBody(request),
      journey: () => findJourney(context, state),
    });
    sendJson(response, 200, { ...result, calls });
  } catch (error) {
    const { status, failure } = describeFailure(error, calls);
    if (status >= 500) console.error('demo-api:', request.method, request.url, error);
    sendJson(response, status, failure);
  }
}

function findJourney(context: DemoContext, state: string | undefined): JourneyRecord {
  const journey = state === undefined ? undefined : context.journeys.get(state);
  if (!journey) {
    throw new DemoError(
      404,
      'DEMO_UNKNOWN_JOURNEY',
      'The demo did not start this journey, or has been restarted since: start a new one.',
    );
  }
  return journey;
}

function describeFailure(error: unknown, calls: ApiCall[]): { status: number; failure: DemoApiFailure } {
  if (error instanceof DemoError) {
    return { status: error.status, failure: { error: error.error, message: error.message, calls } };
  }
  if (error instanceof JsonApiError) {
    // A 401 of the JSON API is the demo server's own fault, not the page's.
    const status = error.status === 401 ? 502 : error.status;
    return { status, failure: { error: error.error, message: error.message, calls } };
  }
  const message = error instanceof Error ? error.message : String(error);
  return { status: 500, failure: { error: 'DEMO_INTERNAL_ERROR', message, calls } };
}
