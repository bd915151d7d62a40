/**
 * A widget whose origin is not a widget API backend (a merchant who hosts the script and leaves
 * out `origin`, so the widget asks their own web server): NOT_A_WIDGET_BACKEND, naming the
 * origin tried and the fix. Answers of a widget backend in trouble keep their own codes.
 */
import { expect } from '@open-wc/testing';
import { en, type Messages } from '../../src/i18n/locales/en.js';
import { fi } from '../../src/i18n/locales/fi.js';
import { backend } from '../support/backend.js';
import { buttonNamed } from '../support/dom.js';
import { watchFetch } from '../support/fetch-spy.js';
import { mount } from '../support/mount-with-cleanup.js';

const finland = { country: 'FI', 'psu-type': 'personal', service: 'AIS', sandbox: true };
const aspspRequests = async () =>
  (await backend.requests()).filter((request) => request.path.endsWith('/aspsps'));
const shownError = (element: HTMLElement) =>
  element.querySelector('[role=alert] .service-error-heading + p')?.textContent?.trim();
/** A proxy's own error page in place of the bank list. */
const badGatewayPage = {
  path: '/aspsps',
  status: 502,
  body: '<html><body>Bad Gateway</body></html>',
  contentType: 'text/html',
};
const setupMessage = (catalogue: Messages, origin: string) =>
  (catalogue.errorNotWidgetBackend as string).replace('{origin}', origin);

