import { expect, waitUntil } from '@open-wc/testing';
import type { AuthFlowElement } from '../../src/auth-flow/auth-flow-element.js';
import { loadQrEncoder } from '../../src/auth-flow/qr-encoder.js';
import {
  authorisationFlow,
  click,
  finnishPayment,
  heading,
  paymentFlow,
} from '../support/auth-flow-helpers.js';
import { backend, backendWait } from '../support/backend.js';
import { watchFetch, type SentRequest } from '../support/fetch-spy.js';
import type { Mounted } from '../support/mount-with-cleanup.js';
import { navigations } from '../support/navigation-hooks.js';
import { phone } from '../support/touch-phone.js';

type Flow = Mounted<AuthFlowElement>;

/** The sandbox's decoupled step asks for a poll every 500 ms; the hand-off is polled every 2 s at the most. */
const bankPollMs = 500;
const handoffPollMs = 2000;

const focused = () => `${document.activeElement?.tagName} ${document.activeElement?.textContent?.trim()}`;
const status = (flow: Flow) => flow.element.querySelector('.service-waiting')?.textContent?.trim() ?? '';
const qrCode = (flow: Flow) =>
  flow.element.querySelector('[role="img"][aria-label="QR code for continuing on your phone"]');
const handoffUrl = (flow: Flow) =>
  flow.element.querySelector('.service-handoff-link a')?.getAttribute('href') ?? '';
const stepTypes = (flow: Flow) => flow.of('step').map((event) => (event.detail as { type: string }).type);

/** The GETs of the flow the page sent after `since` (a performance.now() time). */
const flowReads = (requests: SentRequest[], since: number) =>
  requests.filter(
    (request) => request.method === 'GET' && /\/flow\b/.test(request.url) && request.at > since,
  );

/** Milliseconds from `start` to the first read, then from each read to the next. */
function gaps(start: number, reads: SentRequest[]): number[] {
  const before = [start, ...reads.map((read) => read.at)];
  return reads.map((read, index) => read.at - (before[index] ?? start));
}

