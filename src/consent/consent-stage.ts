import type { MessageKey } from '../i18n/locales/en.js';
import { ownValue } from '../api/own-value.js';

export type ConsentStatusKey = Extract<
  MessageKey,
  | 'consentStatusGiven'
  | 'consentStatusAuthorized'
  | 'consentStatusCancelled'
  | 'consentStatusFailed'
  | 'consentStatusUnknown'
>;

/**
 * What the widget shows for a loaded authorisation:
 * - `consent`: the consent to give (CREATED, the service is the regulated entity);
 * - `automatic`: CREATED for a licensed TPP, nothing to accept, confirmed at once;
 * - `expired`: reported as an EXPIRED_SESSION error, like a decision sent too late;
 * - `status`: a decision already taken or a finished flow, told with its message.
 */
export type ConsentStage =
  | { kind: 'consent' }
  | { kind: 'automatic' }
  | { kind: 'expired' }
  | { kind: 'status'; message: ConsentStatusKey };

export function consentStage(status: string, consentRequired: boolean): ConsentStage {
  if (status === 'CREATED') return { kind: consentRequired ? 'consent' : 'automatic' };
  if (status === 'EXPIRED') return { kind: 'expired' };
  return { kind: 'status', message: statusMessageKey(status) };
}

const messageByStatus: Partial<Record<string, ConsentStatusKey>> = {
  CONSENT_GIVEN: 'consentStatusGiven',
  AUTHORIZED: 'consentStatusAuthorized',
  CANCELLED: 'consentStatusCancelled',
  FAILED: 'consentStatusFailed',
};

/** The message for a status; a status this widget does not know is not a consent to give again. */
export function statusMessageKey(status: string): ConsentStatusKey {
  return ownValue(messageByStatus, status) ?? 'consentStatusUnknown';
}
