/**
 * Back from the bank with the Back button, the page comes out of the back-forward cache as it
 * was left. The widgets whose state lives on the backend re-read it on `pageshow` with
 * `persisted`; here that event is dispatched by hand (test/e2e/bfcache.test.ts has the real
 * cache in Chromium).
 */
import { expect, waitUntil } from '@open-wc/testing';
import '../../src/define.js';
import { authorisationFlow } from '../support/auth-flow-helpers.js';
import { backend, backendWait } from '../support/backend.js';
import { apiRequests, decideElsewhere, mountConsent, nordea } from '../support/consent-helpers.js';
import { sleep, textOf } from '../support/dom.js';
import { watchFetch } from '../support/fetch-spy.js';
import { mount } from '../support/mount-with-cleanup.js';
import { navigations } from '../support/navigation-hooks.js';

const restore = () => window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
const leave = () => window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: true }));
const flowGets = async () =>
  (await apiRequests('GET')).filter((request) => request.path.endsWith('/flow')).length;

/** The sandbox offers the hand-off at a redirect step, so the PSU chooses the bank on this device. */
const chooseTheBankHere = (flow: HTMLElement) =>
  flow.querySelector<HTMLAnchorElement>('.service-actions a')?.click();

describe('back from the back-forward cache', function () {
  // A flow taken through two or three steps, with axe: slow over WebDriver on a busy machine.
  this.timeout(20_000);
  let origin: string;

  beforeEach(async () => {
    await backend.reset();
    origin = await backend.origin();
  });

  describe('service-auth-flow', () => {
    it('shows the step the bank left the flow in, not the redirect, with no second ais-loaded or ready', async () => {
      const { flow } = await authorisationFlow(origin, 'OP', { application: 'sandbox-tpp' });
      chooseTheBankHere(flow.element);
      await waitUntil(() => navigations.length === 1, 'no navigation to the bank', backendWait);
      leave();
      await backend.bankDecision(navigations[0] ?? '', 'reject');

      restore();
      await flow.until('step', 2);
      await flow.element.updateComplete;
      expect(textOf(flow.element.querySelector('h2'))).to.equal('The authorisation was not completed');
      expect(textOf(flow.element)).to.contain('The authorisation was cancelled.');
      expect(flow.events.map((event) => event.type)).to.deep.equal(['ais-loaded', 'step', 'ready', 'step']);
      expect(flow.of('step').map((event) => event.detail)).to.deep.equal([
        { type: 'redirect' },
        { type: 'failed' },
      ]);
      expect(navigations).to.have.length(1);
      await expect(flow.element).to.be.accessible();
    });

    it('a flow still waiting for the bank stays on its step and does not send the PSU back there', async () => {
      const { flow } = await authorisationFlow(origin, 'OP', { application: 'sandbox-tpp' });
      chooseTheBankHere(flow.element);
      await waitUntil(() => navigations.length === 1, 'no navigation to the bank', backendWait);
      const before = await flowGets();

      restore();
      await waitUntil(
        async () => (await flowGets()) === before + 1,
        'the flow was not read again',
        backendWait,
      );
      await waitUntil(
        () => flow.element.querySelector('.service-actions a'),
        'no link to the bank',
        backendWait,
      );
      expect(textOf(flow.element.querySelector('h2'))).to.equal('Authorise at OP');
      expect(flow.element.querySelector<HTMLAnchorElement>('.service-actions a')?.href).to.equal(
        navigations[0],
      );
      expect(navigations).to.have.length(1);
      expect(flow.of('step')).to.have.length(1);
      expect(flow.of('ready')).to.have.length(1);
    });

    it('stops polling while the page is in the cache, and polls on after the restore', async () => {
      const { flow } = await authorisationFlow(origin, 'Danske Bank', { application: 'sandbox-tpp' });
      expect(textOf(flow.element.querySelector('h2'))).to.equal('Approve in your bank app');
      leave();
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(await flowGets(), 'no poll while hidden').to.equal(1);

      // The mock bank approves on the third look: the re-read, then a poll.
      restore();
      await flow.until('step', 2);
      expect(textOf(flow.element.querySelector('h2'))).to.equal('Authorisation complete');
      expect(await flowGets()).to.equal(3);
      expect(flow.of('ready')).to.have.length(1);
      expect(flow.of('ais-loaded')).to.have.length(1);
    });

    it('a pageshow that is not a restore reads nothing', async () => {
      const { flow } = await authorisationFlow(origin, 'Nordea');
      const before = await flowGets();
      const sent = watchFetch();
      try {
        window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: false }));
        await flow.element.updateComplete;
        // Longer than a read of the flow takes: one started would have reached the backend.
        await sleep(300);
      } finally {
        sent.restore();
      }
      expect(sent.calls).to.deep.equal([]);
      expect(await flowGets()).to.equal(before);
    });
  });

  describe('service-consent', () => {
    it('shows the decision taken while the PSU was away, and fires no confirmed and no second ready', async () => {
      const { authorization_id: id } = await backend.createAuthorization({ aspsp: nordea });
      const consent = await mountConsent(origin, { authorization: id });
      await consent.until('ready');
      leave();
      await decideElsewhere(origin, id, 'cancel');

      restore();
      await waitUntil(
        () => /cancelled/.test(textOf(consent.element.querySelector('[role=status]'))),
        'the cancelled status is not shown',
        backendWait,
      );
      expect(textOf(consent.element.querySelector('[role=status]'))).to.equal(
        'This request was cancelled. No data is shared with Sandbox Shop.',
      );
      expect(consent.element.querySelector('button')).to.equal(null);
      expect(consent.events.map((event) => event.type)).to.deep.equal(['ready']);
      await expect(consent.element).to.be.accessible();
    });
  });

  describe('service-aspsp-list', () => {
    const aspspGets = async () =>
      (await apiRequests('GET')).filter((request) => request.path.includes('/aspsps')).length;

    it('keeps its list (a catalogue, not a state that moves on) and fetches nothing', async () => {
      const list = await mount('service-aspsp-list', {
        origin,
        country: 'FI',
        'psu-type': 'personal',
        service: 'AIS',
        sandbox: true,
        locale: 'en',
      });
      await list.until('ready');
      const before = await aspspGets();
      const sent = watchFetch();
      try {
        restore();
        await list.element.updateComplete;
        await sleep(300);
      } finally {
        sent.restore();
      }
      expect(sent.calls).to.deep.equal([]);
      expect(await aspspGets()).to.equal(before);
      expect(list.of('ready')).to.have.length(1);
    });

    it('loads again, with its ready, when leaving the page cut its first load off', async () => {
      await backend.setFault({ path: '/aspsps', delayMs: 1500, times: 1 });
      const list = await mount('service-aspsp-list', {
        origin,
        country: 'FI',
        'psu-type': 'personal',
        service: 'AIS',
        sandbox: true,
        locale: 'en',
      });
      await waitUntil(async () => (await aspspGets()) === 1, 'the first load did not start', backendWait);
      leave();
      restore();
      await list.until('ready');
      expect(list.element.querySelectorAll('[role=option]').length).to.be.greaterThan(0);
      expect(list.of('error')).to.have.length(0);
      expect(list.of('ready')).to.have.length(1);
      expect(await aspspGets()).to.equal(2);
    });
  });
});
