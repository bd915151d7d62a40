import { expect } from '@open-wc/testing';
import { backend } from '../support/backend.js';
import { mount } from '../support/mount.js';

const finland = { country: 'FI', 'psu-type': 'personal', service: 'AIS' };

async function countOf(origin: string, query: string): Promise<number> {
  const response = await fetch(`${origin}/widget-api/v1/aspsps?${query}`);
  const body = (await response.json()) as { aspsps: unknown[] };
  return body.aspsps.length;
}

describe('service-aspsp-list (foundation)', () => {
  let origin: string;

  beforeEach(async () => {
    await backend.reset();
    origin = await backend.origin();
  });

  it('loads the ASPSPs of the country from the backend, cross-origin, and fires ready', async () => {
    const list = await mount('service-aspsp-list', { ...finland, origin, sandbox: true, locale: 'en' });
    await list.until('ready');
    const [request, ...others] = await backend.requests();
    expect(others).to.deep.equal([]);
    const expected = await countOf(origin, 'country=FI&psu_type=personal&service=AIS&sandbox=true');
    expect(list.element.textContent).to.contain(`${expected} banks available`);
    expect(request?.query).to.deep.equal({
      country: 'FI',
      psu_type: 'personal',
      service: 'AIS',
      sandbox: 'true',
    });
    expect(request?.origin).to.equal(window.location.origin);
    expect(request?.headers['accept-language']).to.equal('en');
    await expect(list.element).to.be.accessible();
  });

  it('reads sandbox="false" as production', async () => {
    const list = await mount('service-aspsp-list', { ...finland, origin, sandbox: 'false' });
    await list.until('ready');
    const [request] = await backend.requests();
    expect(request?.query).not.to.have.property('sandbox');
  });

  it('speaks the locale attribute, and otherwise the page language', async () => {
    const finnish = await mount('service-aspsp-list', { ...finland, origin, sandbox: true, locale: 'FI' });
    await finnish.until('ready');
    expect(finnish.element.querySelector('[lang]')?.getAttribute('lang')).to.equal('fi');
    expect(finnish.element.textContent).to.match(/pankki/i);

    const section = document.createElement('section');
    section.lang = 'sv-FI';
    document.body.append(section);
    const swedish = await mount('service-aspsp-list', { ...finland, origin, sandbox: true }, section);
    await swedish.until('ready');
    expect(swedish.element.textContent).to.match(/bank/i);
    expect(swedish.element.querySelector('[lang]')?.getAttribute('lang')).to.equal('sv');
    expect((await backend.requests()).at(-1)?.headers['accept-language']).to.equal('sv');
    section.remove();
  });

  it('reports a missing required attribute without sending a request', async () => {
    const list = await mount('service-aspsp-list', {
      'psu-type': 'personal',
      service: 'AIS',
      origin,
      locale: 'en',
    });
    const error = await list.until('error');
    expect(error.detail).to.deep.equal({
      error: 'MISSING_ATTRIBUTE',
      message: 'The country attribute is required.',
    });
    expect(error.bubbles).to.equal(false);
    expect(list.element.querySelector('[role=alert]')?.textContent).to.contain(
      '“country” attribute is missing',
    );
    expect(await backend.requests()).to.have.length(0);
    await expect(list.element).to.be.accessible();
  });

  it('says so when the backend refuses the page origin', async () => {
    const refusing = await backend.refusingOrigin();
    const list = await mount('service-aspsp-list', {
      ...finland,
      origin: refusing,
      sandbox: true,
      locale: 'en',
    });
    const error = await list.until('error');
    expect(error.detail.error).to.equal('UNAUTHORIZED_ACCESS');
    expect(error.detail.code).to.equal(403);
    expect(error.detail.message).to.contain(window.location.origin);
    expect(list.element.querySelector('[role=alert]')?.textContent).to.contain(
      'not allowed to use the service',
    );
    expect(list.element.querySelector('button'), 'no retry for a refusal').to.equal(null);
  });

  it('refuses an origin that is not http(s)', async () => {
    const list = await mount('service-aspsp-list', { ...finland, origin: 'javascript:alert(1)' });
    const error = await list.until('error');
    expect(error.detail.error).to.equal('INVALID_ATTRIBUTE');
    expect(await backend.requests()).to.have.length(0);
  });

  it('retries a failing GET, then shows the error and recovers on "Try again"', async () => {
    await backend.setFault({
      path: '/aspsps',
      status: 503,
      error: 'ASPSP_ERROR',
      message: 'Down for maintenance',
    });
    const list = await mount('service-aspsp-list', { ...finland, origin, sandbox: true, locale: 'en' });
    const error = await list.until('error');
    expect(error.detail).to.deep.equal({ error: 'ASPSP_ERROR', message: 'Down for maintenance', code: 503 });
    expect((await backend.requests()).length).to.equal(3);
    await expect(list.element).to.be.accessible();

    await backend.reset();
    list.element.querySelector('button')?.click();
    await list.until('ready');
    expect(list.element.textContent).to.contain('banks available');
  });

  it('reports a non-JSON answer as an invalid response', async () => {
    await backend.setFault({ path: '/aspsps', status: 200, body: '<html>oops</html>' });
    const list = await mount('service-aspsp-list', { ...finland, origin, sandbox: true });
    const error = await list.until('error');
    expect(error.detail.error).to.equal('INVALID_RESPONSE');
  });

  it('fetches again when the country changes and never shows the stale answer', async () => {
    await backend.setFault({ path: '/aspsps', delayMs: 800, times: 1 });
    const list = await mount('service-aspsp-list', { ...finland, origin, sandbox: true, locale: 'en' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    list.element.setAttribute('country', 'SE');
    await list.until('ready');
    const swedish = await countOf(origin, 'country=SE&psu_type=personal&service=AIS&sandbox=true');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(list.of('ready')).to.have.length(1);
    expect(list.element.textContent).to.contain(`${swedish} banks available`);
  });
});
