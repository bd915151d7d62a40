/**
 * Type-level check of the error codes (`npm run typecheck` fails when one of these lines does
 * not hold). Nothing here runs.
 */
import type { ErrorCode as SandboxErrorCode } from '../../sandbox/src/types/errors.js';
import type { BackendErrorCode, UnlistedErrorCode } from '../../src/api/error-codes.js';
import { WidgetError, type ErrorCode } from '../../src/api/widget-error.js';
import { decisionErrorKey } from '../../src/consent/decision-error.js';
import { errorMessageKey } from '../../src/elements/error-message.js';

/** True when each type is assignable to the other. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

// The widgets' list and the sandbox's are independent copies of the specification's: they agree.
export const sameCodesAsTheSandbox: Same<BackendErrorCode, SandboxErrorCode> = true;

export function probe(): void {
  new WidgetError('EXPIRED_SESSION', 'listed');
  new WidgetError('UNSAFE_URL', 'the widget’s own');
  // @ts-expect-error: a misspelt code does not compile
  new WidgetError('EXPIRED_SESION', 'typo');
  // An unlisted code enters only through a visible cast.
  new WidgetError('access_denied' as UnlistedErrorCode, 'an OAuth code');
  // @ts-expect-error: a bare string is no code
  new WidgetError(String('SOMETHING'), 'unchecked');
  decisionErrorKey('WRONG_SESSION_STATUS');
  // @ts-expect-error: a misspelt code does not compile
  decisionErrorKey('WRONG_SESION_STATUS');
  // @ts-expect-error: a misspelt code does not compile
  errorMessageKey('NETWORK_EROR');
  // @ts-expect-error: a misspelt code does not compile
  const typo: ErrorCode = 'TIME_OUT';
  // A reported code still reads as a string, for the application's error handling.
  const read: string = new WidgetError('TIMEOUT', 'read').error;
  void typo;
  void read;
}
