/**
 * The only place a widget sends the page elsewhere. The URL comes from the backend, so it
 * is checked first: only https (or http on loopback) is followed, never javascript: or data:.
 */
import { toSafeUrl } from './safe-url.js';
import { WidgetError, WidgetErrorCode } from './widget-error.js';

/** Indirection so tests can watch navigation instead of leaving the test page. */
export const pageNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

/** Navigates, or returns the UNSAFE_URL error to report when the URL is refused. */
export function navigateTo(raw: unknown): WidgetError | undefined {
  const url = toSafeUrl(raw);
  if (!url) return unsafeUrlError();
  pageNavigation.assign(url.href);
  return undefined;
}

/**
 * The error reported for a URL that is not http(s), or not the backend's own page where it must
 * be (toBackendPage): it is neither opened nor passed on.
 */
export function unsafeUrlError(): WidgetError {
  return new WidgetError(
    WidgetErrorCode.unsafeUrl,
    'The service gave a URL that is not http(s), or not at its origin; it was not opened.',
  );
}
