import { SMALL_BODY_LIMIT } from '../http/read-body.js';

/**
 * POST /auth: `access.accounts` and `credentials` are lists the specification does not bound;
 * 1 MiB takes 600 account identifications with every field at its longest, in the widest characters.
 */
export const AUTH_BODY_LIMIT = 1024 * 1024;

/**
 * The body limit of one JSON API request, by its route: only POST /payments may send the
 * largest valid request (`paymentLimit`, json-api/body-limit.ts); POST /auth its own; every
 * other endpoint takes at most a small object, as POST /sessions' code or a submit's `{}`.
 * A large body costs its parse, so no route takes more than its largest valid one.
 */
export function jsonApiRouteBodyLimit(method: string, path: string, paymentLimit: number): number {
  if (method !== 'POST') return SMALL_BODY_LIMIT;
  if (path === '/payments') return paymentLimit;
  if (path === '/auth') return AUTH_BODY_LIMIT;
  return SMALL_BODY_LIMIT;
}
