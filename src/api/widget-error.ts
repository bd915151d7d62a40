import type { BackendErrorCode, UnlistedErrorCode } from './error-codes.js';

/**
 * The codes a widget reports on its own, beside the ErrorCodes the backend sends.
 * They are documented in docs/elements.md; renaming one breaks merchants' error handling.
 */
export const WidgetErrorCode = {
  /** A required attribute is missing, or two attributes exclude each other. */
  missingAttribute: 'MISSING_ATTRIBUTE',
  /** An attribute has a value the widget cannot use (a bad origin, an unknown psu-type). */
  invalidAttribute: 'INVALID_ATTRIBUTE',
  /** The backend could not be reached (offline, DNS, CORS refused at the network level). */
  networkError: 'NETWORK_ERROR',
  /** The backend did not answer in time. */
  timeout: 'TIMEOUT',
  /** The backend answered with something that is not the contract's JSON. */
  invalidResponse: 'INVALID_RESPONSE',
  /**
   * What the widget reached is no widget API backend (an HTML page, a 404 without an
   * ErrorResponse, a host that answers without CORS headers): the `origin` is missing or wrong.
   */
  notWidgetBackend: 'NOT_A_WIDGET_BACKEND',
  /** The backend gave a URL that is not http(s), so the widget refused to navigate. */
  unsafeUrl: 'UNSAFE_URL',
  /**
   * The backend's credentials frame did not say it was shown within 10 s: most often the page's
   * Content-Security-Policy lacks `frame-src` for the backend's origin.
   */
  credentialsFrameBlocked: 'CREDENTIALS_FRAME_BLOCKED',
} as const;

export type WidgetErrorCode = (typeof WidgetErrorCode)[keyof typeof WidgetErrorCode];

/** A code this version lists: a literal that is not one of these (a typo) does not compile. */
export type ErrorCode = BackendErrorCode | WidgetErrorCode;

/** What a WidgetError carries: a listed code, or one passed through as received. */
export type ReportedErrorCode = ErrorCode | UnlistedErrorCode;

/** A failure a widget reports in its `error` event and shows to the PSU. */
export class WidgetError extends Error {
  /** An ErrorCode from the backend or a WidgetErrorCode; a backend's unlisted code passes through. */
  readonly error: ReportedErrorCode;
  /** The HTTP status, when the backend answered. */
  readonly status: number | undefined;
  /** Retry-After in seconds, when the backend sent one. */
  readonly retryAfter: number | undefined;
  /** For a setup error, the attribute at fault. */
  readonly attribute: string | undefined;

  constructor(
    error: ReportedErrorCode,
    message: string,
    options: { status?: number; retryAfter?: number; attribute?: string; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'WidgetError';
    this.error = error;
    this.status = options.status;
    this.retryAfter = options.retryAfter;
    this.attribute = options.attribute;
  }
}
