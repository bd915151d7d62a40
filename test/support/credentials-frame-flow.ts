/**
 * Helpers for the tests of a credentials step in the backend's frame (widget-api.md, section
 * 5b): the framed flow, the iframe once shown, and keys typed into it through the real keyboard
 * (sendKeys), as the page cannot reach into the frame.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { AuthFlowElement } from '../../src/auth-flow/auth-flow-element.js';
import { flowRequests, mountAuthFlow } from './auth-flow-helpers.js';
import { backend, backendWait } from './backend.js';
import { expectSameElement } from './dom.js';
import type { FramePage } from './frame-page.js';
import type { Mounted } from './mount-with-cleanup.js';

export type Flow = Mounted<AuthFlowElement>;

/** Safari's engine (Chromium's user agent names AppleWebKit too). */
export const isWebKit = () => /AppleWebKit/.test(navigator.userAgent) && !/Chrome/.test(navigator.userAgent);

export const frameOf = (flow: Flow) => flow.element.querySelector<HTMLIFrameElement>('iframe');

/** The frame's room: an empty box in the step's first paint, then the iframe in its place. */
export function roomOf(flow: Flow): HTMLElement {
  const room = flow.element.querySelector<HTMLElement>('.service-credentials-frame');
  expect(room, 'the step has no room for the frame').to.not.equal(null);
  return room as HTMLElement;
}

/** How long a frame's told height stays the same before a test takes it as the form's. */
const heightQuietMs = 300;

/**
 * The iframe, once its page has said its form is shown and the height it told has held for a
 * moment. Under load, Chromium may run an out-of-process frame's script before the frame knows
 * its own size (0 × 0, seen in this suite): its first height is then the form's at no width,
 * and the right one follows as the frame gets its width.
 */
export async function shownFrame(flow: Flow): Promise<HTMLIFrameElement> {
  await waitUntil(
    () => frameOf(flow)?.style.height.endsWith('px'),
    'the frame never said its form is shown',
    {
      timeout: 8000,
    },
  );
  const frame = frameOf(flow) as HTMLIFrameElement;
  await heldFor(() => frame.style.height, heightQuietMs, 'the frame’s height kept changing');
  return frame;
}

/** Resolves once `read` has returned the same value for `quietMs`. */
async function heldFor(read: () => string, quietMs: number, message: string) {
  let last = read();
  let since = performance.now();
  await waitUntil(
    () => {
      const now = read();
      if (now !== last) [last, since] = [now, performance.now()];
      return performance.now() - since >= quietMs;
    },
    message,
    { timeout: 5000 },
  );
}

/** Types into the frame's fields from the first one: user, password, (reveal button), code; Enter sends. */
export async function typeCredentials(values: { user: string; password: string; code?: string }) {
  await sendKeys({ type: values.user });
  await sendKeys({ press: 'Tab' });
  await sendKeys({ type: values.password });
  if (values.code !== undefined) {
    // Past the password's "Show" button.
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ type: values.code });
  }
  await sendKeys({ press: 'Enter' });
}

/** The buttons that keyboard tests put before a widget to Tab from, removed after each test. */
export function removeButtonsBeforeWidgets() {
  document.querySelectorAll('body > button').forEach((button) => button.remove());
}

/** Focus into the frame's first field by the keyboard alone, from a button before the widget. */
export async function tabIntoFrame(flow: Flow, frame: HTMLIFrameElement) {
  const before = document.createElement('button');
  before.textContent = 'Before the widget';
  flow.element.before(before);
  before.focus();
  await sendKeys({ press: 'Tab' });
  // Chromium moves focus into a frame of another process through its browser process: the
  // page learns that the iframe has focus a message later, so a loaded machine sees it late.
  await waitUntil(() => document.activeElement === frame, '', { timeout: 3000 }).catch(() => undefined);
  expectSameElement(document.activeElement, frame, 'focus after Tab');
}

/** Resolves once the frame's POST was answered and the widget has read the flow after it. */
export async function untilSubmittedAndRead(posts: number) {
  await waitUntil(
    async () => (await flowRequests('POST')).length === posts,
    'the frame did not post',
    backendWait,
  );
  await waitUntil(
    async () => {
      const requests = await backend.requests();
      const lastPost = requests.map((r) => r.method === 'POST' && r.path.endsWith('/flow')).lastIndexOf(true);
      return requests.slice(lastPost + 1).some((r) => r.method === 'GET' && r.path.endsWith('/flow'));
    },
    'the widget did not read the flow after `submitted`',
    backendWait,
  );
}

/** Wrong credentials typed into the frame, from the keyboard; resolves once the frame grew by the bank's error. */
export async function refusedCredentials(flow: Flow, frame: HTMLIFrameElement, password: string) {
  const before = frame.getBoundingClientRect().height;
  await tabIntoFrame(flow, frame);
  await typeCredentials({ user: 'demo', password, code: '123456' });
  await untilSubmittedAndRead(1);
  await waitUntil(
    () => frame.getBoundingClientRect().height > before,
    'the frame did not grow by the error',
    backendWait,
  );
}

/** A new authorisation at S-Pankki (user, password and one-time code) of an application that frames its credentials steps. */
export async function newFramedAuthorisation(): Promise<string> {
  const { authorization_id: id } = await backend.createAuthorization({
    aspsp: { name: 'S-Pankki', country: 'FI' },
    application: 'sandbox-tpp',
  });
  return id;
}

/** A framed flow of a new authorisation at S-Pankki. */
export async function framedAuthorisation(
  origin: string,
  attributes: Record<string, string> = {},
  parent?: HTMLElement,
) {
  const id = await newFramedAuthorisation();
  const flow = (await mountAuthFlow(origin, { authorization: id, ...attributes }, parent)) as Flow;
  await flow.until('ready');
  return { flow, id };
}

/** Runs `test` with a 320 px wide column on the page, removed after it. */
export async function inNarrowColumn(test: (column: HTMLElement) => Promise<void>) {
  const column = document.createElement('div');
  column.style.width = '320px';
  document.body.append(column);
  try {
    await test(column);
  } finally {
    column.remove();
  }
}

/** The frame page's own copy of the widgets, told to wait `ms` for the frame's form rather than 10 s. */
export async function shortenFrameWait(page: FramePage, ms: number) {
  const view = page.document.defaultView as Window & { shortWait?: boolean };
  const shorten = page.document.createElement('script');
  shorten.type = 'module';
  shorten.textContent = `import { frameTiming } from '/src/auth-flow/frame/credentials-frame.ts';
frameTiming.readyTimeoutMs = ${ms}; window.shortWait = true;`;
  page.document.head.append(shorten);
  await waitUntil(() => view.shortWait, 'the frame page did not take the shorter wait', backendWait);
}

/** For the next GET of the authorisation's flow: its real answer, with the frame at `url` instead. */
export async function frameAt(origin: string, id: string, url: string) {
  const flowUrl = `${origin}/widget-api/v1/authorizations/${id}/flow?sandbox=true`;
  const state = (await (await fetch(flowUrl)).json()) as { step: { frame: { url: string } } };
  state.step.frame.url = url;
  const path = `/authorizations/${id}/flow`;
  await backend.setFault({ path, method: 'GET', body: JSON.stringify(state), times: 1 });
}
