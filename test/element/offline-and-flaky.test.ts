/**
 * A PSU offline at load, or on a phone network that cuts an answer midway: the widget says so,
 * loads again by itself once online, retries GETs as the contract allows and never sends a
 * POST twice.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { en } from '../../src/i18n/locales/en.js';
import { authorisationFlow } from '../support/auth-flow-helpers.js';
import { backend } from '../support/backend.js';
import { apiRequests, mountConsent, nordea } from '../support/consent-helpers.js';
import { buttonNamed, sleep } from '../support/dom.js';
import { mount } from '../support/mount-with-cleanup.js';
import '../support/navigation-hooks.js';

const finland = { country: 'FI', 'psu-type': 'personal', service: 'AIS', sandbox: true, locale: 'en' };
const aspspRequests = async () =>
  (await backend.requests()).filter((request) => request.path.endsWith('/aspsps'));

/** What navigator.onLine says, as the browser would when the network goes away and back. */
function goOffline(): void {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
  window.dispatchEvent(new Event('offline'));
}

function goOnline(): void {
  delete (navigator as unknown as { onLine?: boolean }).onLine;
  window.dispatchEvent(new Event('online'));
}

describe('offline and flaky networks', function () {
  this.timeout(20_000);
  let origin: string;

  beforeEach(async () => {
    await backend.reset();
    origin = await backend.origin();
  });

  afterEach(() => {
    delete (navigator as unknown as { onLine?: boolean }).onLine;
  });

  it('says the PSU is offline, and loads by itself once back online', async () => {
    goOffline();
    // Offline, no request gets an answer.
    await backend.setFault({ path: '/aspsps', drop: true });
    const list = await mount('service-aspsp-list', { ...finland, origin });
    const error = await list.until('error');
    expect(error.detail.error).to.equal('NETWORK_ERROR');
    await list.element.updateComplete;
    const alert = list.element.querySelector('[role=alert]');
    expect(alert?.textContent).to.contain(en.errorOffline);
    await expect(list.element).to.be.accessible();

    await backend.clearFaults();
    goOnline();
    await list.until('ready');
    expect(list.element.querySelector('[role=alert]')).to.equal(null);
    expect(list.element.textContent).to.contain('Showing all banks');
  });

  it('stops listening for the connection once the widget leaves the page', async () => {
    goOffline();
    await backend.setFault({ path: '/aspsps', drop: true });
    const list = await mount('service-aspsp-list', { ...finland, origin });
    await list.until('error');
    list.element.remove();
    await backend.clearFaults();
    const before = (await aspspRequests()).length;
    goOnline();
    await sleep(500);
    expect((await aspspRequests()).length).to.equal(before);
    expect(list.of('ready')).to.have.length(0);
  });

  it('loads again when the connection comes back after a lost connection, too', async () => {
    await backend.setFault({ path: '/aspsps', drop: true });
    const list = await mount('service-aspsp-list', { ...finland, origin });
    await list.until('error');
    await list.element.updateComplete;
    expect(list.element.querySelector('[role=alert]')?.textContent).to.contain(en.errorNetwork);
    await backend.clearFaults();
    goOnline();
    await list.until('ready');
  });

  it('a poll that fails offline picks up the flow by itself once back online', async () => {
    // The mock bank approves on the third look at the decoupled step.
    const { flow, id } = await authorisationFlow(origin, 'Danske Bank', { application: 'sandbox-tpp' });
    goOffline();
    await backend.setFault({ path: `/authorizations/${id}/flow`, method: 'GET', drop: true });
    const error = await flow.until('error');
    expect(error.detail.error).to.equal('NETWORK_ERROR');
    await flow.element.updateComplete;
    expect(flow.element.querySelector('[role=alert]')?.textContent).to.contain(en.errorOffline);

    await backend.clearFaults();
    goOnline();
    await flow.until('step', 2);
    expect(flow.of('step')[1]?.detail).to.deep.equal({ type: 'done' });
    expect(flow.of('error')).to.have.length(1);
  });

  it('tries a GET again when its answer is cut midway, unseen by the PSU', async () => {
    await backend.setFault({ path: '/aspsps', cut: true, times: 1 });
    const list = await mount('service-aspsp-list', { ...finland, origin });
    await list.until('ready');
    expect(list.of('error')).to.have.length(0);
    expect(await aspspRequests()).to.have.length(2);
  });

  it('sends a consent decision once when its answer is cut, and leaves the decision to the PSU', async () => {
    const { authorization_id: id } = await backend.createAuthorization({ aspsp: nordea });
    const consent = await mountConsent(origin, { authorization: id, 'can-cancel': true });
    await consent.until('ready');
    await backend.setFault({ path: `/authorizations/${id}/consent`, method: 'POST', cut: true, times: 1 });
    buttonNamed(consent.element, 'Confirm').click();
    const error = await consent.until('error');
    expect(error.detail.error).to.equal('NETWORK_ERROR');
    await sleep(300);
    expect(await apiRequests('POST')).to.have.length(1);
    await consent.element.updateComplete;
    expect(consent.element.querySelector('[role=alert]')?.textContent).to.contain(en.errorNetwork);
    expect(buttonNamed(consent.element, 'Confirm').disabled).to.equal(false);
    expect(consent.of('confirmed')).to.have.length(0);
    // The PSU decides to send it again.
    buttonNamed(consent.element, 'Confirm').click();
    await consent.until('confirmed');
    expect(await apiRequests('POST')).to.have.length(2);
  });

  it('sends a flow action once when its answer is cut, and keeps the step usable', async () => {
    const { flow, id } = await authorisationFlow(origin, 'Nordea');
    await backend.setFault({ path: `/authorizations/${id}/flow`, method: 'POST', cut: true, times: 1 });
    buttonNamed(flow.element, 'Confirm').click();
    const error = await flow.until('error');
    expect(error.detail.error).to.equal('NETWORK_ERROR');
    await sleep(300);
    expect(await apiRequests('POST')).to.have.length(1);
    await flow.element.updateComplete;
    const alert = flow.element.querySelector('.service-action-error');
    expect(alert?.textContent).to.contain(en.errorNetwork);
    await waitUntil(() => document.activeElement === alert, 'the error is focused');
    expect(buttonNamed(flow.element, 'Confirm').disabled).to.equal(false);
    buttonNamed(flow.element, 'Confirm').click();
    await flow.until('step', 2);
    expect(await apiRequests('POST')).to.have.length(2);
  });
});
