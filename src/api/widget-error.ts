import type { ReportedErrorCode } from './error-codes.js';

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
