/**
 * Waiting for a payment to reach its final status, as a merchant's backend polls
 * GET /payments/{id}; the sandbox's clock runs fast meanwhile, so a test waits seconds.
 */
import type { GetPaymentResponse } from './api-types.js';
import type { ServiceClient } from './client.js';
import type { ControlPanel } from './control-panel.js';

/** Sandbox seconds per real second while waiting for a payment to settle. */
const FAST_CLOCK = 600;
const SETTLE_TIMEOUT_MS = 60_000;
const POLL_INTERVAL_MS = 200;

/** GET /payments/{id} until final_status, with the statuses seen on the way. */
export async function untilFinal(
  api: ServiceClient,
  control: ControlPanel,
  paymentId: string,
): Promise<{ payment: GetPaymentResponse; seen: string[] }> {
  await control.setClock({ speed: FAST_CLOCK });
  try {
    const deadline = Date.now() + SETTLE_TIMEOUT_MS;
    const seen: string[] = [];
    while (Date.now() < deadline) {
      const payment = await api.getPayment(paymentId);
      if (seen.at(-1) !== payment.status) seen.push(payment.status);
      if (payment.final_status) return { payment, seen };
      await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS));
    }
    throw new Error(
      `${paymentId} did not reach a final status in ${SETTLE_TIMEOUT_MS} ms (statuses ${seen.join(' → ')}).`,
    );
  } finally {
    await control.setClock({ speed: 1 });
  }
}
