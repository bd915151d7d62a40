import { expect, waitUntil } from '@open-wc/testing';
import { en } from '../../src/i18n/locales/en.js';
import type { AuthFlowElement } from '../../src/auth-flow/auth-flow-element.js';
import { authorisationFlow, failFlowReads, heading, mountAuthFlow } from '../support/auth-flow-helpers.js';
import { backend, backendWait } from '../support/backend.js';
import type { Mounted } from '../support/mount-with-cleanup.js';
import { navigations } from '../support/navigation-hooks.js';
import { phone } from '../support/touch-phone.js';

type Flow = Mounted<AuthFlowElement>;

const handoffLifetimeMs = 10 * 60 * 1000;
const focused = () => `${document.activeElement?.tagName} ${document.activeElement?.className}`;
/** The buttons and links of the step's actions, in order. */
const choices = (flow: Flow) =>
  [...flow.element.querySelectorAll('.service-actions :is(a, button)')].map((control) =>
    control.textContent?.trim(),
  );
const click = (flow: Flow, text: string) => {
  const target = [...flow.element.querySelectorAll('button')].find(
    (candidate) => candidate.textContent?.trim() === text,
  );
  if (!target) throw new Error(`no "${text}" button in: ${flow.element.textContent}`);
  target.click();
};
const status = (flow: Flow) => flow.element.querySelector('.service-waiting')?.textContent?.trim() ?? '';
const qr = (flow: Flow) => flow.element.querySelector('svg.service-qr');
const link = (flow: Flow) => flow.element.querySelector<HTMLAnchorElement>('.service-handoff-link a');

/** The FlowState as the backend has it now, read the way the widget reads it. */
async function currentFlow(
  origin: string,
  id: string,
): Promise<{ handoff?: { url: string; expires_at: string } }> {
  const response = await fetch(`${origin}/widget-api/v1/authorizations/${id}/flow?sandbox=true`);
  return (await response.json()) as { handoff?: { url: string; expires_at: string } };
}

/** The clipboard replaced for one test: permission prompts differ from browser to browser. */
function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

