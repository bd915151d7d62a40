import { expect, waitUntil } from '@open-wc/testing';
import { backend, backendWait, heldAnswerMs } from '../support/backend.js';
import { apiRequests, decideElsewhere, mountConsent, nordea } from '../support/consent-helpers.js';
import { buttonNamed, sleep, textOf, countOf } from '../support/dom.js';
import { navigations } from '../support/navigation-hooks.js';
import { watchFetch } from '../support/fetch-spy.js';

describe('service-consent: confirm and cancel', () => {
  let origin: string;
  let id: string;

  beforeEach(async () => {
    await backend.reset();
    origin = await backend.origin();
    id = (await backend.createAuthorization({ aspsp: nordea, state: 'st' })).authorization_id;
  });

  async function shown(attributes: Record<string, string | boolean> = {}) {
    const consent = await mountConsent(origin, { authorization: id, 'can-cancel': true, ...attributes });
    await consent.until('ready');
    return consent;
  }

  async function posts() {
    return (await apiRequests('POST')).map(({ path, query, body, headers }) => ({
      path,
      query,
      body,
      contentType: headers['content-type'],
    }));
  }

  const consentPost = (decision: string) => ({
    path: `/widget-api/v1/authorizations/${id}/consent`,
    query: { sandbox: 'true' },
    body: { decision },
    contentType: 'application/json',
  });

  it('confirms: sends the decision, fires confirmed with the url, then sends the page there', async () => {
    const consent = await shown();
    buttonNamed(consent.element, 'Confirm').click();
    const confirmed = await consent.until('confirmed');

    expect(await posts()).to.deep.equal([consentPost('confirm')]);
    // Confirming again returns the same answer: the url the widget was given.
    const again = await decideElsewhere(origin, id, 'confirm');
    expect(confirmed.detail).to.deep.equal({ authorization: id, url: again.url });
    expect(String(again.url).startsWith(origin)).to.equal(true);
    expect(confirmed.cancelable).to.equal(true);
    expect(confirmed.bubbles).to.equal(true);
    expect(confirmed.composed).to.equal(true);
    expect(navigations).to.deep.equal([again.url]);

    const status = consent.element.querySelector('[role=status]');
    expect(textOf(status)).to.equal('Your consent has been given. The authorisation continues at Nordea.');
    expect(document.activeElement === status, 'focus').to.equal(true);
    expect(countOf(consent.element, 'button')).to.equal(0);
    expect(consent.events.map((event) => event.type)).to.deep.equal(['ready', 'confirmed']);
    await expect(consent.element).to.be.accessible();
  });

  it('cancels: sends the decision, fires cancelled with the access_denied url, then sends the page there', async () => {
    const consent = await shown();
    buttonNamed(consent.element, 'Cancel').click();
    const cancelled = await consent.until('cancelled');

    expect(await posts()).to.deep.equal([consentPost('cancel')]);
    const url = new URL(cancelled.detail.url as string);
    expect(`${url.origin}${url.pathname}`).to.equal('http://localhost:5173/callback');
    expect(url.searchParams.get('error')).to.equal('access_denied');
    expect(url.searchParams.get('state')).to.equal('st');
    expect(cancelled.detail).to.deep.equal({ authorization: id, url: url.href });
    expect(cancelled.cancelable).to.equal(true);
    expect(cancelled.bubbles).to.equal(true);
    expect(navigations).to.deep.equal([url.href]);

    const status = consent.element.querySelector('[role=status]');
    expect(textOf(status)).to.equal('This request was cancelled. No data is shared with Sandbox Shop.');
    expect(document.activeElement === status, 'focus').to.equal(true);
    expect(consent.events.map((event) => event.type)).to.deep.equal(['ready', 'cancelled']);
    await expect(consent.element).to.be.accessible();
  });

  for (const decision of ['confirm', 'cancel'] as const) {
    const label = decision === 'confirm' ? 'Confirm' : 'Cancel';
    const type = decision === 'confirm' ? 'confirmed' : 'cancelled';

    it(`${decision} with no-redirect fires ${type} and leaves the page where it is`, async () => {
      const consent = await shown({ 'no-redirect': true });
      buttonNamed(consent.element, label).click();
      const event = await consent.until(type);
      expect(event.detail.authorization).to.equal(id);
      expect(event.defaultPrevented).to.equal(false);
      expect(navigations).to.deep.equal([]);
      expect(await posts()).to.deep.equal([consentPost(decision)]);
    });

    it(`${decision} does not navigate when a ${type} listener calls preventDefault()`, async () => {
      const consent = await shown();
      consent.element.addEventListener(type, (event) => event.preventDefault());
      buttonNamed(consent.element, label).click();
      const event = await consent.until(type);
      expect(event.defaultPrevented).to.equal(true);
      expect(navigations).to.deep.equal([]);
      expect(countOf(consent.element, 'button')).to.equal(0);
    });
  }

  it('reads no-redirect="false" as absent', async () => {
    const consent = await shown({ 'no-redirect': 'false' });
    buttonNamed(consent.element, 'Confirm').click();
    const confirmed = await consent.until('confirmed');
    expect(navigations).to.deep.equal([confirmed.detail.url]);
  });

  it('sends one decision however often the buttons are pressed, with both disabled meanwhile', async () => {
    await backend.setFault({ path: `/authorizations/${id}/consent`, method: 'POST', delayMs: 300, times: 1 });
    const consent = await shown();
    const confirm = buttonNamed(consent.element, 'Confirm');
    const cancel = buttonNamed(consent.element, 'Cancel');
    confirm.click();
    confirm.click();
    cancel.click();
    await consent.element.updateComplete;
    expect(confirm.disabled).to.equal(true);
    expect(cancel.disabled).to.equal(true);
    expect(textOf(consent.element.querySelector('.service-consent-actions [role=status]'))).to.equal(
      'Sending your answer…',
    );
    await expect(consent.element).to.be.accessible();
    confirm.click();

    await consent.until('confirmed');
    expect(await posts()).to.deep.equal([consentPost('confirm')]);
    expect(consent.of('confirmed')).to.have.length(1);
    expect(consent.of('cancelled')).to.have.length(0);
    expect(navigations).to.have.length(1);
  });

  it('shows a failed decision beside the consent, moves focus to it, and lets the PSU try again', async () => {
    await backend.setFault({
      path: `/authorizations/${id}/consent`,
      method: 'POST',
      status: 500,
      error: 'ASPSP_ERROR',
      message: 'The bank is down.',
      times: 1,
    });
    const consent = await shown();
    buttonNamed(consent.element, 'Confirm').click();
    const error = await consent.until('error');
    expect(error.detail).to.deep.equal({ error: 'ASPSP_ERROR', message: 'The bank is down.', code: 500 });
    expect(error.bubbles).to.equal(false);
    await consent.element.updateComplete;

    const alert = consent.element.querySelector('[role=alert]');
    expect(textOf(alert)).to.equal(
      'Something went wrong The service could not complete the request. Please try again later.',
    );
    // Under the consent's h2, a heading of the level below.
    expect(textOf(alert?.querySelector('h3'))).to.equal('Something went wrong');
    expect(document.activeElement === alert, 'focus').to.equal(true);
    expect(textOf(consent.element.querySelector('h2'))).to.contain('asks for access to your data at Nordea');
    expect(countOf(consent.element, '.service-consent-access')).to.equal(1);
    expect(buttonNamed(consent.element, 'Confirm').disabled).to.equal(false);
    expect(buttonNamed(consent.element, 'Cancel').disabled).to.equal(false);
    expect(textOf(consent.element.querySelector('.service-consent-actions [role=status]'))).to.equal('');
    expect(consent.of('confirmed')).to.have.length(0);
    expect(navigations).to.deep.equal([]);
    // A POST is never repeated by the widget on its own.
    expect(await posts()).to.deep.equal([consentPost('confirm')]);
    await expect(consent.element).to.be.accessible();

    buttonNamed(consent.element, 'Confirm').click();
    const confirmed = await consent.until('confirmed');
    expect(countOf(consent.element, '[role=alert]')).to.equal(0);
    expect(navigations).to.deep.equal([confirmed.detail.url]);
    expect(await posts()).to.deep.equal([consentPost('confirm'), consentPost('confirm')]);
  });

  it('reports a dropped connection as a network error and never repeats the decision itself', async () => {
    await backend.setFault({ path: `/authorizations/${id}/consent`, method: 'POST', drop: true });
    const consent = await shown();
    // The backend may see a POST twice, as a browser resends a request on a reused connection
    // that closed unanswered, so the widget's own calls are counted here.
    const fetches = watchFetch();
    try {
      buttonNamed(consent.element, 'Cancel').click();
      const error = await consent.until('error');
      expect(error.detail.error).to.equal('NETWORK_ERROR');
    } finally {
      fetches.restore();
    }
    // After the failure, GETs (which change nothing) check whether the host refuses CORS.
    const posts = fetches.calls.filter((call) => call.method === 'POST').map((call) => call.body);
    expect(posts).to.deep.equal(['{"decision":"cancel"}']);
    await consent.element.updateComplete;
    expect(textOf(consent.element.querySelector('[role=alert]'))).to.contain('could not be reached');
    expect(buttonNamed(consent.element, 'Cancel').disabled).to.equal(false);
    expect(consent.of('cancelled')).to.have.length(0);
  });

  it('after a dropped decision, asks nothing more: the backend answered the load, so the network failed', async () => {
    await backend.setFault({ path: `/authorizations/${id}/consent`, method: 'POST', drop: true });
    // A backend's framework may answer a GET of a path that only takes POST, without CORS headers.
    await backend.setFault({
      path: `/authorizations/${id}/consent`,
      method: 'GET',
      status: 405,
      noCors: true,
    });
    const consent = await shown();
    const loads = (await apiRequests('GET')).length;
    buttonNamed(consent.element, 'Confirm').click();
    const error = await consent.until('error');
    expect(error.detail.error).to.equal('NETWORK_ERROR');
    await consent.element.updateComplete;
    expect(textOf(consent.element.querySelector('[role=alert]'))).to.contain('could not be reached');
    expect(await apiRequests('GET')).to.have.length(loads);
  });

  it('says so when the request was answered elsewhere in the meantime', async () => {
    const consent = await shown();
    await decideElsewhere(origin, id, 'cancel');
    buttonNamed(consent.element, 'Confirm').click();
    const error = await consent.until('error');
    expect(error.detail.error).to.equal('WRONG_SESSION_STATUS');
    expect(error.detail.code).to.equal(422);
    await consent.element.updateComplete;
    expect(textOf(consent.element.querySelector('[role=alert]'))).to.contain(
      'This request has already been answered and can no longer be changed.',
    );
    expect(navigations).to.deep.equal([]);
  });

  it('says so when the authorisation expired before the decision', async () => {
    await backend.setFault({
      path: `/authorizations/${id}/consent`,
      method: 'POST',
      status: 422,
      error: 'EXPIRED_SESSION',
    });
    const consent = await shown();
    buttonNamed(consent.element, 'Confirm').click();
    const error = await consent.until('error');
    expect(error.detail.error).to.equal('EXPIRED_SESSION');
    await consent.element.updateComplete;
    expect(textOf(consent.element.querySelector('[role=alert]'))).to.contain('This request has expired.');
  });

  /** The consent shown, Confirm pressed, and the backend's answer carrying `url`: the error it gives. */
  async function confirmAnsweredWith(url: string) {
    await backend.setFault({
      path: `/authorizations/${id}/consent`,
      method: 'POST',
      body: JSON.stringify({ status: 'CONSENT_GIVEN', url }),
    });
    const consent = await shown();
    buttonNamed(consent.element, 'Confirm').click();
    const error = await consent.until('error');
    expect(error.detail.error).to.equal('UNSAFE_URL');
    await consent.element.updateComplete;
    expect(textOf(consent.element.querySelector('[role=alert]'))).to.contain('not safe to open');
    expect(consent.of('confirmed')).to.have.length(0);
    expect(navigations).to.deep.equal([]);
    return { consent, error };
  }

  it('refuses an unsafe url: no event, no navigation, an UNSAFE_URL error', async () => {
    const { consent } = await confirmAnsweredWith('javascript:alert(1)');
    await expect(consent.element).to.be.accessible();
  });

  it('refuses a confirmation that continues anywhere but at the backend’s origin', async () => {
    // The contract: the PSU continues at a page under {origin}; an https page elsewhere is refused too.
    const { error } = await confirmAnsweredWith('https://elsewhere.example/continue');
    expect(error.detail.message).to.include('not at its origin');
  });

  it('reports an unreadable answer to the decision as an invalid response', async () => {
    await backend.setFault({ path: `/authorizations/${id}/consent`, method: 'POST', body: '{"status":1}' });
    const consent = await shown();
    buttonNamed(consent.element, 'Confirm').click();
    const error = await consent.until('error');
    expect(error.detail.error).to.equal('INVALID_RESPONSE');
    expect(navigations).to.deep.equal([]);
    expect(buttonNamed(consent.element, 'Confirm').disabled).to.equal(false);
  });

  it('sends the decision in the widget’s language and drops it when the authorisation changes', async () => {
    await backend.setFault({
      path: `/authorizations/${id}/consent`,
      method: 'POST',
      delayMs: heldAnswerMs,
      times: 1,
    });
    const other = await backend.createAuthorization({ aspsp: { name: 'OP', country: 'FI' } });
    const consent = await shown({ locale: 'fi' });
    buttonNamed(consent.element, 'Vahvista').click();
    await waitUntil(
      async () => (await apiRequests('POST')).length === 1,
      'the decision was not sent',
      backendWait,
    );
    consent.element.setAttribute('authorization', other.authorization_id);
    await consent.until('ready', 2);
    expect(textOf(consent.element.querySelector('h2'))).to.contain('pankissa OP');
    const [post] = await apiRequests('POST');
    expect(post?.headers['accept-language']).to.equal('fi');
    // The first authorisation's answer arrives later and must change nothing.
    await sleep(heldAnswerMs);
    expect(consent.of('confirmed')).to.have.length(0);
    expect(navigations).to.deep.equal([]);
    expect(buttonNamed(consent.element, 'Vahvista').disabled).to.equal(false);
  });
});

