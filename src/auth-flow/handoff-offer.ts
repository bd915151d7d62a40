/** Pure decisions of "continue on your phone" (widget-api.md, section 5a). */
import { toBackendPage } from '../api/safe-url.js';
import type { FlowState, Handoff } from '../api/types.js';
import type { DrawQr } from './qr-encoder.js';
import type { HandoffView } from './steps/handoff-step.js';

/** The contract: while the QR code is shown, a GET every 2 s, or poll_interval_ms if larger. */
const handoffPollFloorMs = 2000;

/**
 * The hand-off the widget may offer: at a redirect or decoupled step, with an http(s) URL at
 * the backend's origin only (widget-api.md, 5a), as the PSU's phone is sent there.
 */
export function offeredHandoff(flow: FlowState, backendOrigin: string | undefined): Handoff | undefined {
  const { step, handoff } = flow;
  if (!handoff || (step.type !== 'redirect' && step.type !== 'decoupled')) return undefined;
  const url = toBackendPage(handoff.url, backendOrigin);
  return url && { ...handoff, url: url.href };
}

export function handoffPollInterval(flow: FlowState): number {
  const step = flow.step;
  return Math.max(handoffPollFloorMs, step.type === 'decoupled' ? step.poll_interval_ms : 0);
}

/** The contract: a hand-off URL lives at most 10 minutes. */
const handoffLifetimeMs = 600_000;

/**
 * A hand-off as its code is first shown, at `now` by this device's clock. The code's time is
 * up at its `expires_at` when that is within the next 10 minutes, else 10 minutes from now: a
 * device clock set minutes fast would otherwise call every code expired as it is shown.
 */
export function shownHandoff(offered: Handoff, drawQr: DrawQr | undefined, now: number): HandoffView {
  const expiresAt = Date.parse(offered.expires_at);
  const latest = now + handoffLifetimeMs;
  const deadline = expiresAt > now && expiresAt < latest ? expiresAt : latest;
  return { shown: offered, opened: offered.opened, expired: false, drawQr, deadline };
}

/**
 * The code on screen no longer works: its time is up before the phone opened it, or the
 * backend has since issued another one.
 */
export function isHandoffExpired(view: HandoffView, current: Handoff | undefined, now: number): boolean {
  if (!current || current.url !== view.shown.url) return true;
  return !current.opened && now >= view.deadline;
}

/** A touch device is most likely the phone already: there the hand-off comes second. */
export function isTouchDevice(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches;
}
