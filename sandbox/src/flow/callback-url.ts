import type { AttemptRecord } from '../state/records.js';

/** The application's redirect_url with OAuth's code (AIS only) and state. */
export function successRedirectUrl(attempt: AttemptRecord): string {
  const params =
    attempt.service === 'AIS'
      ? { code: attempt.authorization_code, state: attempt.state }
      : { state: attempt.state };
  return withParams(attempt.redirect_url, params);
}

/** The application's redirect_url with OAuth's error, error_description and state. */
export function failureRedirectUrl(attempt: AttemptRecord, error: string, description: string): string {
  return withParams(attempt.redirect_url, { error, error_description: description, state: attempt.state });
}

/** Where a finished flow sends the PSU: the success or the failure redirect. */
export function finalRedirectUrl(attempt: AttemptRecord): string {
  const phase = attempt.phase;
  return phase.type === 'failed'
    ? failureRedirectUrl(attempt, phase.error, phase.error_description)
    : successRedirectUrl(attempt);
}

export const EXPIRED_DESCRIPTION = 'The authorisation expired before it was completed.';

/** Where an expired attempt sends the PSU back to. */
export function expiredRedirectUrl(attempt: AttemptRecord): string {
  return failureRedirectUrl(attempt, 'EXPIRED_SESSION', EXPIRED_DESCRIPTION);
}

function withParams(base: string, params: Record<string, string | undefined>): string {
  const url = new URL(base);
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined) url.searchParams.set(name, value);
  }
  return url.href;
}
