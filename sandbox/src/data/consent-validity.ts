/** maximum_consent_validity values, in seconds. */
export const CONSENT_90_DAYS = 90 * 24 * 3600;
export const CONSENT_180_DAYS = 180 * 24 * 3600;
