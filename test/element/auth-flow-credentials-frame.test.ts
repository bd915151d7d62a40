/**
 * A credentials step the backend shows itself (widget-api.md, section 5b), cross-origin as a
 * merchant's page and the service are: the test page at one origin, the sandbox and its frame
 * at another. Keys are typed through the real keyboard (sendKeys), into the frame, which the
 * page cannot reach.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { frameTiming } from '../../src/auth-flow/frame/credentials-frame.js';
import {
  click,
  failFlowReads,
  finnishPayment,
  flowRequests,
  heading,
  mountAuthFlow,
} from '../support/auth-flow-helpers.js';
import { backend, backendWait } from '../support/backend.js';
import { expectSameElement } from '../support/dom.js';
import { addStylesheetLink, removePageStyles } from '../support/page-styles.js';
import {
  frameAt,
  framedAuthorisation,
  frameOf,
  inNarrowColumn,
  newFramedAuthorisation,
  isWebKit,
  refusedCredentials,
  roomOf,
  removeButtonsBeforeWidgets,
  shortenFrameWait,
  shownFrame,
  tabIntoFrame,
  type Flow,
  typeCredentials,
  untilSubmittedAndRead,
} from '../support/credentials-frame-flow.js';
import { openFramePage } from '../support/frame-page.js';
import { navigations } from '../support/navigation-hooks.js';

const MESSAGE_TYPE = 'service-widgets:frame';
// No doubled letters: WebKit's driver drops a repeated key.
const sentinel = 'S3ntinel-Pa5w0rd';

/** Whether the iframe shows about:blank, of the page's origin, so that the page may read it. */
function frameAtBlank(frame: HTMLIFrameElement): boolean {
  try {
    return frame.contentWindow?.location.href === 'about:blank';
  } catch {
    return false;
  }
}

/** A payment of the shop at S-Pankki (user, password and one-time code), which the PIS test frames. */
const payment = finnishPayment('S-Pankki', { application: 'sandbox-shop', state: 'order-51' });

