/**
 * "Continue on your phone" (widget-api.md, section 5a): a ticket whose token is the secret of
 * the hand-off URL. The first Continue on the URL's page uses the ticket and gives the phone its
 * own key (the phone page's address); a ticket that expired unused is replaced by a new one the
 * next time the flow is read, a used one is not (the phone that opened it carries on).
 */
import { randomBytes } from 'node:crypto';
import type { AttemptRecord, HandoffTicket } from '../state/records.js';
import type { MockStore } from '../state/store.js';
import type { Handoff } from '../types/flow.js';
import type { PageLanguage } from '../types/page-languages.js';
import { isExpired } from './transitions.js';

/** A hand-off URL opens the phone page for at most this long. */
export const HANDOFF_LIFETIME_MS = 10 * 60 * 1000;

export const HANDOFF_PATH = '/auth/handoff/';
/** The phone's page of an opened hand-off: /auth/phone/{phone key}. */
export const PHONE_PATH = '/auth/phone/';
export const PHONE_STYLESHEET_PATH = '/auth/phone.css';
/**
 * The simulated bank of an opened hand-off, /sandbox-bank/phone/{phone key}: scoped to the
 * phone's key alone, so nothing the phone sees names the authorisation.
 */
export const PHONE_BANK_PATH = '/sandbox-bank/phone/';

/** What the hand-off URL's page finds. */
export type TicketState = 'open' | 'used' | 'expired' | 'over';

/** Only a redirect or a decoupled step can go on on another device. */
export function offersHandoff(attempt: AttemptRecord, now: number): boolean {
  const step = attempt.phase.type;
  return (step === 'redirect' || step === 'decoupled') && !isExpired(attempt, now);
}

export function ticketState(ticket: HandoffTicket, attempt: AttemptRecord, now: number): TicketState {
  if (ticket.phone_key !== undefined) return 'used';
  if (now >= ticket.expires_at) return 'expired';
  return offersHandoff(attempt, now) ? 'open' : 'over';
}

/** True once the phone opened the attempt's current ticket: the phone, not polling, decides then. */
export function handoffOpened(attempt: AttemptRecord, store: MockStore): boolean {
  const ticket = attempt.handoff_token ? store.handoffs.get(attempt.handoff_token) : undefined;
  return ticket?.phone_key !== undefined;
}

/**
 * The attempt's hand-off as the flow shows it, issuing a ticket when there is none yet or the
 * last one expired unused; undefined where the step cannot be handed off. `widgetLanguage`:
 * the locale of the widget that reads the flow, kept until the phone opens the link.
 */
export function currentHandoff(
  attempt: AttemptRecord,
  store: MockStore,
  origin: string,
  now: number,
  widgetLanguage?: PageLanguage,
): Handoff | undefined {
  if (!offersHandoff(attempt, now)) return undefined;
  let ticket = attempt.handoff_token ? store.handoffs.get(attempt.handoff_token) : undefined;
  if (!ticket || (ticket.phone_key === undefined && now >= ticket.expires_at)) {
    ticket = {
      token: randomBytes(24).toString('base64url'),
      service: attempt.service,
      attempt_id: attempt.id,
      // Never beyond the authorisation itself.
      expires_at: Math.min(now + HANDOFF_LIFETIME_MS, attempt.expires_at),
    };
    store.handoffs.set(ticket.token, ticket);
    attempt.handoff_token = ticket.token;
  }
  if (widgetLanguage !== undefined && ticket.phone_key === undefined) ticket.language = widgetLanguage;
  return {
    url: `${origin}${HANDOFF_PATH}${ticket.token}`,
    expires_at: new Date(ticket.expires_at).toISOString(),
    opened: ticket.phone_key !== undefined,
  };
}

/** Uses the ticket: the phone's key, the secret of the phone page from now on. */
export function openTicket(ticket: HandoffTicket): string {
  ticket.phone_key = randomBytes(24).toString('base64url');
  return ticket.phone_key;
}

export function ticketAttempt(store: MockStore, ticket: HandoffTicket): AttemptRecord | undefined {
  return ticket.service === 'AIS'
    ? store.authorizations.get(ticket.attempt_id)
    : store.payments.get(ticket.attempt_id);
}

/** The ticket a phone key belongs to (a linear search: a sandbox holds few tickets). */
export function ticketOfPhone(store: MockStore, phoneKey: string): HandoffTicket | undefined {
  if (!phoneKey) return undefined;
  for (const ticket of store.handoffs.scan()) {
    if (ticket.phone_key !== phoneKey) continue;
    store.handoffs.touch(ticket.token);
    return ticket;
  }
  return undefined;
}
