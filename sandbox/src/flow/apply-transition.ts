import { debtorAtBank } from './debtor-at-bank.js';
import type { AttemptRecord } from '../state/records.js';
import type { MockStore } from '../state/store.js';
import type { Transition } from './transitions.js';

/** The one place an attempt changes; an AIS flow that is done gets its authorisation code here. */
export function applyTransition(
  attempt: AttemptRecord,
  transition: Transition,
  store: MockStore,
  now: number,
): void {
  attempt.phase = transition.phase;
  attempt.status = transition.status;
  // Preset credentials serve the step after the consent: once past it they are used, or void.
  if (transition.phase.type !== 'consent') delete attempt.preset_credentials;
  if (
    attempt.service === 'AIS' &&
    transition.phase.type === 'done' &&
    attempt.authorization_code === undefined
  ) {
    attempt.authorization_code = store.issueAuthorizationCode(attempt.id, now);
  }
  // A payment's status timeline (payment/payment-status.ts) counts from its authorisation, and
  // from then on the bank reports who paid.
  if (attempt.service === 'PIS' && transition.phase.type === 'done') {
    attempt.authorised_at ??= now;
    attempt.debtor_at_bank ??= debtorAtBank(attempt, transition.phase.bank_user, transition.phase.pay_from);
  }
}
