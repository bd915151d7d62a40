import type {
  CreditTransferTransaction,
  PaymentStatus,
  PaymentType,
  StatusReasonInformation,
} from '../types/payment.js';
import { isRejectedInstruction, type PaymentScenario } from './payment-scenarios.js';

/** A status the bank reports from `at` ms after the payment went to the bank for execution. */
export interface TimelineStep {
  at: number;
  status: PaymentStatus;
  reason?: StatusReasonInformation;
}

/** The statuses after which nothing changes any more. */
export const FINAL_STATUSES: readonly PaymentStatus[] = ['ACSC', 'ACCC', 'RJCT', 'CNCL'];

/** How long the bank of the unreachable scenario cannot be asked for the status. */
export const UNREACHABLE_FOR_MS = 60_000;

/**
 * How a payment moves once at the bank, short enough to watch at clock speed 1: technical
 * validation at once (ACTC), settlement in process after 2 s (ACSP), settled on the debtor's
 * account after 6 s (ACSC). An instant payment, and an internal one (both accounts at one
 * bank), reaches the creditor's account (ACCC) after 2 s.
 */
const SETTLES: readonly TimelineStep[] = [
  { at: 0, status: 'ACTC' },
  { at: 2_000, status: 'ACSP' },
  { at: 6_000, status: 'ACSC' },
];

const SETTLES_INSTANTLY: readonly TimelineStep[] = [
  { at: 0, status: 'ACTC' },
  { at: 1_000, status: 'ACSP' },
  { at: 2_000, status: 'ACCC' },
];

const REJECTED: readonly TimelineStep[] = [
  { at: 0, status: 'ACTC' },
  {
    at: 3_000,
    status: 'RJCT',
    reason: {
      status_reason_code: 'AM04',
      status_reason_description: 'Insufficient funds on the debtor account.',
    },
  },
];

const CANCELLED_BY_BANK: readonly TimelineStep[] = [
  { at: 0, status: 'ACTC' },
  {
    at: 3_000,
    status: 'CNCL',
    reason: {
      status_reason_code: 'FRAD',
      status_reason_description: 'The bank cancelled the payment on suspicion of fraud.',
    },
  },
];

/**
 * One instruction that the creditor's bank refuses: in step with the others until it is
 * rejected, so that every instruction still under way has the same status.
 */
const INSTRUCTION_REJECTED: readonly TimelineStep[] = [
  { at: 0, status: 'ACTC' },
  { at: 2_000, status: 'ACSP' },
  {
    at: 3_000,
    status: 'RJCT',
    reason: {
      status_reason_code: 'AC04',
      status_reason_description: "The creditor's account is closed.",
    },
  },
];

/** While the bank cannot be asked, the last status known stays; then it is found settled. */
const UNREACHABLE: readonly TimelineStep[] = [
  { at: 0, status: 'ACTC' },
  { at: UNREACHABLE_FOR_MS, status: 'ACSC' },
];

export function paymentTimeline(
  paymentType: PaymentType,
  scenario: PaymentScenario,
): readonly TimelineStep[] {
  switch (scenario) {
    case 'rejected':
      return REJECTED;
    case 'cancelled_by_bank':
      return CANCELLED_BY_BANK;
    case 'unreachable':
      return UNREACHABLE;
    case 'settles':
      return paymentType === 'INST_SEPA' || paymentType === 'INTERNAL' ? SETTLES_INSTANTLY : SETTLES;
  }
}

/**
 * How one instruction of a payment moves at the bank: the payment's own timeline, except an
 * instruction the creditor's bank rejects (payment-scenarios.ts) in a payment that would settle.
 */
export function instructionTimeline(
  paymentType: PaymentType,
  scenario: PaymentScenario,
  transaction: CreditTransferTransaction,
): readonly TimelineStep[] {
  if (scenario === 'settles' && isRejectedInstruction(transaction)) return INSTRUCTION_REJECTED;
  return paymentTimeline(paymentType, scenario);
}

/** The step reached `elapsed` ms after the payment went to the bank (the first one before that). */
export function stepAt(timeline: readonly TimelineStep[], elapsed: number): TimelineStep {
  const reached = timeline.filter((step) => step.at <= elapsed);
  const step = reached.at(-1) ?? timeline[0];
  if (!step) throw new Error('A payment timeline has at least one step.');
  return step;
}
