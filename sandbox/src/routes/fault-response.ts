import type { IncomingMessage, ServerResponse } from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';
import type { FaultRule } from '../http/faults.js';
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
  const answerHeaders = rule.noCors ? withoutCors(headers) : headers;
  if (rule.cut) {
    // The answer has begun, so a browser does not resend the request on its own (it does for a
    // connection closed before any byte): the widget alone decides whether to try again.
    // A length longer than what is sent: every browser then knows the body is incomplete.
    response.writeHead(rule.status ?? 200, {
      ...answerHeaders,
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': '1000',
    });
    response.write('{"cut":', () => request.socket.destroy());
    return true;
  }
  if (rule.body !== undefined) {
    // Labelled JSON unless the rule says otherwise: the widget must not trust the Content-Type.
    const contentType = rule.contentType ?? 'application/json; charset=utf-8';
    send(response, rule.status ?? 200, contentType, rule.body, answerHeaders);
    return true;
  }
  if (rule.status !== undefined) {
    const retryAfter: Record<string, string> =
      rule.retryAfter === undefined ? {} : { 'Retry-After': String(rule.retryAfter) };
    const message = rule.message ?? `Fault injected by the mock backend (status ${rule.status}).`;
    sendJson(response, rule.status, errorResponse(rule.status, message, rule.error), {
      ...answerHeaders,
      ...retryAfter,
    });
    return true;
  }
  return false;
}

function withoutCors(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !/^access-control-/i.test(name)));
}
