import type { IncomingMessage, ServerResponse } from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';
import type { FaultRule } from '../faults.js';
import { errorResponse } from '../http/api-error.js';
import { send, sendJson } from '../http/respond.js';

/**
 * Plays a fault rule. Returns true when the rule answered (or dropped) the request, false
 * when it only delayed it and the normal answer follows.
 */
export async function playFault(
  request: IncomingMessage,
  response: ServerResponse,
  rule: FaultRule,
  headers: Record<string, string>,
): Promise<boolean> {
  if (rule.delayMs !== undefined && rule.delayMs > 0) await delay(rule.delayMs);
  if (rule.drop) {
    request.socket.destroy();
    return true;
  }
  if (rule.body !== undefined) {
    // Labelled JSON on purpose: the widget must not trust the Content-Type.
    send(response, rule.status ?? 200, 'application/json; charset=utf-8', rule.body, headers);
    return true;
  }
  if (rule.status !== undefined) {
    const retryAfter: Record<string, string> =
      rule.retryAfter === undefined ? {} : { 'Retry-After': String(rule.retryAfter) };
    const message = rule.message ?? `Fault injected by the mock backend (status ${rule.status}).`;
    sendJson(response, rule.status, errorResponse(rule.status, message, rule.error), {
      ...headers,
      ...retryAfter,
    });
    return true;
  }
  return false;
}
