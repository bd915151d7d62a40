import type { ServerResponse } from 'node:http';
import { errorResponse } from '../http/api-error.js';
import { sendJson } from '../http/respond.js';
import type { BackendContext } from '../routes/context.js';

/** Placeholder until the control panel page lands. */
export function serveControlPanelPage(
  response: ServerResponse,
  _context: BackendContext,
  path: string,
): void {
  sendJson(response, 404, errorResponse(404, `Nothing at ${path} yet.`));
}
