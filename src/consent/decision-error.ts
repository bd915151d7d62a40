import type { ErrorCode, ReportedErrorCode } from '../api/widget-error.js';
import { errorMessageKey } from '../elements/error-message.js';
import type { MessageKey } from '../i18n/locales/en.js';

/**
 * The text shown when a decision could not be sent. WRONG_SESSION_STATUS means the request was
 * answered elsewhere (another tab, the bank): the generic "try again later" would mislead.
 */
export function decisionErrorKey(code: ReportedErrorCode, status?: number): MessageKey {
  // `satisfies`: a misspelt code does not compile (a comparison with a string alone would).
  if (code === ('WRONG_SESSION_STATUS' satisfies ErrorCode)) return 'consentErrorAlreadyDecided';
  return errorMessageKey(code, status);
}
