/** Faults of the network and the backend, and the elements' life on the page. */
import { expect, waitUntil } from '@open-wc/testing';
import {
  authorisationFlow,
  heading,
  mountAuthFlow,
  withCredentialFields,
} from '../support/auth-flow-helpers.js';
import { callWidgetApi } from '../support/consent-helpers.js';
import { backend } from '../support/backend.js';
import { sleep } from '../support/dom.js';
import { watchFetch, type SentRequest } from '../support/fetch-spy.js';
import { mount } from '../support/mount-with-cleanup.js';
import '../support/navigation-hooks.js';

const finland = { country: 'FI', 'psu-type': 'personal', service: 'AIS', sandbox: true, locale: 'en' };
const aspspRequests = async () =>
  (await backend.requests()).filter((request) => request.path.endsWith('/aspsps'));
/** The page's GETs of the flow, in order. */
const flowReads = (calls: SentRequest[]) =>
  calls.filter((call) => call.method === 'GET' && /\/flow\b/.test(call.url));
const flowRequests = async () =>
  (await backend.requests()).filter((request) => request.path.endsWith('/flow'));

describe('faults', () => {
  let origin: string;

  beforeEach(async () => {
    await backend.reset();
    origin = await backend.origin();
  });

  for (const status of [408, 429, 500, 502, 503, 504]) {
    it(`tries a GET three times on ${status}, then reports it`, async () => {
      await backend.setFault({ path: '/aspsps', status, error: 'ASPSP_ERROR', message: `status ${status}` });
      const list = await mount('service-aspsp-list', { ...finland, origin });
      const error = await list.until('error');
      expect(error.detail).to.deep.equal({ error: 'ASPSP_ERROR', message: `status ${status}`, code: status });
      const sent = (await aspspRequests()).length;
      // Browsers themselves resend a request that met a 408 on a reused connection.
      if (status === 408) expect(sent).to.be.within(3, 6);
      else expect(sent).to.equal(3);
      expect(list.element.querySelector('[role=alert] button')?.textContent?.trim()).to.equal('Try again');
      expect(list.element.querySelector('[role=alert] h2')?.textContent).to.equal('Something went wrong');
    });
  }

  it('reports a dropped connection as a network error after its retries', async () => {
    await backend.setFault({ path: '/aspsps', drop: true });
    const list = await mount('service-aspsp-list', { ...finland, origin });
    const error = await list.until('error');
    expect(error.detail.error).to.equal('NETWORK_ERROR');
    expect(error.detail).not.to.have.property('code');
    // Browsers may resend a request whose connection closed unanswered, so at least our three.
    expect((await aspspRequests()).length).to.be.at.least(3);
    expect(list.element.querySelector('[role=alert]')?.textContent).to.contain('could not be reached');
  });

  it('waits as long as Retry-After asks, then succeeds', async () => {
    await backend.setFault({ path: '/aspsps', status: 429, retryAfter: 1, times: 1 });
    const sent = watchFetch();
    try {
      const list = await mount('service-aspsp-list', { ...finland, origin });
      await list.until('ready');
      expect(await aspspRequests()).to.have.length(2);
      expect(list.of('error')).to.have.length(0);
      const [first, second] = sent.calls.filter((call) => call.url.includes('/aspsps'));
      // A second, not the 400 ms of a retry without the header.
      expect((second?.at ?? 0) - (first?.at ?? 0)).to.be.at.least(950);
    } finally {
      sent.restore();
    }
  });

  it('tells the PSU at once when Retry-After asks for longer than it waits', async () => {
    await backend.setFault({
      path: '/aspsps',
      status: 429,
      retryAfter: 120,
      error: 'ASPSP_RATE_LIMIT_EXCEEDED',
    });
    const list = await mount('service-aspsp-list', { ...finland, origin });
    const error = await list.until('error');
    expect(error.detail.error).to.equal('ASPSP_RATE_LIMIT_EXCEEDED');
    expect(await aspspRequests()).to.have.length(1);
  });

  it('recovers from a slow answer without a second request', async () => {
    await backend.setFault({ path: '/aspsps', delayMs: 1500 });
    const list = await mount('service-aspsp-list', { ...finland, origin });
    await list.until('ready');
    expect(await aspspRequests()).to.have.length(1);
  });

  it('never repeats a POST, even when it fails with a transient status', async () => {
    const { authorization_id } = await backend.createAuthorization({
      aspsp: { name: 'Nordea', country: 'FI' },
    });
    await backend.setFault({
      path: '/authorizations/',
      method: 'POST',
      status: 503,
      error: 'ASPSP_ERROR',
      message: 'x',
    });
    const flow = await mountAuthFlow(origin, { authorization: authorization_id });
    await flow.until('ready');
    flow.element.querySelector<HTMLButtonElement>('.service-primary')?.click();
    await flow.until('error');
    const posts = (await flowRequests()).filter((request) => request.method === 'POST');
    expect(posts).to.have.length(1);
  });
});