describe('service-auth-flow: credentials in the backend’s frame', function () {
  // Two attempts typed key by key: WebKitWebDriver sends each key as its own command.
  this.timeout(30_000);
  let origin: string;

  beforeEach(async () => {
    await backend.reset();
    origin = await backend.origin();
  });

  afterEach(removeButtonsBeforeWidgets);

  it('AIS: shows the frame in place of fields, and goes through wrong, then right credentials to done', async () => {
    const { flow, id } = await framedAuthorisation(origin, { locale: 'fi' });
    const frame = await shownFrame(flow);
    expect(heading(flow)).to.equal('Kirjaudu pankkiin S-Pankki');
    expect(flow.element.querySelectorAll('input, form')).to.have.length(0);
    const src = new URL(frame.src);
    expect(src.origin).to.equal(origin);
    expect(src.pathname).to.equal(`/auth/credentials-frame/authorizations/${id}`);
    expect(src.searchParams.get('locale')).to.equal('fi');
    expect(frame.title).to.equal('Pankin S-Pankki kirjautumislomake');
    expect(frame.hasAttribute('allow')).to.equal(false);
    expect(flow.element.querySelector('.service-actions button')?.textContent?.trim()).to.equal('Peruuta');
    const heightBefore = frame.getBoundingClientRect().height;

    await tabIntoFrame(flow, frame);
    await typeCredentials({ user: 'demo', password: 'wrong-secret-1', code: '123456' });
    await untilSubmittedAndRead(1);
    // The bank refused them: the same step, the same frame, which shows the error and grew by it.
    expectSameElement(frameOf(flow), frame, 'the step’s iframe');
    expect(flow.of('step')).to.have.length(1);
    await waitUntil(
      () => frame.getBoundingClientRect().height > heightBefore,
      'the frame did not grow',
      backendWait,
    );

    // Focus is on the frame's error; the next Tab is the first field again.
    await sendKeys({ press: 'Tab' });
    await typeCredentials({ user: 'demo', password: 'demo1234', code: '123456' });
    await flow.until('step', 2);
    expect(flow.of('step')[1]?.detail).to.deep.equal({ type: 'done' });
    await waitUntil(() => navigations.length === 1, 'no navigation to the application', backendWait);
    expect(navigations[0]).to.match(/[?&]code=/);

    // Both attempts went from the frame, first-party; the page sent no credential at all. The
    // sandbox's log keeps no value: the refusal and then the success show which were sent.
    const posts = await flowRequests('POST');
    expect(posts.map((post) => [post.origin, post.body])).to.deep.equal([
      [
        origin,
        {
          action: 'submit_credentials',
          credentials: { username: '(redacted)', password: '(redacted)', otp: '(redacted)' },
        },
      ],
      [
        origin,
        {
          action: 'submit_credentials',
          credentials: { username: '(redacted)', password: '(redacted)', otp: '(redacted)' },
        },
      ],
    ]);
    expect(flow.of('error')).to.have.length(0);
  });

  it('a failed read of the flow after the frame’s submit is a failed load: Try again goes on', async () => {
    const { flow, id } = await framedAuthorisation(origin);
    const frame = await shownFrame(flow);
    await tabIntoFrame(flow, frame);
    // The bank takes the credentials; the widget's read of the flow that follows fails, retries included.
    await failFlowReads(id);
    await typeCredentials({ user: 'demo', password: 'demo1234', code: '123456' });
    const error = await flow.until('error');
    expect(error.detail).to.deep.equal({ error: 'ASPSP_ERROR', message: 'Bank down', code: 503 });
    // Not a step with Cancel alone, which would cancel what the bank accepted: the load's failure.
    await waitUntil(() => flow.element.querySelector('.service-error'), 'no failure shown', backendWait);
    expect(frameOf(flow)).to.equal(null);
    click(flow, 'Try again');
    await flow.until('step', 2);
    expect(flow.of('step')[1]?.detail).to.deep.equal({ type: 'done' });
    expect(flow.of('error')).to.have.length(1);
  });

  it('shows the new frame, focus in it, when the credentials step comes back with another frame URL', async () => {
    const { flow, id } = await framedAuthorisation(origin);
    const frame = await shownFrame(flow);
    // A backend may give a fresh page for each attempt: the next read of the flow names another URL.
    const next = `${origin}/auth/credentials-frame/authorizations/${id}?attempt=2`;
    await frameAt(origin, id, next);
    await tabIntoFrame(flow, frame);
    await typeCredentials({ user: 'demo', password: 'wrong-secret-3', code: '123456' });
    // Where focus is until it is in the new frame: never the page's body, where a screen reader starts over.
    const focusSeen = new Set<string>();
    const watch = setInterval(() => focusSeen.add(document.activeElement?.tagName ?? ''), 2);
    await untilSubmittedAndRead(1);

    await waitUntil(
      () => new URL(frameOf(flow)?.src ?? origin).searchParams.get('attempt') === '2',
      'the new frame URL was not shown',
      backendWait,
    );
    const moved = await shownFrame(flow);
    expect(new URL(moved.src).searchParams.get('locale')).to.equal('en');
    await waitUntil(
      () => document.activeElement === moved,
      'focus did not move into the new frame',
      backendWait,
    );
    clearInterval(watch);
    expect([...focusSeen]).not.to.include('BODY');
    // The same step: no second `step` event, no error.
    expect(flow.of('step')).to.have.length(1);
    expect(flow.of('error')).to.have.length(0);
  });

  it('PIS: after the review, focus moves into the frame; wrong, then right credentials to done', async () => {
    await backend.changeApplication('sandbox-shop', { credentials_frame: true });
    try {
      const { payment_id: id } = await backend.createPayment(payment);
      const flow = (await mountAuthFlow(origin, { payment: id })) as Flow;
      await flow.until('ready');
      expect(heading(flow)).to.equal('Review the payment');
      // One payment: no heading of its own, and no landmark among the page's.
      expect(flow.element.querySelector('.service-payment h3, section, [role=region]')).to.equal(null);
      click(flow, 'Confirm');
      await flow.until('step', 2);
      const frame = await shownFrame(flow);
      expect(new URL(frame.src).pathname).to.equal(`/auth/credentials-frame/payments/${id}`);
      // The focus message: into the frame, at its first field, as on every new step.
      await waitUntil(() => document.activeElement === frame, 'focus did not move into the frame');
      // WebKit has the frame's document take the focus but refuses its script's focus() on the
      // field (a cross-origin frame the user has not yet used): there the first Tab reaches it.
      if (isWebKit()) await sendKeys({ press: 'Tab' });

      await typeCredentials({ user: 'demo', password: 'wrong-secret-2', code: '123456' });
      await untilSubmittedAndRead(2);
      expectSameElement(frameOf(flow), frame, 'the step’s iframe');
      await sendKeys({ press: 'Tab' });
      await typeCredentials({ user: 'demo', password: 'demo1234', code: '123456' });
      await flow.until('step', 3);
      expect(heading(flow)).to.equal('Authorisation complete');
      await waitUntil(() => navigations.length === 1, 'no navigation to the application', backendWait);
      const back = new URL(navigations[0] ?? '');
      expect(back.searchParams.get('state')).to.equal('order-51');
      const posts = await flowRequests('POST');
      expect(posts.map((post) => [post.origin, (post.body as { action: string }).action])).to.deep.equal([
        [window.location.origin, 'confirm'],
        [origin, 'submit_credentials'],
        [origin, 'submit_credentials'],
      ]);
    } finally {
      await backend.changeApplication('sandbox-shop', { credentials_frame: false });
    }
  });

  it('no script of the page hears a credential typed into the frame', async () => {
    const heard: string[] = [];
    const listen = (event: Event) => {
      const target = event.target;
      heard.push(
        `${event.type} ${(event as KeyboardEvent).key ?? ''} ${(event as InputEvent).data ?? ''} ${
          target instanceof HTMLInputElement ? target.value : ''
        }`,
      );
    };
    const types = [
      'input',
      'beforeinput',
      'change',
      'keydown',
      'keypress',
      'keyup',
      'paste',
      'compositionend',
    ];
    for (const type of types) window.addEventListener(type, listen, true);
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        heard.push(`${record.type} ${record.oldValue ?? ''} ${record.target.textContent ?? ''}`);
        if (record.target instanceof Element) heard.push(record.target.outerHTML);
      }
    });
    observer.observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeOldValue: true,
      characterData: true,
      characterDataOldValue: true,
    });
    try {
      const { flow } = await framedAuthorisation(origin);
      // Wherever the credentials step shows its first field, the keyboard goes there as a PSU's would.
      await waitUntil(
        () => frameOf(flow)?.style.height.endsWith('px') || flow.element.querySelector('input'),
        'no credentials step',
        backendWait,
      );
      const before = document.createElement('button');
      flow.element.before(before);
      before.focus();
      await sendKeys({ press: 'Tab' });
      await typeCredentials({ user: 'demo', password: sentinel, code: '123456' });
      // The sandbox's log keeps no value: a credentials POST that names every field tells that all were typed.
      const carrying = async () =>
        (await flowRequests('POST')).filter(
          (request) =>
            JSON.stringify(request.body) ===
            JSON.stringify({
              action: 'submit_credentials',
              credentials: { username: '(redacted)', password: '(redacted)', otp: '(redacted)' },
            }),
        );
      await waitUntil(async () => (await carrying()).length > 0, 'the sentinel was not sent', backendWait);
      const everyInput = [
        ...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea'),
      ];
      const heardIt = heard.filter((line) => line.includes(sentinel));
      expect(heardIt.length, `a script of the page heard it: ${heardIt[0]?.slice(0, 120) ?? ''}`).to.equal(0);
      expect(everyInput.filter((input) => input.value.includes(sentinel))).to.have.length(0);
      expect(document.documentElement.outerHTML).not.to.contain(sentinel);
      // It was typed, into the frame, and sent by it alone.
      expect((await carrying()).map((request) => `${request.method} ${request.origin}`)).to.deep.equal([
        `POST ${origin}`,
      ]);
      expect(JSON.stringify(await backend.requests())).not.to.contain(sentinel);
    } finally {
      for (const type of types) window.removeEventListener(type, listen, true);
      observer.disconnect();
    }
  });

  it('ignores a message from another origin, from another window or of another shape', async () => {
    const { flow } = await framedAuthorisation(origin);
    const frame = await shownFrame(flow);
    const height = frame.style.height;
    const getsBefore = (await flowRequests('GET')).length;
    // A forged event's `source` must be a WindowProxy the page may hold: Firefox refuses a
    // cross-origin one. The frame is sent to about:blank, of the page's origin; its
    // contentWindow stays the same WindowProxy, the one the widget tells its frame by.
    const frameWindow = frame.contentWindow as Window;
    frameWindow.location.replace('about:blank');
    await waitUntil(() => frameAtBlank(frame), 'the frame did not go to about:blank');
    const fromFrame = (data: unknown, eventOrigin = origin, source: MessageEventSource = frameWindow) =>
      window.dispatchEvent(new MessageEvent('message', { data, origin: eventOrigin, source }));

    // Real messages of the page itself: the page's origin is not the backend's.
    window.postMessage({ type: MESSAGE_TYPE, event: 'size', height: 999 }, '*');
    window.postMessage({ type: MESSAGE_TYPE, event: 'submitted' }, '*');
    // The backend's origin, but not from this widget's frame.
    fromFrame({ type: MESSAGE_TYPE, event: 'size', height: 998 }, origin, window);
    // From the frame, in shapes the contract does not have.
    for (const data of [
      { type: 'other', event: 'size', height: 997 },
      { type: MESSAGE_TYPE, event: 'size', height: '996' },
      { type: MESSAGE_TYPE, event: 'size', height: -1 },
      { type: MESSAGE_TYPE, event: 'size', height: Number.POSITIVE_INFINITY },
      { type: MESSAGE_TYPE, event: 'resize', height: 995 },
      { type: MESSAGE_TYPE, event: 'submit' },
      [MESSAGE_TYPE, 'submitted'],
      `${MESSAGE_TYPE}:submitted`,
      null,
    ]) {
      fromFrame(data);
    }
    // A wrong origin with the right frame.
    fromFrame({ type: MESSAGE_TYPE, event: 'submitted' }, 'https://evil.example');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(frame.style.height).to.equal(height);
    expect((await flowRequests('GET')).length).to.equal(getsBefore);
    expect(flow.of('error')).to.have.length(0);

    // The same checks let the frame's own message through: what was ignored was ignored for its shape or origin.
    fromFrame({ type: MESSAGE_TYPE, event: 'size', height: 321.2 });
    await waitUntil(() => frame.style.height === '322px', 'a right message did not size the frame');
  });

  it('says CREDENTIALS_FRAME_BLOCKED when the frame never says it is shown, names the frame-src, keeps Cancel', async () => {
    const id = await newFramedAuthorisation();
    // A page of the backend that is no credentials frame: it loads, and never sends `ready`.
    await frameAt(origin, id, `${origin}/healthz`);
    const wait = frameTiming.readyTimeoutMs;
    frameTiming.readyTimeoutMs = 400;
    try {
      const flow = (await mountAuthFlow(origin, { authorization: id })) as Flow;
      const event = (await flow.until('error')) as CustomEvent<{ error: string; message: string }>;
      expect(event.detail.error).to.equal('CREDENTIALS_FRAME_BLOCKED');
      expect(event.detail.message).to.contain(`add ${origin} to frame-src`);
      const alert = flow.element.querySelector('[role=alert]');
      expect(alert?.textContent).to.contain(`must allow ${origin} in frame-src`);
      expect(frameOf(flow)?.hidden).to.equal(true);
      expect(flow.element.querySelectorAll('input')).to.have.length(0);
      await expect(flow.element).to.be.accessible();
      click(flow, 'Cancel');
      await flow.until('step', 2);
      expect(flow.of('step')[1]?.detail).to.deep.equal({ type: 'failed' });
    } finally {
      frameTiming.readyTimeoutMs = wait;
    }
  });

  it('says CREDENTIALS_FRAME_BLOCKED on a page whose CSP does not allow the backend in frame-src', async () => {
    const id = await newFramedAuthorisation();
    const page = await openFramePage({ width: 600 });
    const csp = page.document.createElement('meta');
    csp.httpEquiv = 'Content-Security-Policy';
    csp.content = "frame-src 'self'";
    page.document.head.append(csp);
    await shortenFrameWait(page, 500);
    const violations: string[] = [];
    page.document.addEventListener('securitypolicyviolation', (event) =>
      violations.push(event.effectiveDirective),
    );
    const flow = page.mount('service-auth-flow', { origin, sandbox: true, locale: 'en', authorization: id });
    await flow.until('error');
    expect(flow.of('error')[0]?.detail.error).to.equal('CREDENTIALS_FRAME_BLOCKED');
    expect(violations).to.include('frame-src');
    expect(flow.element.querySelector('[role=alert]')?.textContent).to.contain(origin);
  });

  it('refuses a frame on another origin or of another scheme, with no field on the page', async () => {
    for (const url of ['https://other.example/frame', 'javascript:alert(1)']) {
      await backend.reset();
      const id = await newFramedAuthorisation();
      await frameAt(origin, id, url);
      const flow = (await mountAuthFlow(origin, { authorization: id })) as Flow;
      const event = (await flow.until('error')) as CustomEvent<{ error: string }>;
      expect(event.detail.error, url).to.equal('UNSAFE_URL');
      expect(frameOf(flow), url).to.equal(null);
      expect(flow.element.querySelectorAll('input, form'), url).to.have.length(0);
      expect(flow.element.querySelector('[role=alert]')?.textContent).to.contain('not safe to open');
      expect(flow.element.querySelector('.service-actions button')?.textContent?.trim()).to.equal('Cancel');
      flow.element.remove();
    }
  });

  /**
   * From now on, at the start of each frame, the frame's room if it is there with no iframe
   * yet: its box and background, as that frame paints them.
   */
  function watchRoomAlone() {
    const seen: { box: string; background: string }[] = [];
    let watching = true;
    const check = () => {
      if (!watching) return;
      const room = document.querySelector('service-auth-flow div.service-credentials-frame');
      if (room && !document.querySelector('service-auth-flow iframe')) {
        seen.push({
          box: JSON.stringify(room.getBoundingClientRect()),
          background: getComputedStyle(room).backgroundImage,
        });
      }
      requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
    return { seen, stop: () => (watching = false) };
  }

  it('paints the step with the outline of a form in the frame’s room, then the frame, until its form is shown', async () => {
    const id = await newFramedAuthorisation();
    await addStylesheetLink('/styles/widgets.css');
    try {
      // A page of the backend that is no credentials frame: it loads, and never sends `ready`.
      await frameAt(origin, id, `${origin}/healthz`);
      const roomAlone = watchRoomAlone();
      const waiting = (await mountAuthFlow(origin, { authorization: id })) as Flow;
      await waitUntil(() => frameOf(waiting), 'the iframe never came', backendWait);
      roomAlone.stop();
      // The step was painted with the frame's room alone; the iframe then took that very room.
      const [alone] = roomAlone.seen;
      expect(alone, 'no frame showed the step before its iframe').to.not.equal(undefined);
      expect(alone?.background).to.contain('repeating-linear-gradient');
      const loading = roomOf(waiting);
      expect(loading.localName).to.equal('iframe');
      expect(JSON.stringify(loading.getBoundingClientRect())).to.equal(alone?.box);
      expect(getComputedStyle(loading).backgroundImage).to.contain('repeating-linear-gradient');
      await expect(waiting.element).to.be.accessible();
      waiting.element.remove();

      const { flow } = await framedAuthorisation(origin);
      const frame = await shownFrame(flow);
      await waitUntil(
        () => getComputedStyle(frame).backgroundImage === 'none',
        'the outline stayed behind the form',
        backendWait,
      );
    } finally {
      removePageStyles();
    }
  });

  // What the frame itself shows is checked inside it in test/cross-origin-frame/, in Chromium.
  it('passes axe on the page around the frame', async () => {
    const { flow } = await framedAuthorisation(origin);
    await shownFrame(flow);
    await expect(flow.element).to.be.accessible();
  });

  it('at 320 px, keeps room close to the form’s height and grows by the bank’s error', async () => {
    await inNarrowColumn(async (narrow) => {
      // The room kept before `ready`, from a frame that never sends it.
      const id = await newFramedAuthorisation();
      await frameAt(origin, id, `${origin}/healthz`);
      const waiting = (await mountAuthFlow(origin, { authorization: id }, narrow)) as Flow;
      await waiting.until('ready');
      const reserved = roomOf(waiting).getBoundingClientRect().height;
      waiting.element.remove();

      const { flow } = await framedAuthorisation(origin, {}, narrow);
      const frame = await shownFrame(flow);
      const told = frame.getBoundingClientRect().height;
      expect(Math.abs(reserved - told), `${reserved} px kept for ${told} px`).to.be.below(told * 0.15);
      expect(frame.getBoundingClientRect().width).to.be.at.most(320);
      await refusedCredentials(flow, frame, 'wrong-secret-3');
      expect(frame.getBoundingClientRect().width).to.be.at.most(320);
    });
  });
});
