import type { ReceivedWebhook } from '../common/demo-api-contract.js';

/** How often the callback page asks the demo's server about the payment while it moves. */
export const FOLLOW_INTERVAL_MS = 1500;

/** Once the status is final, how many more looks its webhook gets to arrive. */
export const LOOKS_FOR_FINAL_WEBHOOK = 8;

/**
 * Whether to look at the payment again: while its status may change, and once it is final
 * until the webhook that says so has arrived (or a few looks have passed without it).
 */
export function keepFollowing(
  payment: { final_status: boolean },
  webhooks: readonly ReceivedWebhook[],
  looksSinceFinal: number,
): boolean {
  if (!payment.final_status) return true;
  if (webhooks.some((webhook) => !webhook.body.payment_updates_expected)) return false;
  return looksSinceFinal < LOOKS_FOR_FINAL_WEBHOOK;
}
