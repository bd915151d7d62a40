import type { WebhookEvent } from '../state/records.js';
import { giveUpAt } from './delivery-schedule.js';
import { triggeredAt } from './webhook-body.js';

/**
 * An event as a restart finds it. One whose 24 hours of retries ended while the sandbox was
 * stopped is given up: the service would not send it any more. One whose attempt was under
 * way when the sandbox stopped (no next attempt, not settled) never got its answer recorded:
 * it is due again at once, with the same webhook_id, so the receiver can tell it is the same
 * event.
 */
export function resumedEvent(event: WebhookEvent, now: number): WebhookEvent {
  if (event.state !== 'pending') return event;
  const deadline = giveUpAt(triggeredAt(event.body));
  if (now > deadline) {
    return { ...event, state: 'given_up', next_attempt_at: undefined, give_up_at: deadline };
  }
  if (event.next_attempt_at !== undefined) return event;
  return { ...event, next_attempt_at: now };
}
