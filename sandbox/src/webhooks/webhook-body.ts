import { serviceDateTime } from '../clock/service-date-time.js';
import type { PaymentStatusWebhook } from '../types/payment.js';
import type { PaymentObservation } from '../state/records.js';

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

/** The sandbox time an event was triggered, read back from its body: its 24 hours of retries start then. */
export function triggeredAt(body: PaymentStatusWebhook): number {
  return Date.parse(body.webhook_triggered);
}
