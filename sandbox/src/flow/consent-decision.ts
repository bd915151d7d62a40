import type { AuthorizationRecord } from '../state/records.js';
import type { FlowDecision } from './transitions.js';
import { cancelledPhase, isExpired, phaseAfterConsent } from './transitions.js';

export type ConsentChoice = 'confirm' | 'cancel';

/**
 * POST /authorizations/{id}/consent. Repeating a decision already taken is answered the
 * same way again (a double click, a reload); the opposite decision is refused.
 */
export function decideConsent(
  attempt: AuthorizationRecord,
  choice: ConsentChoice,
  now: number,
): FlowDecision {
  if (isExpired(attempt, now)) {
    return {
      accepted: false,
      status: 422,
      error: 'EXPIRED_SESSION',
      message: 'The authorisation has expired.',
    };
  }
  const unchanged: FlowDecision = { accepted: true, phase: attempt.phase, status: attempt.status };
  if (choice === 'confirm') {
    if (attempt.status === 'CONSENT_GIVEN') return unchanged;
    if (attempt.status === 'CREATED') {
      const phase = attempt.phase.type === 'consent' ? phaseAfterConsent(attempt) : attempt.phase;
      return { accepted: true, phase, status: 'CONSENT_GIVEN' };
    }
  } else {
    if (attempt.status === 'CANCELLED') return unchanged;
    if (attempt.status === 'CREATED') {
      return {
        accepted: true,
        phase: cancelledPhase('The user cancelled before giving consent.'),
        status: 'CANCELLED',
      };
    }
  }
  return {
    accepted: false,
    status: 422,
    error: 'WRONG_SESSION_STATUS',
    message: `The authorisation is ${attempt.status}: the decision ${choice} is no longer possible.`,
  };
}
