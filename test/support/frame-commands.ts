/** The test page's side of frame-commands-plugin.ts: its commands, and what the tests ask of them. */
import { expect, waitUntil } from '@open-wc/testing';
import type { FrameFit, FrameRequest } from './frame-commands-plugin.js';

export type { FrameFields } from './frame-commands-plugin.js';
import { runServerCommand } from './server-command.js';

/** A command of frame-commands-plugin.ts on the frame of that iframe. */
export function inFrame<T>(
  command: 'frameAxe' | 'frameFit' | 'frameFields',
  frame: HTMLIFrameElement,
): Promise<T> {
  return runServerCommand<T, FrameRequest>(command, { url: frame.src }, command);
}

/** Whether the frame shows all its content with no scrollbar: content no wider or taller than the frame. */
export async function expectFits(frame: HTMLIFrameElement, when: string): Promise<FrameFit> {
  const fit = await inFrame<FrameFit>('frameFit', frame);
  expect(fit.contentHeight, `${when}: ${JSON.stringify(fit)}`).to.be.at.most(fit.viewportHeight);
  expect(fit.contentWidth, `${when}: ${JSON.stringify(fit)}`).to.be.at.most(fit.viewportWidth);
  return fit;
}

/** Whether all of the frame's content shows with no scrollbar. */
const fitsWhole = (fit: FrameFit) =>
  fit.contentHeight <= fit.viewportHeight && fit.contentWidth <= fit.viewportWidth;

/**
 * As expectFits, once the frame fits or 3 s have passed: the iframe follows a change of its
 * content a message later, so the change is given that time.
 */
export async function untilFits(frame: HTMLIFrameElement, when: string): Promise<FrameFit> {
  const fits = async () => fitsWhole(await inFrame<FrameFit>('frameFit', frame));
  // What did not fit in time is told by expectFits, with the measures.
  await waitUntil(fits, when, { timeout: 3000 }).catch(() => undefined);
  return expectFits(frame, when);
}
