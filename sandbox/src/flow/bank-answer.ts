import { BANK_USERS, scenarioOf } from '../data/sandbox-users.js';
import { isPayableAccountKind, PAYABLE_ACCOUNT_KINDS } from './debtor-at-bank.js';
import type { AttemptRecord, FlowPhase } from '../state/records.js';
import type { AccountKind } from '../types/access.js';
import { chosenAccountKinds, type AccountChoiceProblem } from './account-choice.js';
import { phaseAfterBankLogin } from './credentials.js';
import { phaseAfterBank } from './transitions.js';

/**
 * What the PSU does at the simulated bank: who logs in, which accounts they share (AIS; `all`
 * when they do not choose) or pay from (PIS), and whether they approve.
 */
export interface BankAnswer {
  decision: 'approve' | 'reject';
  user: string;
  /** Accounts by kind, IBAN or identification_hash (account-choice.ts), or all of them. */
  accounts: 'all' | readonly string[];
  /** current, savings or currency. */
  payFrom: string;
}

/** The bank user, when there is one of that name, or why not. */
export function bankUserProblem(user: string): string | undefined {
  if (BANK_USERS.some((candidate) => candidate.username === user)) return undefined;
  return `user must be one of ${BANK_USERS.map((candidate) => candidate.username).join(', ')}.`;
}

/**
 * The accounts the PSU shares, as kinds (undefined: all), or why they cannot be shared: a
 * payment shares none, and where the application named the accounts (access.accounts) the PSU
 * shares those.
 */
export function sharedKinds(
  attempt: AttemptRecord,
  user: string,
  accounts: BankAnswer['accounts'],
): { shared?: AccountKind[] } | AccountChoiceProblem {
  if (accounts === 'all') return {};
  if (attempt.service === 'PIS') return { problem: 'A payment shares no accounts: give no accounts.' };
  if ((attempt.access.accounts?.length ?? 0) > 0) {
    return { problem: 'The application named the accounts in access.accounts: the PSU shares those.' };
  }
  const login = {
    aspsp: attempt.aspsp,
    psuType: attempt.psu_type,
    bankUser: user,
    scenario: scenarioOf(user),
  };
  const choice = chosenAccountKinds(login, accounts);
  return 'problem' in choice ? choice : { shared: choice.kinds };
}

/**
 * The PSU's answer at the bank as the flow's next phase, or what is wrong with it. The bank's
 * page and the control panel's PSU call both decide here.
 */
export function phaseAfterBankAnswer(
  attempt: AttemptRecord,
  answer: BankAnswer,
): FlowPhase | AccountChoiceProblem {
  // A refusal is always taken, whoever logged in and whatever they chose to share.
  if (answer.decision === 'reject') return phaseAfterBank('reject');
  const userProblem = bankUserProblem(answer.user);
  if (userProblem) return { problem: userProblem };
  if (!isPayableAccountKind(answer.payFrom)) {
    return { problem: `account must be one of ${PAYABLE_ACCOUNT_KINDS.join(', ')}.` };
  }
  const shared = sharedKinds(attempt, answer.user, answer.accounts);
  if ('problem' in shared) return shared;
  return withChoices(attempt, phaseAfterBankLogin(answer.user, attempt.aspsp.country), {
    shared: shared.shared,
    payFrom: answer.payFrom,
  });
}

/** A done phase with the accounts the PSU shared (AIS) or pays from (PIS); any other phase as it is. */
export function withChoices(
  attempt: AttemptRecord,
  phase: FlowPhase,
  choices: { shared?: AccountKind[]; payFrom?: string },
): FlowPhase {
  if (phase.type !== 'done') return phase;
  if (attempt.service === 'PIS') {
    return choices.payFrom !== undefined && isPayableAccountKind(choices.payFrom)
      ? { ...phase, pay_from: choices.payFrom }
      : phase;
  }
  return choices.shared === undefined ? phase : { ...phase, shared: choices.shared };
}
