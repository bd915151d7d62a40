import { wrongParameters } from '../http/api-error.js';
import { isUuid } from '../http/uuid.js';
import type { ApiReply, BackendContext } from '../request/context.js';
import { webhookEventView, type WebhookEventView } from '../webhooks/webhook-log.js';
import type { ControlRequest } from './control-request.js';

/**
 * GET /control-panel/api/webhooks[?payment_id=…]: the delivery log of the payment status
 * webhook, oldest event first: each event's body, state (pending, acknowledged, given_up),
 * next attempt and every attempt (time, X-Request-Id, status or error, duration).
 */
export function listWebhookDeliveries(context: BackendContext, request: ControlRequest): ApiReply {
  const paymentId = request.query.get('payment_id') ?? undefined;
  if (paymentId !== undefined && !isUuid(paymentId)) {
    throw wrongParameters(
      `payment_id "${paymentId}" is not a payment id (a UUID such as POST /payments returns).`,
    );
  }
  const webhooks: WebhookEventView[] = context.webhooks.list(paymentId).map(webhookEventView);
  return { status: 200, body: { webhooks } };
}
