import type { PaymentStatusWebhook } from '../common/demo-api-contract.js';

const AUTH_STATUSES = ['FAILED', 'CANCELLED', 'FINALISED', 'PENDING'] as const;

/** The body as the specification describes it, or undefined for anything else. */
export function parseWebhookBody(raw: Buffer): PaymentStatusWebhook | undefined {
  let value: unknown;
  try {
    value = JSON.parse(raw.toString('utf8'));
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const fields = value as Record<string, unknown>;
  const authStatus = fields.payment_auth_status;
  if (
    typeof fields.payment_id !== 'string' ||
    typeof fields.payment_status !== 'string' ||
    typeof fields.payment_updates_expected !== 'boolean' ||
    typeof fields.webhook_id !== 'string' ||
    typeof fields.webhook_triggered !== 'string' ||
    !(
      authStatus === undefined ||
      authStatus === null ||
      AUTH_STATUSES.some((status) => status === authStatus)
    )
  ) {
    return undefined;
  }
  return {
    payment_id: fields.payment_id,
    payment_status: fields.payment_status,
    payment_updates_expected: fields.payment_updates_expected,
    webhook_id: fields.webhook_id,
    webhook_triggered: fields.webhook_triggered,
    payment_auth_status: AUTH_STATUSES.find((status) => status === authStatus) ?? null,
  };
}
