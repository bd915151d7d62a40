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

  /** A new authorisation at that Finnish bank, by the licensed TPP (no consent step). */
  async function newAuthorization(bank: string): Promise<string> {
    const created = await backend.createAuthorization({
      aspsp: { name: bank, country: 'FI' },
      application: 'sandbox-tpp',
    });
    return created.authorization_id;
  }

  /** The auth flow on a frame page of that width, once ready. */
  async function flowOnPage(id: string, width: number) {
    const page = await openFramePage({ width });
    const flow = page.mount('service-auth-flow', { authorization: id, origin, sandbox: true, locale: 'en' });
    await flow.until('ready');
    return { page, flow, view: page.document.defaultView as Window };
  }

  it('keeps the empty format hint in the accessibility tree, so that its live region is heard when it fills', async () => {
    const { flow, view } = await flowOnPage(await newAuthorization('S-Pankki'), 480);
    const hints = [...flow.element.querySelectorAll('.service-hint[aria-live]')];
    expect(hints.length).to.be.greaterThan(0);
    for (const hint of hints) {
      expect(hint.textContent).to.equal('');
      expect(view.getComputedStyle(hint).display).not.to.equal('none');
      expect(hint.getBoundingClientRect().height).to.equal(0);
    }
  });

  it('at 320 px, gives the password input room beside a long field title’s toggle', async () => {
    const id = await newAuthorization('S-Pankki');
    await serveChangedFlow(origin, id, (step) => {
      for (const field of step.fields as { secret: boolean; title: string }[])
        if (field.secret) field.title = 'Verkkopankin salasana tai tunnusluku';
    });
    const { page, flow, view } = await flowOnPage(id, 320);
    const input = flow.element.querySelector('input[type=password]') as HTMLInputElement;
    const fontSize = parseFloat(view.getComputedStyle(input).fontSize);
    expect(input.getBoundingClientRect().width).to.be.at.least(10 * fontSize - 1);
    expect(page.horizontalOverflow()).to.be.at.most(0);
  });

  it('at 320 px, wraps the bank’s long message and verification code instead of scrolling', async () => {
    const id = await newAuthorization('Danske Bank');
    await serveChangedFlow(origin, id, (step) => {
      step.message =
        'Open https://auth.danskebank.example/approve/7f3e9c2a4b1d8e6f0a5c3b9d7e1f4a2c in your app.';
      step.verification_code = '7F3E9C2A4B1D8E6F';
    });
    const { page, flow } = await flowOnPage(id, 320);
    expect(flow.element.querySelector('.service-verification-code')?.textContent).to.equal(
      '7F3E9C2A4B1D8E6F',
    );
    expect(page.horizontalOverflow(), 'the page scrolls sideways by').to.be.at.most(0);
    expect(overflowProblems(flow.element)).to.deep.equal([]);
  });
});
