/** Calls to the control panel's JSON API, as its page or a script makes them. */
import type { MockBackend } from '../../sandbox/src/server.js';
import { send, type CallResult } from './backend-fixture.js';

export interface ControlCallOptions {
  method?: string;
  /** Sent as JSON unless it is already a string. */
  body?: unknown;
  headers?: Record<string, string>;
}

/** The header every control API call needs (it forces a preflight on another site's page). */
export const CONTROL_HEADER = { 'X-Sandbox-Control': '1' };

/** Calls a path under /control-panel/api; no Origin unless the headers give one (a script). */
export async function callControlApi(
  backend: MockBackend,
  path: string,
  options: ControlCallOptions = {},
): Promise<CallResult> {
  const headers = { Accept: 'application/json', ...CONTROL_HEADER, ...options.headers };
  return send(`${backend.origin}/control-panel/api${path}`, { ...options, headers });
}

/** PATCH /control-panel/api/applications/{id} with the settings given. */
export function patchApplication(
  backend: MockBackend,
  id: string,
  settings: unknown,
  headers: Record<string, string> = {},
): Promise<CallResult> {
  return callControlApi(backend, `/applications/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: settings,
    headers,
  });
}
