/** The messages a browser test sends to its mock backend through the `backend` server command. */
import type { CreateAuthorizationInput, CreatePaymentInput, FaultRule } from '../../sandbox/src/server.js';
import type { ApplicationSettings } from '../../sandbox/src/types/application.js';

export type BackendCommand =
  | { op: 'origin' }
  | { op: 'refusingOrigin' }
  | { op: 'tamperedLibOrigin' }
  | { op: 'strictPageOrigin' }
  | { op: 'reset' }
  | { op: 'createAuthorization'; input: CreateAuthorizationInput }
  | { op: 'createPayment'; input: CreatePaymentInput }
  | { op: 'setFault'; rule: FaultRule }
  | { op: 'clearFaults' }
  | { op: 'requests' }
  | { op: 'bankDecision'; url: string; decision: 'approve' | 'reject' }
  | { op: 'advanceClock'; ms: number }
  | { op: 'changeApplication'; key: string; settings: Partial<ApplicationSettings> };

/** The one message the tampered backend's Swedish catalogue changes (backend-plugin.ts). */
export const tamperedMessage = 'TAMPERED: this catalogue is not the build’s';