describe('service-auth-flow: continue on your phone', function () {
  // The phone is a browser of its own, and this page learns what it did at the next poll (2 s).
  this.timeout(30_000);
  let origin: string;

  beforeEach(async () => {
    await backend.reset();
    origin = await backend.origin();
  });

  afterEach(async () => {
    // The own property goes; the browser's clipboard is back.
    delete (navigator as { clipboard?: unknown }).clipboard;
    await phone.putDown();
  });

  /** A desktop at OP's redirect step (the sandbox application skips the consent), QR code shown. */
  async function handoffShown() {
    const { flow, id } = await authorisationFlow(origin, 'OP', { application: 'sandbox-tpp' });
    click(flow, 'Continue on your phone');
    await flow.until('step', 2);
    const url = link(flow)?.getAttribute('href') ?? '';
    return { flow, id, url };
  }

  it('on a desktop, offers the phone first and waits at the redirect step for the PSU’s choice', async () => {
    const { flow } = await authorisationFlow(origin, 'OP', { application: 'sandbox-tpp' });
    expect(flow.of('step').map((event) => event.detail)).to.deep.equal([{ type: 'redirect' }]);
    expect(heading(flow)).to.equal('Authorise at OP');
    expect(choices(flow)).to.deep.equal(['Continue on your phone', 'Continue to OP', 'Cancel']);
    // Without a hand-off the page would already be on its way to the bank by now.
    expect(navigations).to.deep.equal([]);
    await expect(flow.element).to.be.accessible();

    const bankLink = flow.element.querySelector<HTMLAnchorElement>('.service-actions a');
    expect(bankLink?.href.startsWith(`${origin}/sandbox-bank/authorizations/`)).to.equal(true);
    bankLink?.click();
    await waitUntil(() => navigations.length === 1, 'no navigation to the bank', backendWait);
    expect(navigations[0]).to.equal(bankLink?.href);
  });

  it('on a touch device, offers the bank page first and the phone second', async () => {
    const realMatchMedia = window.matchMedia;
    window.matchMedia = (query: string) =>
      ({ matches: query === '(pointer: coarse)', media: query }) as MediaQueryList;
    try {
      const { flow } = await authorisationFlow(origin, 'OP', { application: 'sandbox-tpp' });
      expect(choices(flow)).to.deep.equal(['Continue to OP', 'Continue on your phone', 'Cancel']);
    } finally {
      window.matchMedia = realMatchMedia;
    }
  });

  it('shows the QR code, the link and a Copy link button that announces', async () => {
    const { flow, id, url } = await handoffShown();
    expect(flow.of('step')[1]?.detail).to.deep.equal({ type: 'handoff' });
    expect(heading(flow)).to.equal('Continue on your phone');
    expect(focused()).to.equal('H2 service-step-heading');
    const code = qr(flow);
    expect(code?.getAttribute('role')).to.equal('img');
    expect(code?.getAttribute('aria-label')).to.equal('QR code for continuing on your phone');
    expect(code?.querySelector('path')?.getAttribute('d')).to.match(/^M\d+ \d+h\d+v1h-\d+z/);
    expect(flow.element.querySelector('[style]')).to.equal(null);
    expect(url).to.equal((await currentFlow(origin, id)).handoff?.url);
    // Followed on this device, it opens beside the page, which goes on polling, as it says.
    expect(link(flow)?.textContent?.trim()).to.equal(`${url} (opens in a new tab)`);
    expect(link(flow)?.target).to.equal('_blank');
    expect(link(flow)?.rel).to.equal('noopener');
    expect(status(flow)).to.equal('Waiting for your phone…');
    expect(navigations).to.deep.equal([]);
    await expect(flow.element).to.be.accessible();

    const copied: string[] = [];
    stubClipboard(async (text) => {
      copied.push(text);
    });
    click(flow, 'Copy link');
    const announcement = () => flow.element.querySelector('p.service-visually-hidden[role="status"]');
    await waitUntil(() => announcement()?.textContent?.trim() === 'Link copied', 'no "Link copied"');
    expect(copied).to.deep.equal([url]);

    stubClipboard(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    click(flow, 'Copy link');
    await waitUntil(() => flow.element.querySelector('[role="alert"]'), 'no announced copy failure');
    expect(flow.element.querySelector('[role="alert"]')?.textContent?.trim()).to.equal(
      'The link could not be copied. Select it and copy it yourself.',
    );
  });

  it('the phone opens the link and approves at the bank; this page goes on to the application with the code', async () => {
    const { flow, url } = await handoffShown();
    const opened = await phone.open(url);
    expect(opened.status).to.equal(200);
    expect(opened.text).to.contain('Continue to OP');
    await waitUntil(
      () => status(flow).startsWith('The link was opened on your phone'),
      'opened not announced',
      {
        timeout: 8000,
      },
    );
    expect(flow.element.querySelector('.service-waiting')?.getAttribute('role')).to.equal('status');

    const finished = await phone.answer('approve');
    expect(finished.text).to.contain('You can return to your computer');
    expect(finished.url).not.to.contain('/callback');
    await waitUntil(() => navigations.length === 1, 'no navigation to the application', { timeout: 8000 });
    const back = new URL(navigations[0] ?? '');
    expect(back.searchParams.get('code')).to.match(/^[0-9a-f-]{36}$/);
    expect(flow.of('step').map((event) => event.detail.type)).to.deep.equal(['redirect', 'handoff', 'done']);
    // The phone that opened the link goes back to its page; any other device finds it used.
    expect((await phone.open(url)).text).to.contain('You can return to your computer');
    await phone.putDown();
    expect((await phone.open(url)).text).to.contain('This link was already used');
  });

  it('a widget taken off the page as its QR code comes neither polls nor moves the page', async () => {
    const { flow, id } = await authorisationFlow(origin, 'OP', { application: 'sandbox-tpp' });
    const url = (await currentFlow(origin, id)).handoff?.url ?? '';
    click(flow, 'Continue on your phone');
    // A single-page application leaves the view while the QR code's drawing is on its way.
    flow.element.remove();
    const seen = (await backend.requests()).length;
    await phone.open(url);
    await phone.answer('approve');
    // Two polls' time (2 s each): a poll would have found the done step.
    await new Promise((resolve) => setTimeout(resolve, 5000));
    const polls = (await backend.requests())
      .slice(seen)
      .filter((request) => request.method === 'GET' && request.path.endsWith('/flow'));
    expect(polls).to.deep.equal([]);
    expect(navigations).to.deep.equal([]);
  });

  it('after a failed poll and Try again, the QR code waits for the phone again', async () => {
    const { flow, id, url } = await handoffShown();
    await failFlowReads(id);
    await flow.until('error');
    await waitUntil(() => qr(flow) === null, 'the failure did not take the QR code’s place');
    click(flow, 'Try again');
    await waitUntil(() => qr(flow) !== null, 'the QR code is not back', { timeout: 8000 });
    await phone.open(url);
    await phone.answer('approve');
    await waitUntil(() => navigations.length === 1, 'this page did not go on', { timeout: 8000 });
    expect(flow.of('step').map((event) => event.detail.type)).to.deep.equal(['redirect', 'handoff', 'done']);
  });

  it('a cancel on the phone shows this page the failed step', async () => {
    const { flow, url } = await handoffShown();
    await phone.open(url);
    expect((await phone.answer('cancel')).text).to.contain('This authorisation is over');
    await flow.until('step', 3);
    expect(heading(flow)).to.equal('The authorisation was not completed');
    expect(flow.element.textContent).to.contain('The authorisation was cancelled.');
    expect(navigations).to.deep.equal([]);
  });

  it('a cancel on this page shows the phone that it is over', async () => {
    const { flow, url } = await handoffShown();
    await phone.open(url);
    click(flow, 'Cancel');
    await flow.until('step', 3);
    expect(heading(flow)).to.equal('The authorisation was not completed');
    const over = await phone.read();
    expect(over.text).to.contain('This authorisation is over');
    expect(over.text).to.contain('You can return to your computer');
  });

  it('says when the code has expired, and shows a new one on request', async () => {
    const { flow, url } = await handoffShown();
    // The PSU is on "Copy link", which the expiry replaces with "Show a new code".
    [...flow.element.querySelectorAll('button')]
      .find((button) => button.textContent?.trim() === 'Copy link')
      ?.focus();
    expect(focused()).to.equal('BUTTON ');
    await backend.advanceClock(handoffLifetimeMs);
    await waitUntil(() => flow.element.querySelector('.service-handoff-expired'), 'no expiry shown', {
      timeout: 8000,
    });
    await waitUntil(
      () => document.activeElement?.textContent?.trim() === 'Show a new code',
      `focus on ${focused()}`,
    );
    expect(flow.element.querySelector('[role="alert"]')?.textContent?.trim()).to.equal(
      'This QR code has expired.',
    );
    expect(qr(flow)).to.equal(null);
    expect((await phone.open(url)).text).to.contain('This link has expired');
    await expect(flow.element).to.be.accessible();

    click(flow, 'Show a new code');
    await waitUntil(() => qr(flow), 'no new QR code', backendWait);
    const renewed = link(flow)?.getAttribute('href');
    expect(renewed).to.match(/\/auth\/handoff\//);
    expect(renewed).not.to.equal(url);
    expect(focused()).to.equal('H2 service-step-heading');
  });

  it('keeps the code on a device whose clock is set fast, past its expires_at, and times it from when it is shown', async () => {
    const { flow, id } = await authorisationFlow(origin, 'OP', { application: 'sandbox-tpp' });
    const expiresAt = Date.parse((await currentFlow(origin, id)).handoff?.expires_at ?? '');
    const realNow = Date.now;
    // The code lives 10 minutes by the backend's clock; this device's reads 5 minutes past its end.
    const skew = expiresAt - realNow() + 5 * 60 * 1000;
    Date.now = () => realNow() + skew;
    try {
      click(flow, 'Continue on your phone');
      await flow.until('step', 2);
      const url = link(flow)?.getAttribute('href');
      // Two polls (2 s each) read the code's expires_at again.
      await new Promise((resolve) => setTimeout(resolve, 4500));
      expect(flow.element.querySelector('.service-handoff-expired')).to.equal(null);
      expect(qr(flow)).not.to.equal(null);
      expect(link(flow)?.getAttribute('href')).to.equal(url);
      // Ten minutes after it was shown, by the same clock, it is up.
      Date.now = () => realNow() + skew + handoffLifetimeMs;
      await waitUntil(() => flow.element.querySelector('.service-handoff-expired'), 'no expiry shown', {
        timeout: 8000,
      });
    } finally {
      Date.now = realNow;
    }
  });

  it('Back returns to the choice; an expired authorisation ends as failed', async () => {
    const { flow } = await handoffShown();
    click(flow, 'Back');
    await waitUntil(() => heading(flow) === 'Authorise at OP', 'not back at the choice');
    expect(focused()).to.equal('H2 service-step-heading');
    await flow.until('step', 3);
    expect(flow.of('step').map((event) => event.detail)).to.deep.equal([
      { type: 'redirect' },
      { type: 'handoff' },
      { type: 'redirect' },
    ]);
    click(flow, 'Continue on your phone');
    await flow.until('step', 4);
    await backend.advanceClock(16 * 60 * 1000);
    await flow.until('error');
    expect(flow.of('error')[0]?.detail.error).to.equal('EXPIRED_SESSION');
    expect(heading(flow)).to.equal('The authorisation was not completed');
  });

  it('shows a hand-off URL too long for a QR code as its link alone, and stays usable', async () => {
    const { authorization_id: id } = await backend.createAuthorization({
      aspsp: { name: 'OP', country: 'FI' },
      application: 'sandbox-tpp',
    });
    const real = (await currentFlow(origin, id)) as Record<string, unknown>;
    const url = `${origin}/auth/handoff/${'x'.repeat(3000)}`;
    const long = { ...real, handoff: { ...(real.handoff as object), url } };
    await backend.setFault({
      path: '/authorizations/',
      method: 'GET',
      status: 200,
      body: JSON.stringify(long),
    });
    const flow = await mountAuthFlow(origin, { authorization: id });
    await flow.until('ready');
    click(flow, 'Continue on your phone');
    await flow.until('step', 2);
    expect(heading(flow)).to.equal('Continue on your phone');
    expect(qr(flow)).to.equal(null);
    expect(link(flow)?.getAttribute('href')).to.equal(url);
    expect(flow.element.textContent).to.contain(en.flowHandoffInstructionsLinkOnly);
    await expect(flow.element).to.be.accessible();
    click(flow, 'Cancel');
    await waitUntil(
      () => flow.of('step').some((event) => event.detail.type === 'failed'),
      'Cancel did nothing',
      backendWait,
    );
  });

  it('does not offer a hand-off whose URL is not http(s), and goes to the bank as before', async () => {
    const { authorization_id: id } = await backend.createAuthorization({
      aspsp: { name: 'OP', country: 'FI' },
      application: 'sandbox-tpp',
    });
    const real = (await currentFlow(origin, id)) as Record<string, unknown>;
    const hostile = { ...real, handoff: { ...(real.handoff as object), url: 'javascript:alert(1)' } };
    await backend.setFault({ path: '/authorizations/', status: 200, body: JSON.stringify(hostile) });
    const flow = await mountAuthFlow(origin, { authorization: id });
    await flow.until('ready');
    await waitUntil(() => navigations.length === 1, 'no navigation to the bank', backendWait);
    expect(choices(flow)).not.to.contain('Continue on your phone');
    expect(flow.of('error')).to.deep.equal([]);
  });

  it('reports a bank URL that is not http(s), and still offers the phone', async () => {
    const { authorization_id: id } = await backend.createAuthorization({
      aspsp: { name: 'OP', country: 'FI' },
      application: 'sandbox-tpp',
    });
    const real = (await currentFlow(origin, id)) as Record<string, unknown>;
    const hostile = { ...real, step: { type: 'redirect', url: 'javascript:alert(1)' } };
    await backend.setFault({ path: '/authorizations/', status: 200, body: JSON.stringify(hostile) });
    const flow = await mountAuthFlow(origin, { authorization: id });
    await flow.until('ready');
    const error = await flow.until('error');
    expect(error.detail.error).to.equal('UNSAFE_URL');
    expect(choices(flow)).to.contain('Continue on your phone');
    expect(flow.element.querySelector('a[href^="javascript"]')).to.equal(null);
    expect(navigations).to.deep.equal([]);
  });
});
