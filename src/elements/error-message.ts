import { WidgetErrorCode, type ErrorCode, type ReportedErrorCode } from '../api/widget-error.js';
import type { MessageKey } from '../i18n/locales/en.js';
import { ownValue } from '../api/own-value.js';

// Keyed by any string, so an unlisted code looks up nothing; checked against the list, so a typo does not compile.
const keysByCode: Partial<Record<string, MessageKey>> = {
  [WidgetErrorCode.networkError]: 'errorNetwork',
  [WidgetErrorCode.timeout]: 'errorTimeout',
  [WidgetErrorCode.invalidResponse]: 'errorInvalidResponse',
  [WidgetErrorCode.missingAttribute]: 'errorMissingAttribute',
  [WidgetErrorCode.invalidAttribute]: 'errorInvalidAttribute',
  [WidgetErrorCode.unsafeUrl]: 'errorUnsafeUrl',
  [WidgetErrorCode.notWidgetBackend]: 'errorNotWidgetBackend',
  [WidgetErrorCode.credentialsFrameBlocked]: 'errorCredentialsFrameBlocked',
  UNAUTHORIZED_ACCESS: 'errorOriginRefused',
  SESSION_DOES_NOT_EXIST: 'errorNotFound',
  PAYMENT_NOT_FOUND: 'errorNotFound',
  EXPIRED_SESSION: 'errorExpired',
  INVALID_PAYMENT: 'errorExpired',
  ASPSP_RATE_LIMIT_EXCEEDED: 'errorRateLimited',
  WRONG_CREDENTIALS_PROVIDED: 'flowWrongCredentials',
} satisfies Partial<Record<ErrorCode, MessageKey>>;

/** The localised text of an error code the widgets know, if it is one. */
export function knownErrorKey(code: string): MessageKey | undefined {
  return ownValue(keysByCode, code);
}

/** The localised text shown to the PSU for an error code (the backend's text is English and for developers). */
export function errorMessageKey(code: ReportedErrorCode, status?: number): MessageKey {
  return knownErrorKey(code) ?? (status === 429 ? 'errorRateLimited' : 'errorService');
}

/**
 * The text shown instead of a widget's content when its load failed: offline, the PSU learns
 * the widget loads again by itself once the connection is back.
 */
export function loadFailureKey(
  code: ReportedErrorCode,
  status: number | undefined,
  offline: boolean,
): MessageKey {
  if (offline && code === WidgetErrorCode.networkError) return 'errorOffline';
  return errorMessageKey(code, status);
}

const transientCodes = new Set<ReportedErrorCode>([
  WidgetErrorCode.networkError,
  WidgetErrorCode.timeout,
  WidgetErrorCode.invalidResponse,
]);

/**
 * Whether "Try again" can help: not for a setup error, a refusal or an unknown id. A host that
 * answered without CORS headers (no status) is also what a proxy's passing error page looks
 * like on a page's first request: worth another try.
 */
export function canRetry(code: ReportedErrorCode, status?: number): boolean {
  if (transientCodes.has(code) || (code === WidgetErrorCode.notWidgetBackend && !status)) return true;
  return status === 408 || status === 429 || (status !== undefined && status >= 500);
}
