import { initialPhase, isExpired } from '../flow/transitions.js';
import type { FlowPhase, PaymentRecord } from '../state/records.js';
import type { PaymentAuthStatus } from '../types/payment.js';

/**
 * Where the PSU's authorisation of the payment stands, from the flow alone: null until the
 * PSU has done anything, PENDING while the flow goes on, FINALISED once authorised,
 * CANCELLED when the PSU refused, FAILED for any other end (a bank's error, or the PSU
 * giving up half way until the payment expired).
 */
export function paymentAuthStatus(payment: PaymentRecord, now: number): PaymentAuthStatus | null {
  const phase = payment.phase;
  if (phase.type === 'done') return 'FINALISED';
  if (phase.type === 'failed') return phase.error === 'access_denied' ? 'CANCELLED' : 'FAILED';
  const started = hasStarted(payment);
  if (isExpired(payment, now)) return started ? 'FAILED' : null;
  return started ? 'PENDING' : null;
}

/** True once the flow is no longer where the payment's creation put it. */
function hasStarted(payment: PaymentRecord): boolean {
  if (payment.status !== 'CREATED') return true;
  return !isSameStep(payment.phase, initialPhase(payment));
}

function isSameStep(phase: FlowPhase, initial: FlowPhase): boolean {
  if (phase.type !== initial.type) return false;
  if (phase.type === 'decoupled') return phase.polls === 0;
  // A rejected login is the PSU's doing, unless the application's preset credentials were wrong.
  if (phase.type === 'credentials' && initial.type === 'credentials') {
    return phase.error?.error === initial.error?.error;
  }
  return true;
}
