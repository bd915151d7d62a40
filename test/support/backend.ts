/** The mock backend as browser tests see it: its origin, and the Node-side helpers. */
import { executeServerCommand } from '@web/test-runner-commands';
import type {
  CreateAuthorizationInput,
  CreatePaymentInput,
  FaultRule,
  RecordedRequest,
} from '../../mock-backend/server.js';
import type { BackendCommand } from './backend-command.js';

function send<T>(command: BackendCommand): Promise<T> {
  return executeServerCommand<T, BackendCommand>('backend', command);
}

export const backend = {
  origin: () => send<string>({ op: 'origin' }),
  /** A second backend whose applications have not whitelisted the test page's origin. */
  refusingOrigin: () => send<string>({ op: 'refusingOrigin' }),
  /** Drops authorisations, payments, faults and the request log. */
  reset: () => send<boolean>({ op: 'reset' }),
  createAuthorization: (input: CreateAuthorizationInput) =>
    send<{ authorization_id: string; url: string }>({ op: 'createAuthorization', input }),
  createPayment: (input: CreatePaymentInput) =>
    send<{ payment_id: string; url: string }>({ op: 'createPayment', input }),
  setFault: (rule: FaultRule) => send<boolean>({ op: 'setFault', rule }),
  requests: () => send<RecordedRequest[]>({ op: 'requests' }),
};
