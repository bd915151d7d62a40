import { findMethod, selectableMethods } from '../catalogue/aspsp-support.js';
import type { AttemptRecord, FlowPhase, StoredStatus } from '../state/records.js';
import type { AuthMethod, PSUType } from '../types/aspsp.js';
import type { AuthorizationStatus } from '../types/authorization.js';
import type { ErrorCode } from '../types/errors.js';
import type { FlowAction } from '../types/flow.js';
import type { PaymentType } from '../types/payment.js';
import { phaseAfterLogin } from './credentials.js';

/** The third poll of a decoupled step sees the PSU's approval. */
export const DECOUPLED_POLLS_TO_COMPLETE = 3;

/** Where the flow stands and what the authorisation status is after a transition. */
export interface Transition {
  phase: FlowPhase;
  status: StoredStatus;
}

export type FlowDecision =
  | ({ accepted: true } & Transition)
  | {
      accepted: false;
      status: 400 | 422;
      error: ErrorCode;
      message: string;
    };

export function isFinalPhase(phase: FlowPhase): boolean {
  return phase.type === 'done' || phase.type === 'failed';
}

/** An attempt past expires_at that has not finished reads as expired. */
export function isExpired(attempt: AttemptRecord, now: number): boolean {
  return now >= attempt.expires_at && !isFinalPhase(attempt.phase);
}

/** What the first steps depend on: known when the attempt is created (a payment's type included). */
type AttemptSetup = Pick<
  AttemptRecord,
  'application' | 'aspsp' | 'psu_type' | 'preset_method' | 'preset_credentials'
> & { payment_type?: PaymentType };

export function initialPhase(attempt: AttemptSetup): FlowPhase {
  return attempt.application.consent_required ? { type: 'consent' } : phaseAfterConsent(attempt);
}

/** After the terms: the method the application chose, the PSU's choice, or the only method there is. */
export function phaseAfterConsent(attempt: AttemptSetup): FlowPhase {
  if (attempt.preset_method) {
    return phaseForMethod(attempt.preset_method, attempt.preset_credentials, attempt.aspsp.country);
  }
  const methods = selectableMethods(attempt);
  if (methods.length > 1) return { type: 'method' };
  return phaseForMethod(methods[0] ?? implicitRedirectMethod(attempt.psu_type));
}

/** `country`: the ASPSP's, for the language of a bank's refusal of preset credentials. */
export function phaseForMethod(
  method: AuthMethod,
  presetCredentials?: Record<string, string>,
  country?: string,
): FlowPhase {
  switch (method.approach) {
    case 'REDIRECT':
      return { type: 'redirect', method };
    case 'DECOUPLED':
      return { type: 'decoupled', method, polls: 0 };
    case 'EMBEDDED':
      return presetCredentials
        ? phaseAfterLogin(method, presetCredentials, country)
        : { type: 'credentials', method };
  }
}

/** A GET of a decoupled step is a poll; the bank approves on the third. */
export function phaseAfterPoll(phase: FlowPhase): FlowPhase {
  if (phase.type !== 'decoupled') return phase;
  const polls = phase.polls + 1;
  return polls >= DECOUPLED_POLLS_TO_COMPLETE ? { type: 'done' } : { ...phase, polls };
}

/** The PSU's refusal, wherever it happens, ends the flow with OAuth's access_denied. */
export function cancelledPhase(description: string): FlowPhase {
  return { type: 'failed', error: 'access_denied', error_description: description };
}

/** Done means authorised; access_denied is the PSU's cancellation, any other failure the bank's. */
export function statusFor(phase: FlowPhase, previous: StoredStatus): StoredStatus {
  if (phase.type === 'done') return 'AUTHORIZED';
  if (phase.type === 'failed') return phase.error === 'access_denied' ? 'CANCELLED' : 'FAILED';
  return previous;
}

const ACCEPTED_ACTIONS: Readonly<Record<FlowPhase['type'], readonly FlowAction['action'][]>> = {
  consent: ['confirm', 'cancel'],
  method: ['select_method', 'cancel'],
  credentials: ['submit_credentials', 'cancel'],
  decoupled: ['cancel'],
  redirect: ['cancel'],
  done: [],
  failed: [],
};

export function decideFlowAction(attempt: AttemptRecord, action: FlowAction, now: number): FlowDecision {
  if (isExpired(attempt, now)) {
    return {
      accepted: false,
      status: 422,
      error: 'EXPIRED_SESSION',
      message: 'The authorisation has expired.',
    };
  }
  const phase = attempt.phase;
  if (!ACCEPTED_ACTIONS[phase.type].includes(action.action)) {
    return {
      accepted: false,
      status: 422,
      error: 'WRONG_SESSION_STATUS',
      message: `The ${phase.type} step does not accept the action ${action.action}.`,
    };
  }
  const next = nextPhase(attempt, phase, action);
  if ('rejected' in next) {
    return { accepted: false, status: 400, error: 'WRONG_REQUEST_PARAMETERS', message: next.rejected };
  }
  const status = action.action === 'confirm' ? 'CONSENT_GIVEN' : statusFor(next, attempt.status);
  return { accepted: true, phase: next, status };
}

/** The action is one the phase accepts; this computes where it leads. */
function nextPhase(
  attempt: AttemptRecord,
  phase: FlowPhase,
  action: FlowAction,
): FlowPhase | { rejected: string } {
  switch (action.action) {
    case 'cancel':
      return cancelledPhase(
        phase.type === 'consent'
          ? 'The user cancelled before giving consent.'
          : 'The user cancelled the authorisation.',
      );
    case 'confirm':
      return phaseAfterConsent(attempt);
    case 'select_method': {
      const method = findMethod(attempt, action.method);
      if (!method || method.hidden_method)
        return { rejected: `The method "${action.method}" is not one of the listed methods.` };
      return phaseForMethod(method);
    }
    case 'submit_credentials':
      // Only the credentials phase accepts this action.
      return phase.type === 'credentials'
        ? phaseAfterLogin(phase.method, action.credentials, attempt.aspsp.country)
        : phase;
  }
}

/** For an ASPSP that lists no method the PSU can pick, the bank's own login page. */
function implicitRedirectMethod(psuType: PSUType): AuthMethod {
  return {
    name: 'redirect',
    title: 'Online bank',
    psu_type: psuType,
    approach: 'REDIRECT',
    hidden_method: false,
  };
}

/** The status as the API reports it: EXPIRED once an unfinished attempt is past expires_at. */
export function effectiveStatus(attempt: AttemptRecord, now: number): AuthorizationStatus {
  return isExpired(attempt, now) ? 'EXPIRED' : attempt.status;
}

/** The PSU's answer on the simulated bank page of a redirect step. */
export function phaseAfterBank(answer: 'approve' | 'reject'): FlowPhase {
  return answer === 'approve'
    ? { type: 'done' }
    : cancelledPhase('The user rejected the request at the bank.');
}