describe('service-auth-flow: continue on your phone at a decoupled step', function () {
  // The bank approves on the third look, two hand-off polls (4 s) after the QR code shows.
  this.timeout(30_000);
  let origin: string;
  let sent: ReturnType<typeof watchFetch>;

  beforeEach(async () => {
    await backend.reset();
    origin = await backend.origin();
    await phone.pickUp();
    sent = watchFetch();
  });

  afterEach(async () => {
    sent.restore();
    await phone.putDown();
  });

  /**
   * The step as the PSU first sees it, then the QR code shown at once: the sandbox application
   * skips the consent, and Danske Bank's step is decoupled from the first read of the flow.
   */
  async function openHandoff(flow: Flow) {
    expect(heading(flow)).to.equal('Approve in your bank app');
    expect(status(flow)).to.equal('Waiting for your approval…');
    expect(stepTypes(flow)).to.deep.equal(['decoupled']);
    // The load only: the bank's first poll is half a second away.
    expect(flowReads(sent.calls, 0)).to.have.length(1);
    // The encoder the step asked for as it was shown: a slow first load of it in a test browser
    // would otherwise leave time for the bank's poll between the click and the QR code.
    await loadQrEncoder();
    const openedAt = performance.now();
    click(flow, 'Continue on your phone');
    await flow.until('step', 2);
    expect(flow.of('step')[1]?.detail).to.deep.equal({ type: 'handoff' });
    expect(heading(flow)).to.equal('Continue on your phone');
    expect(focused()).to.equal('H2 Continue on your phone');
    expect(status(flow)).to.equal('Waiting for your phone…');
    // The QR code may be drawn a moment after the step's heading.
    await waitUntil(() => qrCode(flow), 'no QR code', backendWait);
    expect(handoffUrl(flow)).to.match(new RegExp(`^${origin}/auth/handoff/`));
    return openedAt;
  }

  /**
   * The hand-off opened on the phone before the bank can approve by itself (the sandbox's bank
   * approves on the third read of the flow unless the phone opened the link first): the page's
   * requests wait until the phone has opened it, however slowly a loaded machine gets there.
   */
  async function openOnPhone(flow: Flow) {
    let phoneOpened = () => {};
    const held = watchFetch({ heldUntil: new Promise<void>((resolve) => (phoneOpened = resolve)) });
    try {
      await openHandoff(flow);
      const screen = await phone.open(handoffUrl(flow));
      expect(screen.text).to.contain('Simulated bank app');
      expect(screen.text).to.contain('Approve in the bank app');
      return screen;
    } finally {
      phoneOpened();
      held.restore();
    }
  }

  it('polls the hand-off, not the bank’s pace; the bank’s approval while the QR code shows leads to done', async () => {
    const { flow } = await authorisationFlow(origin, 'Danske Bank', { application: 'sandbox-tpp' });
    const openedAt = await openHandoff(flow);

    await flow.until('step', 3);
    expect(flow.of('step')[2]?.detail).to.deep.equal({ type: 'done' });
    expect(heading(flow)).to.equal('Authorisation complete');
    expect(focused()).to.equal('H2 Authorisation complete');
    // The bank approves on its third read of the flow: the load, a bank poll only if a loaded
    // machine let 500 ms pass before the click, then polls of the hand-off, each 2 s after the
    // last: the bank's 500 ms pace stopped.
    const reads = flowReads(sent.calls, openedAt);
    expect(flowReads(sent.calls, 0)).to.have.length(3);
    expect(reads.length).to.be.within(1, 2);
    for (const gap of gaps(openedAt, reads)) expect(gap).to.be.at.least(handoffPollMs);
    await waitUntil(() => navigations.length === 1, 'no navigation back to the application', backendWait);
    expect(new URL(navigations[0] ?? '').searchParams.get('code')).to.match(/^[0-9a-f-]{36}$/);
    expect(flow.of('error')).to.deep.equal([]);
  });

  /**
   * Stands between the page and the flow's reads: `expireCode()` makes the next read carry
   * another hand-off URL (the backend issued another code, so the one on screen no longer
   * works); `failReads(n)` makes the next n reads meet a network failure.
   */
  function interceptFlowReads() {
    let firstRead: unknown;
    let replaceNextRead = false;
    let failingReads = 0;
    const spied = window.fetch;
    window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const isRead = (init?.method ?? 'GET') === 'GET' && /\/flow\b/.test(String(input));
      if (isRead && failingReads > 0) {
        failingReads -= 1;
        throw new TypeError('Failed to fetch');
      }
      const response = await spied(input, init);
      if (!isRead) return response;
      if (firstRead === undefined) firstRead = await response.clone().json();
      if (!replaceNextRead) return response;
      replaceNextRead = false;
      const state = structuredClone(firstRead) as { handoff: { url: string } };
      state.handoff.url += '-another';
      return new Response(JSON.stringify(state), { headers: { 'Content-Type': 'application/json' } });
    };
    return {
      expireCode() {
        replaceNextRead = true;
      },
      failReads(count: number) {
        failingReads = count;
      },
      restore() {
        window.fetch = spied;
      },
    };
  }

  /** The hand-off of a decoupled step shown, then expired on screen. */
  async function expiredHandoff(reads: ReturnType<typeof interceptFlowReads>) {
    const { flow } = await authorisationFlow(origin, 'Danske Bank', { application: 'sandbox-tpp' });
    await openHandoff(flow);
    reads.expireCode();
    await waitUntil(() => flow.element.querySelector('.service-handoff-expired'), 'no expiry shown', {
      timeout: 8000,
    });
    return flow;
  }

  it('polls on once the code has expired: the bank’s approval in its app still leads to done', async () => {
    const reads = interceptFlowReads();
    try {
      const flow = await expiredHandoff(reads);
      await flow.until('step', 3);
      expect(flow.of('step')[2]?.detail).to.deep.equal({ type: 'done' });
      expect(heading(flow)).to.equal('Authorisation complete');
      await waitUntil(() => navigations.length === 1, 'no navigation back to the application', backendWait);
      expect(flow.of('error')).to.deep.equal([]);
    } finally {
      reads.restore();
    }
  });

  it('polls on when "Show a new code" fails: the bank’s approval in its app still leads to done', async () => {
    const reads = interceptFlowReads();
    try {
      const flow = await expiredHandoff(reads);
      // The renewal's read and its two retries.
      reads.failReads(3);
      click(flow, 'Show a new code');
      await flow.until('error');
      await waitUntil(() => flow.element.querySelector('.service-action-error'), 'no error beside the code');
      await flow.until('step', 3);
      expect(flow.of('step')[2]?.detail).to.deep.equal({ type: 'done' });
      expect(heading(flow)).to.equal('Authorisation complete');
    } finally {
      reads.restore();
    }
  });

  it('Back returns to the decoupled step, which polls the bank again; the phone’s approval there leads to done', async () => {
    const { flow } = await authorisationFlow(origin, 'Danske Bank', { application: 'sandbox-tpp' });
    await openOnPhone(flow);
    await waitUntil(
      () => status(flow).startsWith('The link was opened on your phone'),
      'opened not announced',
      { timeout: 8000 },
    );

    const backAt = performance.now();
    click(flow, 'Back');
    await waitUntil(() => heading(flow) === 'Approve in your bank app', 'not back at the decoupled step');
    expect(focused()).to.equal('H2 Approve in your bank app');
    await flow.until('step', 3);
    expect(stepTypes(flow)).to.deep.equal(['decoupled', 'handoff', 'decoupled']);
    expect(status(flow)).to.equal('Waiting for your approval…');
    expect(flow.element.textContent).to.contain('Continue on your phone');
    expect(qrCode(flow)).to.equal(null);
    // The bank's pace again: two reads within the time the hand-off takes for one.
    await waitUntil(() => flowReads(sent.calls, backAt).length >= 2, 'polling did not resume', {
      timeout: 8000,
    });
    const [first, second] = gaps(backAt, flowReads(sent.calls, backAt));
    expect(first).to.be.at.least(bankPollMs);
    expect(second).to.be.within(bankPollMs, handoffPollMs - 1);
    // Opened on the phone, the authorisation waits for the phone, however often it is polled.
    expect(heading(flow)).to.equal('Approve in your bank app');

    const approved = await phone.answer('approve');
    expect(approved.text).to.contain('You can return to your computer');
    expect(approved.url).not.to.contain('code=');
    await flow.until('step', 4);
    expect(stepTypes(flow)).to.deep.equal(['decoupled', 'handoff', 'decoupled', 'done']);
    expect(focused()).to.equal('H2 Authorisation complete');
    await waitUntil(() => navigations.length === 1, 'no navigation back to the application', backendWait);
    expect(new URL(navigations[0] ?? '').searchParams.get('code')).to.match(/^[0-9a-f-]{36}$/);
  });

  it('a payment: the phone approves while the QR code shows; this page goes back to the application', async () => {
    const { flow, id } = await paymentFlow(origin, finnishPayment('Danske Bank', { state: 'order-9' }));
    expect(flow.of('pis-loaded')[0]?.detail).to.deep.equal({
      payment: id,
      aspsp: { name: 'Danske Bank', country: 'FI' },
    });
    expect((await openOnPhone(flow)).text).not.to.contain(id);
    await waitUntil(
      () => status(flow).startsWith('The link was opened on your phone'),
      'opened not announced',
      { timeout: 8000 },
    );

    expect((await phone.answer('approve')).text).to.contain('You can return to your computer');
    await flow.until('step', 3);
    expect(stepTypes(flow)).to.deep.equal(['decoupled', 'handoff', 'done']);
    expect(heading(flow)).to.equal('Authorisation complete');
    await waitUntil(() => navigations.length === 1, 'no navigation back to the application', backendWait);
    expect(new URL(navigations[0] ?? '').searchParams.get('state')).to.equal('order-9');
    expect(flow.of('error')).to.deep.equal([]);
  });

  it('a cancel on the phone while the QR code shows ends the flow as not completed', async () => {
    const { flow } = await authorisationFlow(origin, 'Danske Bank', { application: 'sandbox-tpp' });
    await openOnPhone(flow);
    expect((await phone.answer('cancel')).text).to.contain('This authorisation is over');
    await flow.until('step', 3);
    expect(flow.of('step')[2]?.detail).to.deep.equal({ type: 'failed' });
    expect(heading(flow)).to.equal('The authorisation was not completed');
    expect(focused()).to.equal('H2 The authorisation was not completed');
    expect(flow.element.textContent).to.contain('The authorisation was cancelled.');
    expect(navigations).to.deep.equal([]);
  });
});