describe('service-consent: a licensed TPP (consent_required false)', () => {
  let origin: string;
  let id: string;

  beforeEach(async () => {
    await backend.reset();
    origin = await backend.origin();
    id = (await backend.createAuthorization({ application: 'sandbox-tpp', aspsp: nordea })).authorization_id;
  });

  it('confirms at once, says so briefly, and sends the page on', async () => {
    const consent = await mountConsent(origin, { authorization: id, 'can-cancel': true });
    const confirmed = await consent.until('confirmed');
    expect(consent.events.map((event) => event.type)).to.deep.equal(['ready', 'confirmed']);
    const posts = await apiRequests('POST');
    expect(posts.map(({ path, body }) => ({ path, body }))).to.deep.equal([
      { path: `/widget-api/v1/authorizations/${id}/consent`, body: { decision: 'confirm' } },
    ]);
    expect(confirmed.detail).to.deep.equal({ authorization: id, url: confirmed.detail.url });
    expect(navigations).to.deep.equal([confirmed.detail.url]);
    expect(textOf(consent.element.querySelector('[role=status]'))).to.equal(
      'Sandbox Licensed TPP is licensed to access your data itself, so there are no terms to accept here. ' +
        'Continuing to Nordea…',
    );
    expect(countOf(consent.element, 'button, .service-consent-access, a')).to.equal(0);
    await expect(consent.element).to.be.accessible();
  });

  it('sends the confirmation again when put back on the page after it was dropped on leaving', async () => {
    await backend.setFault({
      path: `/authorizations/${id}/consent`,
      method: 'POST',
      delayMs: 1000,
      times: 1,
    });
    const consent = await mountConsent(origin, { authorization: id, 'no-redirect': true });
    await consent.until('ready');
    // A modal closed with the widget in it, and opened again a moment later.
    consent.element.remove();
    await sleep(100);
    document.body.append(consent.element);
    const confirmed = await consent.until('confirmed');
    expect(confirmed.detail.authorization).to.equal(id);
    expect(consent.of('confirmed')).to.have.length(1);
    expect(consent.of('error')).to.deep.equal([]);
    expect(textOf(consent.element.querySelector('[role=status]'))).to.contain('Continuing to Nordea…');
  });

  it('stays on the page with no-redirect', async () => {
    const consent = await mountConsent(origin, { authorization: id, 'no-redirect': true });
    await consent.until('confirmed');
    expect(navigations).to.deep.equal([]);
  });

  it('shows a failed automatic confirmation without taking focus, and confirms on "Try again"', async () => {
    await backend.setFault({
      path: `/authorizations/${id}/consent`,
      method: 'POST',
      status: 500,
      error: 'ASPSP_ERROR',
      times: 1,
    });
    const consent = await mountConsent(origin, { authorization: id });
    const error = await consent.until('error');
    expect(error.detail.code).to.equal(500);
    await consent.element.updateComplete;
    const alert = consent.element.querySelector('[role=alert]');
    expect(textOf(alert)).to.contain('The service could not complete the request.');
    expect(document.activeElement === alert, 'focus').to.equal(false);
    expect(navigations).to.deep.equal([]);
    await expect(consent.element).to.be.accessible();

    buttonNamed(consent.element, 'Try again').click();
    const confirmed = await consent.until('confirmed');
    expect(navigations).to.deep.equal([confirmed.detail.url]);
    expect(await apiRequests('POST')).to.have.length(2);
    expect(document.activeElement === consent.element.querySelector('[role=status]'), 'focus').to.equal(true);
  });
});
