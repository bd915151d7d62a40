import { ApiError, wrongParameters } from '../http/api-error.js';
import type { ApiReply, BackendContext } from '../routes/context.js';
import { getApplicationSettings, listApplications, updateApplication } from './applications-api.js';
import { getClock, setClock } from './clock-api.js';
import type { ControlRequest } from './control-request.js';
import { clearFaults, listFaults, addFault } from './faults-api.js';
import { revokeSession } from './sessions-api.js';
import { listWebhookDeliveries } from './webhooks-api.js';

export const CONTROL_API_BASE = '/control-panel/api';

type Handler = (context: BackendContext, request: ControlRequest, id: string) => ApiReply;

interface Route {
  pattern: RegExp;
  handlers: Partial<Record<string, Handler>>;
}

/** What the control panel page uses, and what a script or a test can drive directly. */
const ROUTES: readonly Route[] = [
  { pattern: /^\/applications$/, handlers: { GET: listApplications } },
  {
    pattern: /^\/applications\/([^/]+)$/,
    handlers: { GET: getApplicationSettings, PATCH: updateApplication },
  },
  { pattern: /^\/clock$/, handlers: { GET: getClock, POST: setClock } },
  { pattern: /^\/webhooks$/, handlers: { GET: listWebhookDeliveries } },
  { pattern: /^\/sessions\/([^/]+)\/revoke$/, handlers: { POST: revokeSession } },
  { pattern: /^\/faults$/, handlers: { GET: listFaults, POST: addFault, DELETE: clearFaults } },
];

export function handleControlApi(context: BackendContext, request: ControlRequest): ApiReply {
  try {
    const route = ROUTES.find((candidate) => candidate.pattern.test(request.path));
    if (!route) throw new ApiError(404, `There is no endpoint ${CONTROL_API_BASE}${request.path}.`);
    const handler = route.handlers[request.method];
    if (!handler) {
      const allowed = Object.keys(route.handlers).join(' or ');
      throw wrongParameters(
        `${request.method} is not supported on ${CONTROL_API_BASE}${request.path}: use ${allowed}.`,
      );
    }
    return handler(context, request, route.pattern.exec(request.path)?.[1] ?? '');
  } catch (error) {
    if (error instanceof ApiError) return { status: error.status, body: error.toResponse() };
    throw error;
  }
}
