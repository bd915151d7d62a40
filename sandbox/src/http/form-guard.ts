/**
 * Cross-site request forgery protection of the sandbox's own forms (the simulated bank's
 * Approve, the phone's answers, the hand-off's Continue): a form's answer counts only when the
 * sandbox's own page sent it.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The hidden field that carries a form's token. */
export const FORM_TOKEN_FIELD = 'form_token';

/**
 * The token of the form that posts to `action`: a MAC of the action under the backend's secret,
 * so no other site can know it and the backend keeps no state.
 */
export function formToken(secret: Uint8Array, action: string): string {
  return createHmac('sha256', secret).update(action).digest('base64url');
}

/** What a form's POST says about where it comes from. */
export interface FormPost {
  /** The Origin header, if any. */
  origin: string | undefined;
  /** The form token the body carries, if any. */
  token: string | null;
}

/**
 * A same-origin Origin is proof enough (a script driving the sandbox may send it). A browser
 * sends `Origin: null` from a page under Referrer-Policy no-referrer, as the sandbox's pages are
 * (and an old one sends none): then the form's token is the proof. Another site's Origin never is.
 */
export function isOwnFormPost(post: FormPost, ownOrigin: string, expectedToken: string): boolean {
  if (post.origin === ownOrigin) return true;
  if (!mayBeOwnFormPost(post.origin, ownOrigin)) return false;
  if (post.token === null) return false;
  const given = Buffer.from(post.token);
  const expected = Buffer.from(expectedToken);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Whether a POST with this Origin can be the sandbox's own form at all: its body is worth reading. */
export function mayBeOwnFormPost(origin: string | undefined, ownOrigin: string): boolean {
  return origin === ownOrigin || origin === undefined || origin === 'null';
}
