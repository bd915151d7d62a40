/** How long the demo asks for account access: 90 days, or less where the bank allows less. */
const WANTED_VALIDITY_SECONDS = 90 * 24 * 3600;
/** Room for the clock between this computation and the API's own check of POST /auth. */
const SAFETY_MARGIN_SECONDS = 60;

/**
 * access.valid_until for POST /auth: never beyond now plus the ASPSP's
 * maximum_consent_validity, which the API would refuse. RFC 3339 in UTC.
 */
export function consentValidUntil(nowMs: number, maximumConsentValiditySeconds: number): string {
  const seconds = Math.max(
    SAFETY_MARGIN_SECONDS,
    Math.min(WANTED_VALIDITY_SECONDS, maximumConsentValiditySeconds - SAFETY_MARGIN_SECONDS),
  );
  const until = new Date(nowMs + seconds * 1000);
  until.setUTCMilliseconds(0);
  return until.toISOString().replace('.000Z', 'Z');
}
