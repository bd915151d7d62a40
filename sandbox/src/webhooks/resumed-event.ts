import type { WebhookEvent } from '../state/records.js';

/**
 * An event as a restart finds it. One whose attempt was under way when the sandbox stopped
 * (no next attempt, not settled) never got its answer recorded: it is due again at once,
 * with the same webhook_id, so the receiver can tell it is the same event.
 */
export function resumedEvent(event: WebhookEvent, now: number): WebhookEvent {
  if (event.state !== 'pending' || event.next_attempt_at !== undefined) return event;
  return { ...event, next_attempt_at: now };
}
