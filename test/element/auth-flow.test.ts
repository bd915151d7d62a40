import { expect } from '@open-wc/testing';
import { backend } from '../support/backend.js';
import { mount } from '../support/mount.js';

describe('service-auth-flow (foundation)', () => {
  let origin: string;

  beforeEach(async () => {
    await backend.reset();
    origin = await backend.origin();
  });

  it('loads the flow of an authorisation and fires ais-loaded once, then ready', async () => {
    const { authorization_id } = await backend.createAuthorization({
      aspsp: { name: 'Nordea', country: 'FI' },
    });
    const flow = await mount('service-auth-flow', {
      authorization: authorization_id,
      origin,
      sandbox: true,
      locale: 'en',
    });
    await flow.until('ready');
    expect(flow.of('ais-loaded').map((event) => event.detail)).to.deep.equal([
      { authorization: authorization_id, aspsp: { name: 'Nordea', country: 'FI' } },
    ]);
    expect(flow.events.map((event) => event.type)).to.deep.equal(['ais-loaded', 'ready']);
    expect(flow.element.querySelector('h2')?.textContent).to.contain('Nordea');
  });

  it('loads the flow of a payment and fires pis-loaded', async () => {
    const { payment_id } = await backend.createPayment({
      aspsp: { name: 'Nordea', country: 'FI' },
      payment_request: {
        credit_transfer_transaction: [
          {
            instructed_amount: { currency: 'EUR', amount: '12.50' },
            beneficiary: { creditor_account: { identification: 'FI2112345600000785', scheme_name: 'IBAN' } },
          },
        ],
      },
    });
    const flow = await mount('service-auth-flow', { payment: payment_id, origin, sandbox: true });
    const loaded = await flow.until('pis-loaded');
    expect(loaded.detail).to.deep.equal({ payment: payment_id, aspsp: { name: 'Nordea', country: 'FI' } });
    expect(loaded.bubbles).to.equal(true);
  });

  it('refuses both authorization and payment at once', async () => {
    const flow = await mount('service-auth-flow', { authorization: 'a', payment: 'b', origin });
    const error = await flow.until('error');
    expect(error.detail.error).to.equal('INVALID_ATTRIBUTE');
    expect(await backend.requests()).to.have.length(0);
  });

  it('refuses neither', async () => {
    const flow = await mount('service-auth-flow', { origin });
    const error = await flow.until('error');
    expect(error.detail.error).to.equal('MISSING_ATTRIBUTE');
  });
});