describe('a rate limit while polling', function () {
  this.timeout(30_000);

  beforeEach(() => backend.reset());

  /** A decoupled step (Danske Bank) whose load passes and whose first poll is a 429 with `retryAfter` seconds. */
  async function firstPollRateLimited(retryAfter: number) {
    const origin = await backend.origin();
    const { authorization_id: id } = await backend.createAuthorization({
      aspsp: { name: 'Danske Bank', country: 'FI' },
      application: 'sandbox-tpp',
    });
    const path = `/authorizations/${id}/flow`;
    await backend.setFault({ path, method: 'GET', delayMs: 0, times: 1 });
    await backend.setFault({
      path,
      method: 'GET',
      status: 429,
      retryAfter,
      error: 'ASPSP_RATE_LIMIT_EXCEEDED',
      times: 1,
    });
    return { origin, id };
  }

  it('waits out a Retry-After longer than the client retries for, with the step on screen, then polls to done', async () => {
    // The first poll is told to wait 9 s (the client waits 8 s at the most).
    const { origin, id } = await firstPollRateLimited(9);
    const sent = watchFetch();
    try {
      const flow = await mountAuthFlow(origin, { authorization: id, locale: 'en' });
      await flow.until('ready');
      await waitUntil(() => flowReads(sent.calls).length === 2, 'no poll', { timeout: 5000 });
      await sleep(1500);
      expect(flow.of('error')).to.deep.equal([]);
      expect(flow.element.querySelector('h2')?.textContent).to.equal('Approve in your bank app');
      await waitUntil(() => flow.of('step').length === 2, 'not done after the wait', { timeout: 15_000 });
      expect(flow.element.querySelector('h2')?.textContent).to.equal('Authorisation complete');
      const [, limited, next] = flowReads(sent.calls);
      expect((next?.at ?? 0) - (limited?.at ?? 0), 'the wait asked for').to.be.at.least(9000);
      expect(flow.of('error')).to.deep.equal([]);
    } finally {
      sent.restore();
    }
  });

  it('ends the flow with the rate limit when Retry-After asks for longer than the step can wait on screen', async () => {
    const { origin, id } = await firstPollRateLimited(3600);
    const flow = await mountAuthFlow(origin, { authorization: id, locale: 'en' });
    await flow.until('ready');
    const error = await flow.until('error');
    expect(error.detail.error).to.equal('ASPSP_RATE_LIMIT_EXCEEDED');
    await flow.element.updateComplete;
    expect(flow.element.querySelector('[role=alert]')?.textContent).to.contain(
      'There have been too many requests.',
    );
  });
});

