/** The mock backend as browser tests see it: its origin, and the Node-side helpers. */
import type {
  CreateAuthorizationInput,
  CreatePaymentInput,
  FaultRule,
  RecordedRequest,
} from '../../sandbox/src/server.js';
import type { ApplicationSettings } from '../../sandbox/src/types/application.js';
import type { BackendCommand } from './backend-command.js';
import { runServerCommand } from './server-command.js';

function send<T>(command: BackendCommand): Promise<T> {
  return runServerCommand<T, BackendCommand>('backend', command, `backend.${command.op}`);
}

/**
 * waitUntil's options for a wait on the network: what the backend has received (each poll is a
 * round trip through the test runner), what the widget shows of its answer, or a file served
 * to the page (a logo, a locale, a frame page's script). On a loaded machine each took longer
 * than the default second (CI runs, in Firefox and WebKit). Waits on the page alone keep the
 * default. A longer wait changes no assertion.
 */
export const backendWait = { timeout: 5000 } as const;

/**
 * How long a fault holds an answer back when the test must act before it comes: it waits for
 * the request to reach the backend, then changes an attribute or removes the widget. A hold
 * of a few hundred ms leaves that wait too little room on a loaded machine. To check that the
 * late answer changed nothing, the test then waits as long again.
 */
export const heldAnswerMs = 2000;

export const backend = {
  origin: () => send<string>({ op: 'origin' }),
  /** A second backend whose applications have not whitelisted the test page's origin. */
  refusingOrigin: () => send<string>({ op: 'refusingOrigin' }),
  /** A second backend whose /lib/ serves altered copies of widgets.umd.min.js and widgets.css. */
  tamperedLibOrigin: () => send<string>({ op: 'tamperedLibOrigin' }),
  /** The server of the strict merchant page (CSP and Trusted Types), see test/strict-page/. */
  strictPageOrigin: () => send<string>({ op: 'strictPageOrigin' }),
  /** Drops authorisations, payments, faults and the request log. */
  reset: () => send<boolean>({ op: 'reset' }),
  createAuthorization: (input: CreateAuthorizationInput) =>
    send<{ authorization_id: string; url: string }>({ op: 'createAuthorization', input }),
  createPayment: (input: CreatePaymentInput) =>
    send<{ payment_id: string; url: string }>({ op: 'createPayment', input }),
  setFault: (rule: FaultRule) => send<boolean>({ op: 'setFault', rule }),
  /** Drops the widget API's faults only, keeping attempts and the request log. */
  clearFaults: () => send<boolean>({ op: 'clearFaults' }),
  requests: () => send<RecordedRequest[]>({ op: 'requests' }),
  /** Approves or rejects at the simulated bank page; returns where the bank sends the PSU. */
  bankDecision: (url: string, decision: 'approve' | 'reject') =>
    send<string>({ op: 'bankDecision', url, decision }),
  /**
   * Changes settings of a built-in application, as the control panel does. The change outlives
   * the test (reset keeps applications): a test that makes one puts it back.
   */
  changeApplication: (key: string, settings: Partial<ApplicationSettings>) =>
    send<boolean>({ op: 'changeApplication', key, settings }),
  /** Moves the sandbox clock forward (hand-off and flow expiries). */
  advanceClock: (ms: number) => send<boolean>({ op: 'advanceClock', ms }),
};
