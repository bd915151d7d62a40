import { expect } from '@open-wc/testing';
import { backend } from '../support/backend.js';
import { mount } from '../support/mount.js';

describe('service-consent (foundation)', () => {
  let origin: string;

  beforeEach(async () => {
    await backend.reset();
    origin = await backend.origin();
  });

  it('loads the authorisation and shows who asks for what, then fires ready', async () => {
    const { authorization_id } = await backend.createAuthorization({
      aspsp: { name: 'Nordea', country: 'FI' },
    });
    const consent = await mount('service-consent', {
      authorization: authorization_id,
      origin,
      sandbox: true,
      locale: 'en',
    });
    await consent.until('ready');
    expect(consent.element.querySelector('h2')?.textContent).to.match(
      /asks for access to your data at Nordea/,
    );
    await expect(consent.element).to.be.accessible();
  });

  it('reports an unknown authorisation with the backend code and a readable message', async () => {
    const consent = await mount('service-consent', {
      authorization: '00000000-0000-4000-8000-000000000000',
      origin,
      sandbox: true,
      locale: 'en',
    });
    const error = await consent.until('error');
    expect(error.detail.error).to.equal('SESSION_DOES_NOT_EXIST');
    expect(error.detail.code).to.equal(404);
    expect(consent.element.querySelector('[role=alert]')?.textContent).to.contain('was not found');
  });

  it('reports a missing authorization attribute', async () => {
    const consent = await mount('service-consent', { origin });
    const error = await consent.until('error');
    expect(error.detail.error).to.equal('MISSING_ATTRIBUTE');
  });
});
