import { matchRoute, replyOrError, type Route } from '../http/route-table.js';
import type { ApiReply, BackendContext } from '../request/context.js';
import { getApplicationSettings, listApplications, updateApplication } from './applications-api.js';
import { getClock, setClock } from './clock-api.js';
import type { ControlRequest } from './control-request.js';
import { clearFaults, listFaults, addFault } from './faults-api.js';
import { decideForPsu } from './psu-api.js';
import { resetJourneys } from './reset-api.js';
import { revokeSession } from './sessions-api.js';
import { listWebhookDeliveries } from './webhooks-api.js';

export const CONTROL_API_BASE = '/control-panel/api';

type Handler = (context: BackendContext, request: ControlRequest, id: string) => ApiReply;

/** What the control panel page uses, and what a script or a test can drive directly. */
const ROUTES: readonly Route<Handler>[] = [
  { pattern: /^\/applications$/, handlers: { GET: listApplications } },
  {
    pattern: /^\/applications\/([^/]+)$/,
    handlers: { GET: getApplicationSettings, PATCH: updateApplication },
  },
  { pattern: /^\/clock$/, handlers: { GET: getClock, POST: setClock } },
  { pattern: /^\/webhooks$/, handlers: { GET: listWebhookDeliveries } },
  { pattern: /^\/sessions\/([^/]+)\/revoke$/, handlers: { POST: revokeSession } },
  { pattern: /^\/faults$/, handlers: { GET: listFaults, POST: addFault, DELETE: clearFaults } },
  { pattern: /^\/psu$/, handlers: { POST: decideForPsu } },
  { pattern: /^\/reset$/, handlers: { POST: resetJourneys } },
];

export function handleControlApi(context: BackendContext, request: ControlRequest): ApiReply {
  return replyOrError(() => {
    const { handler, ids } = matchRoute(ROUTES, request.method, request.path, CONTROL_API_BASE);
    return handler(context, request, ids[0] ?? '');
  });
}
