/**
 * Every payment status webhook the sandbox has triggered, with each attempt to deliver it:
 * what the control panel shows and GET /control-panel/api/webhooks answers.
 */
import { TrackedMap } from '../persistence/tracked-map.js';
import type { DeliveryState, WebhookEvent } from '../state/records.js';
import type { PaymentStatusWebhook } from '../types/payment.js';

/** Settled events beyond this many are forgotten, oldest first; pending ones are always kept. */
const MAX_SETTLED_EVENTS = 1000;

export class WebhookLog {
  /** By webhook_id, in the order they were triggered; the store's, so they are kept across restarts. */
  constructor(private readonly events = new TrackedMap<string, WebhookEvent>()) {}

  add(event: WebhookEvent): void {
    this.events.set(event.webhook_id, event);
    this.forgetOldSettled();
  }

  /** In the order they were triggered; only one payment's with `paymentId`. */
  list(paymentId?: string): readonly WebhookEvent[] {
    const events = [...this.events.scan()];
    return paymentId === undefined ? events : events.filter((event) => event.payment_id === paymentId);
  }

  /** The events still to deliver; noted as touched, since the dispatcher changes them. */
  pending(): WebhookEvent[] {
    const pending = [...this.events.scan()].filter((event) => event.state === 'pending');
    for (const event of pending) this.events.touch(event.webhook_id);
    return pending;
  }

  /** False for an event of before a reset: an attempt that ends late must not write into the new log. */
  holds(event: WebhookEvent): boolean {
    return this.events.get(event.webhook_id) === event;
  }

  clear(): void {
    this.events.clear();
  }

  private forgetOldSettled(): void {
    const settled = [...this.events.scan()].filter((event) => event.state !== 'pending');
    const excess = settled.length - MAX_SETTLED_EVENTS;
    for (const event of settled.slice(0, Math.max(0, excess))) this.events.delete(event.webhook_id);
  }
}

/** One event as the control panel's JSON shows it: times in ISO 8601 (sandbox time), nulls for "none". */
export interface WebhookEventView {
  webhook_id: string;
  payment_id: string;
  url: string;
  state: DeliveryState;
  triggered: string;
  next_attempt_at: string | null;
  give_up_at: string | null;
  body: PaymentStatusWebhook;
  attempts: {
    at: string;
    request_id: string;
    status: number | null;
    error: string | null;
    duration_ms: number;
    acknowledged: boolean;
  }[];
}

export function webhookEventView(event: WebhookEvent): WebhookEventView {
  return {
    webhook_id: event.webhook_id,
    payment_id: event.payment_id,
    url: event.url,
    state: event.state,
    triggered: event.body.webhook_triggered,
    next_attempt_at: isoOrNull(event.next_attempt_at),
    give_up_at: isoOrNull(event.give_up_at),
    body: event.body,
    attempts: event.attempts.map((attempt) => ({
      at: new Date(attempt.at).toISOString(),
      request_id: attempt.request_id,
      status: attempt.status ?? null,
      error: attempt.error ?? null,
      duration_ms: attempt.duration_ms,
      acknowledged: attempt.acknowledged,
    })),
  };
}

function isoOrNull(time: number | undefined): string | null {
  return time === undefined ? null : new Date(time).toISOString();
}
