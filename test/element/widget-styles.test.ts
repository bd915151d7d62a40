/**
 * What widgets.css does for text it does not choose: the format hint's live region while it
 * is empty, and the bank's words (a long field title, message or code) at 320 CSS px wide.
 * Each widget is on a frame page of its own with widgets.css (frame-page.ts). The links in a
 * dark scheme: test/dark-scheme/.
 */
import { expect } from '@open-wc/testing';
import { withCredentialFields } from '../support/auth-flow-helpers.js';
import { backend } from '../support/backend.js';
import { callWidgetApi } from '../support/consent-helpers.js';
import { openFramePage } from '../support/frame-page.js';
import { overflowProblems } from '../support/geometry.js';

/** Makes every GET of the flow answer with the real flow changed by `change`. */
async function serveChangedFlow(
  origin: string,
  id: string,
  change: (step: Record<string, unknown>) => void,
): Promise<void> {
  const flow = await callWidgetApi(origin, `/authorizations/${id}/flow`);
  change(flow.step as Record<string, unknown>);
  await backend.setFault({ path: `/authorizations/${id}/flow`, method: 'GET', body: JSON.stringify(flow) });
}

describe('widgets.css', () => {
  withCredentialFields();
  let origin: string;

  beforeEach(async () => {
    await backend.reset();
    origin = await backend.origin();
  });

  it('keeps the empty format hint in the accessibility tree, so that its live region is heard when it fills', async () => {
    const { authorization_id } = await backend.createAuthorization({
      aspsp: { name: 'S-Pankki', country: 'FI' },
      application: 'sandbox-tpp',
    });
    const page = await openFramePage({ width: 480 });
    const flow = page.mount('service-auth-flow', {
      authorization: authorization_id,
      origin,
      sandbox: true,
      locale: 'en',
    });
    await flow.until('ready');
    const hints = [...flow.element.querySelectorAll('.service-hint[aria-live]')];
    expect(hints.length).to.be.greaterThan(0);
    const view = page.document.defaultView as Window;
    for (const hint of hints) {
      expect(hint.textContent).to.equal('');
      expect(view.getComputedStyle(hint).display).not.to.equal('none');
      expect(hint.getBoundingClientRect().height).to.equal(0);
    }
  });

  it('at 320 px, gives the password input room beside a long field title’s toggle', async () => {
    const { authorization_id: id } = await backend.createAuthorization({
      aspsp: { name: 'S-Pankki', country: 'FI' },
      application: 'sandbox-tpp',
    });
    await serveChangedFlow(origin, id, (step) => {
      for (const field of step.fields as { secret: boolean; title: string }[])
        if (field.secret) field.title = 'Verkkopankin salasana tai tunnusluku';
    });
    const page = await openFramePage({ width: 320 });
    const flow = page.mount('service-auth-flow', { authorization: id, origin, sandbox: true, locale: 'en' });
    await flow.until('ready');
    const input = flow.element.querySelector('input[type=password]') as HTMLInputElement;
    const fontSize = parseFloat((page.document.defaultView as Window).getComputedStyle(input).fontSize);
    expect(input.getBoundingClientRect().width).to.be.at.least(10 * fontSize - 1);
    expect(page.horizontalOverflow()).to.be.at.most(0);
  });

  it('at 320 px, wraps the bank’s long message and verification code instead of scrolling', async () => {
    const { authorization_id: id } = await backend.createAuthorization({
      aspsp: { name: 'Danske Bank', country: 'FI' },
      application: 'sandbox-tpp',
    });
    await serveChangedFlow(origin, id, (step) => {
      step.message =
        'Open https://auth.danskebank.example/approve/7f3e9c2a4b1d8e6f0a5c3b9d7e1f4a2c in your app.';
      step.verification_code = '7F3E9C2A4B1D8E6F';
    });
    const page = await openFramePage({ width: 320 });
    const flow = page.mount('service-auth-flow', { authorization: id, origin, sandbox: true, locale: 'en' });
    await flow.until('ready');
    expect(flow.element.querySelector('.service-verification-code')?.textContent).to.equal(
      '7F3E9C2A4B1D8E6F',
    );
    expect(page.horizontalOverflow(), 'the page scrolls sideways by').to.be.at.most(0);
    expect(overflowProblems(flow.element)).to.deep.equal([]);
  });
});