describe('life on the page', () => {
  let origin: string;
  withCredentialFields();

  beforeEach(async () => {
    await backend.reset();
    origin = await backend.origin();
  });

  it('shows only the last of many quick attribute changes, and aborts the rest', async () => {
    await backend.setFault({ path: '/aspsps', delayMs: 300 });
    const sent = watchFetch();
    let calls: SentRequest[];
    const list = await mount('service-aspsp-list', { ...finland, origin });
    try {
      for (const country of ['SE', 'NO', 'DK', 'EE', 'LV']) {
        list.element.setAttribute('country', country);
        await sleep(20);
      }
      await list.until('ready');
      await sleep(800);
    } finally {
      sent.restore();
      calls = sent.calls.filter((call) => call.url.includes('/aspsps'));
    }
    // Every request but the last was aborted, not left to finish and be ignored.
    expect(calls.map((call) => new URL(call.url).searchParams.get('country'))).to.deep.equal([
      'FI',
      'SE',
      'NO',
      'DK',
      'EE',
      'LV',
    ]);
    expect(calls.map((call) => call.signal?.aborted)).to.deep.equal([true, true, true, true, true, false]);
    expect(list.of('ready')).to.have.length(1);
    const expected = await fetch(
      `${origin}/widget-api/v1/aspsps?country=LV&psu_type=personal&service=AIS&sandbox=true`,
    );
    const { aspsps } = (await expected.json()) as { aspsps: { name: string }[] };
    const shown = list.element.querySelectorAll('[role=option]').length;
    expect(shown).to.equal(Math.min(aspsps.length, 48));
    expect(list.element.textContent).to.contain(aspsps[0]?.name.slice(0, 3) ?? '');
  });

  it('stops polling when an attribute it needs is taken away, and reports that alone', async () => {
    const { flow } = await authorisationFlow(origin, 'Danske Bank', { application: 'sandbox-tpp' });
    expect(heading(flow)).to.equal('Approve in your bank app');
    const sent = watchFetch();
    try {
      flow.element.removeAttribute('authorization');
      const error = await flow.until('error');
      expect(error.detail.error).to.equal('MISSING_ATTRIBUTE');
      await sleep(2500);
      expect(flowReads(sent.calls)).to.deep.equal([]);
      expect(flow.of('error')).to.have.length(1);
    } finally {
      sent.restore();
    }
  });

  it('shows the step the flow is at when the one on screen is out of date (another tab moved it on)', async () => {
    const { flow, id } = await authorisationFlow(origin, 'Nordea');
    expect(flow.element.querySelector('.service-flow')?.getAttribute('data-step')).to.equal('consent');
    await callWidgetApi(origin, `/authorizations/${id}/flow`, { action: 'confirm' });
    flow.element.querySelector<HTMLButtonElement>('.service-primary')?.click();
    await waitUntil(() => flow.of('step').length === 2, 'the step on screen stayed');
    expect(flow.element.querySelector('.service-flow')?.getAttribute('data-step')).to.equal('method');
    // The refusal is reported (the merchant may log it); the PSU sees where the flow is.
    expect(flow.of('error').map((event) => event.detail.error)).to.deep.equal(['WRONG_SESSION_STATUS']);
    expect(flow.element.querySelector('.service-action-error')).to.equal(null);
    expect(document.activeElement).to.equal(flow.element.querySelector('.service-step-heading'));
  });

  it('keeps polling when moved elsewhere in the page', async () => {
    const { flow } = await authorisationFlow(origin, 'Danske Bank', { application: 'sandbox-tpp' });
    const elsewhere = document.createElement('section');
    document.body.append(elsewhere);
    elsewhere.append(flow.element);
    await waitUntil(() => flow.of('step').length === 2, 'the moved element stopped polling', {
      timeout: 5000,
    });
    expect(flow.element.querySelector('h2')?.textContent).to.equal('Authorisation complete');
    elsewhere.remove();
  });

  it('finishes an action under way when moved elsewhere in the page', async () => {
    const { flow, id } = await authorisationFlow(origin, 'S-Pankki', { application: 'sandbox-tpp' });
    // The answer comes late: the element moves while the request is on its way.
    const path = `/authorizations/${id}/flow`;
    await backend.setFault({ path, method: 'POST', delayMs: 300, times: 1 });
    const [user, password, code] = [...flow.element.querySelectorAll('input')] as HTMLInputElement[];
    if (!user || !password || !code) throw new Error('no credential inputs');
    [user.value, password.value, code.value] = ['demo', 'demo1234', '123456'];
    flow.element.querySelector('form')?.requestSubmit();
    const elsewhere = document.createElement('section');
    document.body.append(elsewhere);
    elsewhere.append(flow.element);
    await flow.until('step', 2);
    expect(flow.element.querySelector('h2')?.textContent).to.equal('Authorisation complete');
    const posts = (await flowRequests()).filter((request) => request.method === 'POST');
    expect(posts, 'sent once').to.have.length(1);
    elsewhere.remove();
  });

  it('drops an action under way when removed from the page', async () => {
    const { flow, id } = await authorisationFlow(origin, 'S-Pankki', { application: 'sandbox-tpp' });
    await backend.setFault({ path: `/authorizations/${id}/flow`, method: 'POST', delayMs: 300, times: 1 });
    const [user, password, code] = [...flow.element.querySelectorAll('input')] as HTMLInputElement[];
    if (!user || !password || !code) throw new Error('no credential inputs');
    [user.value, password.value, code.value] = ['demo', 'demo1234', '123456'];
    flow.element.querySelector('form')?.requestSubmit();
    flow.element.remove();
    await sleep(600);
    expect(flow.of('step'), 'no step after leaving the page').to.have.length(1);
    expect(flow.of('error')).to.have.length(0);
  });
});
