/**
 * How the hand-off link knows the device that opened it: the 303 of its Continue leaves that
 * device a cookie with the phone's key, sent back to the link alone (its own Path). A repeat
 * of the Continue (a double tap) or a GET of the link (Back, the link tapped again) from that
 * device goes on to its phone page; any other device finds the link used. Only a browser that
 * got the first answer holds the cookie. The form token cannot tell devices apart: every page
 * of the link carries the same one.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { HandoffTicket } from '../state/records.js';

const OPENER_COOKIE = 'sandbox_handoff_opener';

/**
 * HttpOnly: no script reads it. SameSite=Lax: sent when the phone opens the link again from
 * another app, never with another site's POST. Secure where the sandbox serves https.
 */
export function openerCookie(linkPath: string, phoneKey: string, secure: boolean): string {
  return `${OPENER_COOKIE}=${phoneKey}; Path=${linkPath}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Whether the request comes from the device whose Continue used the ticket. */
export function isOpener(ticket: HandoffTicket, cookieHeader: string | undefined): boolean {
  const held = cookieValue(cookieHeader, OPENER_COOKIE);
  if (ticket.phone_key === undefined || held === undefined) return false;
  // Compared in constant time, so the answer's timing does not spell the key out.
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(held), digest(ticket.phone_key));
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const pair of (header ?? '').split(';')) {
    const [key, ...value] = pair.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}
