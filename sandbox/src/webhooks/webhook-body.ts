import { serviceDateTime } from '../clock/service-date-time.js';
import type { PaymentStatus } from '../types/payment.js';
import type { PaymentAuthStatus } from './payment-auth-status.js';
import type { PaymentObservation } from './payment-observation.js';

/** The payment status webhook's JSON body (interface specification, Events). */
export interface PaymentStatusWebhook {
  payment_id: string;
  payment_status: PaymentStatus;
  payment_updates_expected: boolean;
  /** The event's id: the same on every retry. */
  webhook_id: string;
  /** When the change was seen, in sandbox time, as the service writes a date-time. */
  webhook_triggered: string;
  /** null while the PSU has not started the authorisation. */
  payment_auth_status: PaymentAuthStatus | null;
}

export function webhookBody(
  paymentId: string,
  observation: PaymentObservation,
  webhookId: string,
  triggeredAt: number,
): PaymentStatusWebhook {
  return {
    payment_id: paymentId,
    payment_status: observation.status,
    payment_updates_expected: observation.updates_expected,
    webhook_id: webhookId,
    webhook_triggered: serviceDateTime(triggeredAt),
    payment_auth_status: observation.auth_status,
  };
}
