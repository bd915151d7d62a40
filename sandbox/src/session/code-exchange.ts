import type { AuthorizationRecord } from '../state/records.js';
import type { AuthorizationCode } from '../state/store.js';

export type CodeExchange =
  | { accepted: true; authorization: AuthorizationRecord }
  | {
      accepted: false;
      error: 'WRONG_AUTHORIZATION_CODE' | 'ALREADY_AUTHORIZED' | 'EXPIRED_AUTHORIZATION_CODE';
      message: string;
    };

/**
 * POST /sessions: whether the code may become a session. A code another application
 * received reads as unknown, so no application learns about another one's codes; a used
 * code says ALREADY_AUTHORIZED even after it expired, the more useful of the two answers.
 */
export function decideCodeExchange(
  code: Readonly<AuthorizationCode> | undefined,
  authorization: AuthorizationRecord | undefined,
  applicationId: string,
  now: number,
): CodeExchange {
  if (!code || !authorization || authorization.application.id !== applicationId) {
    return {
      accepted: false,
      error: 'WRONG_AUTHORIZATION_CODE',
      message: 'The authorisation code is not one this application received.',
    };
  }
  if (code.session_id !== undefined) {
    return {
      accepted: false,
      error: 'ALREADY_AUTHORIZED',
      message: `The authorisation code was already exchanged for the session ${code.session_id}.`,
    };
  }
  if (now >= code.expires_at) {
    return {
      accepted: false,
      error: 'EXPIRED_AUTHORIZATION_CODE',
      message: `The authorisation code expired at ${new Date(code.expires_at).toISOString()}.`,
    };
  }
  return { accepted: true, authorization };
}
