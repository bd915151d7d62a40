/**
 * Who may use the control panel (its page and its API): a peer on this machine
 * (panel-local-peers.ts), or, for a sandbox bound to a network address (CI, a container) or
 * given a narrower rule for its local peers, whoever holds the token printed at start. Without
 * this anyone who reaches the port could point webhooks at internal addresses and read the
 * delivery log. An Origin, or the lack of one, proves nothing here.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { isLoopbackAddress } from '../http/loopback.js';
import { isLocalPeer, type PanelLocalPeers } from '../http/panel-local-peers.js';

/** The browser keeps the token in this cookie once the printed URL has been opened. */
export const PANEL_TOKEN_COOKIE = 'sandbox_panel_token';
/** The printed URL's query parameter; read on the page's GET only, then dropped from the address bar. */
export const PANEL_TOKEN_PARAMETER = 'token';

export interface PanelCaller {
  /** The TCP peer's address (request.socket.remoteAddress). */
  remoteAddress?: string;
  /** The Cookie header. */
  cookie?: string;
  /** The Authorization header: a script sends `Bearer <token>`. */
  authorization?: string;
}

export interface PanelRule {
  /** The sandbox's panel token; undefined when only this machine may use the panel. */
  token: string | undefined;
  /** The peers taken as this machine. */
  localPeers: PanelLocalPeers;
}

export function hasPanelAccess(caller: PanelCaller, { token, localPeers }: PanelRule): boolean {
  if (isLocalPeer(caller.remoteAddress, localPeers)) return true;
  if (token === undefined) return false;
  const bearer = /^Bearer (\S+)$/.exec(caller.authorization ?? '')?.[1];
  return isPanelToken(bearer, token) || isPanelToken(cookieValue(caller.cookie, PANEL_TOKEN_COOKIE), token);
}

/**
 * Whether the sandbox needs a token for its panel: when it listens on a network address, where
 * another machine may reach it, or when a list of local peers leaves some of loopback out.
 */
export function needsPanelToken(host: string, localPeers: PanelLocalPeers): boolean {
  return !isLoopbackAddress(host) || localPeers !== 'loopback';
}

/** Compared in constant time, so the answer's timing does not spell the token out. */
export function isPanelToken(candidate: string | null | undefined, token: string | undefined): boolean {
  if (candidate === null || candidate === undefined || token === undefined) return false;
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(candidate), digest(token));
}

/** The URL the sandbox prints: with the token when it has one, for a browser on another machine. */
export function controlPanelUrl(origin: string, token: string | undefined): string {
  const url = new URL('/control-panel', origin);
  if (token !== undefined) url.searchParams.set(PANEL_TOKEN_PARAMETER, token);
  return url.href;
}

/** HttpOnly: no script reads it; SameSite=Strict: no other site's page makes the browser send it. */
export function panelTokenCookie(token: string, path: string): string {
  return `${PANEL_TOKEN_COOKIE}=${token}; Path=${path}; HttpOnly; SameSite=Strict`;
}

export function panelAccessRefusal(): string {
  return (
    'The control panel answers only this machine. From another one, open the control panel URL with ' +
    'its token, as the sandbox printed it at start, or send the token as "Authorization: Bearer <token>".'
  );
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const pair of (header ?? '').split(';')) {
    const [key, ...value] = pair.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}
