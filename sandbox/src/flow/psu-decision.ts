/**
 * The PSU's whole journey at once (the control panel's PSU call): from wherever the flow
 * stands, each step the PSU would take in the browser, decided by the same transition
 * functions as the widget API and the bank's page, until the flow ends. Worked out on a copy
 * first, so a request that cannot be carried out leaves the attempt as it was.
 */
import { selectableMethods } from '../catalogue/aspsp-support.js';
import { BANK_USERS } from '../data/sandbox-users.js';
import type { AttemptRecord, FlowPhase } from '../state/records.js';
import { MockStore } from '../state/store.js';
import type { AuthMethod } from '../types/aspsp.js';
import type { ErrorCode } from '../types/errors.js';
import type { FlowAction } from '../types/flow.js';
import { applyTransition } from './apply-transition.js';
import {
  bankUserProblem,
  phaseAfterBankAnswer,
  sharedKinds,
  withChoices,
  type BankAnswer,
} from './bank-answer.js';
import { phaseAfterBankLogin } from './credentials.js';
import {
  decideFlowAction,
  isExpired,
  isFinalPhase,
  phaseAfterBank,
  statusFor,
  type Transition,
} from './transitions.js';

export type PsuOutcome = 'approve' | 'cancel' | 'reject';

export interface PsuDecision extends Omit<BankAnswer, 'decision'> {
  outcome: PsuOutcome;
  /** The method to pick where the PSU chooses one; default the first the bank lists. */
  method?: string;
  /** Values for the credentials step, over the test user's own. */
  credentials?: Readonly<Record<string, string>>;
}

export type PsuJourney =
  | { accepted: true; transitions: Transition[] }
  | { accepted: false; status: 400 | 422; error: ErrorCode; message: string };

/** More steps than any flow has: consent, method, credentials (again), bank. */
const MAX_STEPS = 8;

export function decidePsuJourney(attempt: AttemptRecord, decision: PsuDecision, now: number): PsuJourney {
  const subject = attempt.service === 'AIS' ? 'authorisation' : 'payment';
  if (isExpired(attempt, now)) return refused(422, 'EXPIRED_SESSION', `The ${subject} has expired.`);
  if (isFinalPhase(attempt.phase)) {
    return refused(
      422,
      'WRONG_SESSION_STATUS',
      `The ${subject} is ${attempt.status} already: the PSU's journey is over.`,
    );
  }
  const userProblem = bankUserProblem(decision.user);
  if (userProblem) return refused(400, 'WRONG_REQUEST_PARAMETERS', userProblem);
  const shared = sharedKinds(attempt, decision.user, decision.accounts);
  if ('problem' in shared) return refused(400, 'WRONG_REQUEST_PARAMETERS', shared.problem);

  // A scratch store: the copy may be given an authorisation code that nobody will see.
  const copy = structuredClone(attempt);
  const scratch = new MockStore();
  const transitions: Transition[] = [];
  while (!isFinalPhase(copy.phase)) {
    if (transitions.length >= MAX_STEPS) throw new Error(`The flow of ${attempt.id} did not end.`);
    const step = nextStep(copy, decision, now);
    if ('error' in step) return step;
    const transition = {
      phase: withChoices(copy, step.phase, { shared: shared.shared, payFrom: decision.payFrom }),
      status: step.status,
    };
    applyTransition(copy, transition, scratch, now);
    transitions.push(transition);
  }
  return { accepted: true, transitions };
}

type Step = Transition | Extract<PsuJourney, { accepted: false }>;

/** What the PSU does at the step the flow is at. */
function nextStep(attempt: AttemptRecord, decision: PsuDecision, now: number): Step {
  const phase = attempt.phase;
  if (decision.outcome === 'cancel') return act(attempt, { action: 'cancel' }, now);
  switch (phase.type) {
    case 'consent':
      return act(attempt, { action: 'confirm' }, now);
    case 'method': {
      const method = decision.method ?? selectableMethods(attempt)[0]?.name ?? '';
      return act(attempt, { action: 'select_method', method }, now);
    }
    case 'credentials':
      return login(attempt, phase.method, decision, now);
    case 'decoupled':
      return bankStep(attempt, atBank(attempt, decision));
    case 'redirect': {
      const answered = phaseAfterBankAnswer(attempt, {
        ...decision,
        decision: decision.outcome === 'approve' ? 'approve' : 'reject',
      });
      if ('problem' in answered) return refused(400, 'WRONG_REQUEST_PARAMETERS', answered.problem);
      return bankStep(attempt, answered);
    }
    case 'done':
    case 'failed':
      throw new Error('A finished flow has no next step.');
  }
}

/** The bank app of a decoupled step: the test user approves there, or rejects. */
function atBank(attempt: AttemptRecord, decision: PsuDecision): FlowPhase {
  return decision.outcome === 'approve'
    ? phaseAfterBankLogin(decision.user, attempt.aspsp.country)
    : phaseAfterBank('reject');
}

/**
 * The embedded login with the test user's credentials (the request's own over them). An
 * embedded bank has no step to reject at once logged in: the PSU cancels instead.
 */
function login(attempt: AttemptRecord, method: AuthMethod, decision: PsuDecision, now: number): Step {
  if (decision.outcome === 'reject') {
    return refused(
      422,
      'WRONG_SESSION_STATUS',
      `${attempt.aspsp.name} logs the PSU in with the credentials of the ${method.name} method and asks nothing more, so there is no bank step to reject: use the outcome cancel.`,
    );
  }
  const user = BANK_USERS.find((candidate) => candidate.username === decision.user);
  const own: Record<string, string> = {
    username: user?.username ?? '',
    password: user?.password ?? '',
    otp: user?.otp ?? '',
  };
  const asked = (method.credentials ?? []).map((field) => field.name);
  const credentials = Object.fromEntries(
    asked.map((name) => [name, decision.credentials?.[name] ?? own[name] ?? '']),
  );
  const step = act(attempt, { action: 'submit_credentials', credentials }, now);
  if ('error' in step || step.phase.type !== 'credentials') return step;
  const message = step.phase.error?.message ?? 'The credentials were not accepted.';
  return refused(422, 'WRONG_CREDENTIALS_PROVIDED', message);
}

function act(attempt: AttemptRecord, action: FlowAction, now: number): Step {
  const decided = decideFlowAction(attempt, action, now);
  return decided.accepted
    ? { phase: decided.phase, status: decided.status }
    : refused(decided.status, decided.error, decided.message);
}

function bankStep(attempt: AttemptRecord, phase: FlowPhase): Transition {
  return { phase, status: statusFor(phase, attempt.status) };
}

function refused(
  status: 400 | 422,
  error: ErrorCode,
  message: string,
): Extract<PsuJourney, { accepted: false }> {
  return { accepted: false, status, error, message };
}