describe('a widget that reached no widget API backend', function () {
  this.timeout(20_000);
  let origin: string;

  beforeEach(async () => {
    await backend.reset();
    origin = await backend.origin();
  });

  it('offers Try again for an answer without CORS headers, as a proxy’s passing 502 page gives', async () => {
    // The load balancer's own page on the page's first request (so first in this file: at an
    // origin that answered the page before, a network failure is NETWORK_ERROR, a passing one).
    await backend.setFault({ ...badGatewayPage, noCors: true });
    const list = await mount('service-aspsp-list', { ...finland, origin, locale: 'en' });
    const error = await list.until('error');
    expect(error.detail.error).to.equal('NOT_A_WIDGET_BACKEND');
    await list.element.updateComplete;
    expect(shownError(list.element)).to.equal(setupMessage(en, origin));
    await expect(list.element).to.be.accessible();
    // The backend is back: Try again shows the banks.
    await backend.clearFaults();
    buttonNamed(list.element, 'Try again').click();
    await list.until('ready');
    expect(list.element.querySelector('[role=option]')).not.to.equal(null);
    expect(list.of('error')).to.have.length(1);
  });

  it('names the web server’s origin and the origin attribute for its 404 page', async () => {
    // The test page's own server, as a merchant's would be: it knows no /widget-api/.
    const own = location.origin;
    const list = await mount('service-aspsp-list', { ...finland, origin: own, locale: 'en' });
    const error = await list.until('error');
    expect(error.detail.error).to.equal('NOT_A_WIDGET_BACKEND');
    expect(error.detail.code).to.equal(404);
    expect(error.detail.message).to.include(`The widget API is not at ${own}`);
    expect(error.detail.message).to.include('with status 404');
    expect(error.detail.message).to.include("Set the widget's origin attribute");
    await list.element.updateComplete;
    expect(shownError(list.element)).to.equal(setupMessage(en, own));
    // A setup error: trying again cannot help.
    expect(list.element.querySelector('[role=alert] button')).to.equal(null);
    await expect(list.element).to.be.accessible();
  });

  it('says it in the widget’s language, in the consent widget too', async () => {
    const own = location.origin;
    const consent = await mount('service-consent', {
      origin: own,
      authorization: '7d3c1a0e-5b8f-4c2e-9a61-2f4b8d0c9e17',
      sandbox: true,
      locale: 'fi',
    });
    const error = await consent.until('error');
    expect(error.detail.error).to.equal('NOT_A_WIDGET_BACKEND');
    await consent.element.updateComplete;
    expect(shownError(consent.element)).to.equal(setupMessage(fi, own));
  });

  it('names the origin when a web server refuses a decision with its own page', async () => {
    const { authorization_id: id } = await backend.createAuthorization({
      aspsp: { name: 'Nordea', country: 'FI' },
    });
    const consent = await mount('service-consent', {
      origin,
      authorization: id,
      sandbox: true,
      locale: 'en',
    });
    await consent.until('ready');
    await backend.setFault({
      path: `/authorizations/${id}/consent`,
      method: 'POST',
      status: 405,
      body: '<h1>405 Not Allowed</h1>',
      contentType: 'text/html',
    });
    buttonNamed(consent.element, 'Confirm').click();
    const error = await consent.until('error');
    expect(error.detail.error).to.equal('NOT_A_WIDGET_BACKEND');
    expect(error.detail.code).to.equal(405);
    await consent.element.updateComplete;
    expect(shownError(consent.element)).to.equal(setupMessage(en, origin));
  });

  it('takes an HTML page answered with 200 for a page, not the API, and does not retry it', async () => {
    await backend.setFault({
      path: '/aspsps',
      body: '<!doctype html><title>Shop</title><p>Welcome</p>',
      contentType: 'text/html; charset=utf-8',
    });
    const list = await mount('service-aspsp-list', { ...finland, origin, locale: 'en' });
    const error = await list.until('error');
    expect(error.detail.error).to.equal('NOT_A_WIDGET_BACKEND');
    expect(error.detail.code).to.equal(200);
    expect(error.detail.message).to.include(`${origin}: it answered an HTML page with status 200`);
    expect(await aspspRequests()).to.have.length(1);
  });

  it('names a host that answers without CORS headers', async () => {
    // A plain web server on another origin (no CORS headers): the browser hides its answer.
    const foreign = await backend.strictPageOrigin();
    const sent = watchFetch();
    const list = await mount('service-aspsp-list', { ...finland, origin: foreign, locale: 'en' });
    const error = await list.until('error');
    sent.restore();
    // The request, its retries and the two probes: all with the contract's headers.
    const toForeign = sent.calls.filter((call) => call.url.startsWith(foreign));
    expect(toForeign.length).to.be.at.least(3);
    for (const call of toForeign) {
      expect(call.headers).to.deep.include({ accept: 'application/json', 'accept-language': 'en' });
    }
    expect(error.detail.error).to.equal('NOT_A_WIDGET_BACKEND');
    expect(error.detail).not.to.have.property('code');
    expect(error.detail.message).to.include(`The widget API is not at ${foreign}`);
    expect(error.detail.message).to.include('no CORS headers');
    await list.element.updateComplete;
    expect(shownError(list.element)).to.equal(setupMessage(en, foreign));
  });

  it('keeps INVALID_RESPONSE for a 200 labelled JSON that is not JSON', async () => {
    await backend.setFault({ path: '/aspsps', body: 'not json' });
    const list = await mount('service-aspsp-list', { ...finland, origin, locale: 'en' });
    const error = await list.until('error');
    expect(error.detail.error).to.equal('INVALID_RESPONSE');
  });

  it('keeps INVALID_RESPONSE, retried, for a proxy’s HTML page with 502', async () => {
    await backend.setFault(badGatewayPage);
    const list = await mount('service-aspsp-list', { ...finland, origin, locale: 'en' });
    const error = await list.until('error');
    expect(error.detail.error).to.equal('INVALID_RESPONSE');
    expect(error.detail.code).to.equal(502);
    expect(await aspspRequests()).to.have.length(3);
  });

  it('keeps NETWORK_ERROR for a connection that is lost every time', async () => {
    await backend.setFault({ path: '/aspsps', drop: true });
    const list = await mount('service-aspsp-list', { ...finland, origin, locale: 'en' });
    const error = await list.until('error');
    expect(error.detail.error).to.equal('NETWORK_ERROR');
  });
});
