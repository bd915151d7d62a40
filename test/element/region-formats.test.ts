/**
 * The page's region: the catalogue goes by language, but a page whose `lang` names a region
 * gets that region's dates, amounts and sorting, each as Intl writes them for the tag (an
 * Austrian page reads "Jänner" and "€ 1.234,50", not Germany's forms).
 */
import { expect } from '@open-wc/testing';
import { finnishPayment } from '../support/auth-flow-helpers.js';
import { finnishBankList } from '../support/bank-list-attributes.js';
import { backend } from '../support/backend.js';
import { inThirtyDays, nordea } from '../support/consent-helpers.js';
import { openFramePage, type FramePage } from '../support/frame-page.js';

const regionTags = ['de-AT', 'de-CH', 'fr-BE', 'nl-BE', 'sv-FI', 'en-GB'];

/** A payment by an application with a consent step, whose review shows the amount. */
const payment = finnishPayment('OP', { application: 'sandbox-shop' });

const textOf = (element: Element | null | undefined) =>
  element?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

describe('a page whose lang names a region', () => {
  let origin: string;

  /** The consent's end date, in the page's consent, as Intl writes it for `tag`. */
  const expectConsentDate = async (page: FramePage, tag: string) => {
    const validUntil = inThirtyDays();
    const { authorization_id } = await backend.createAuthorization({
      aspsp: nordea,
      access: { valid_until: validUntil.toISOString(), balances: true },
    });
    const consent = page.mount('service-consent', { authorization: authorization_id, origin, sandbox: true });
    await consent.until('ready');
    const date = new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeStyle: 'short' }).format(validUntil);
    expect(textOf(consent.element)).to.contain(date.replace(/\s+/g, ' '));
  };

  beforeEach(async () => {
    await backend.reset();
    origin = await backend.origin();
  });

  for (const tag of regionTags) {
    it(`${tag}: dates, amounts and the bank list's order as Intl writes them for ${tag}`, async () => {
      const page = await openFramePage({ width: 640, height: 2000 });
      page.document.documentElement.lang = tag;

      await expectConsentDate(page, tag);

      const { payment_id } = await backend.createPayment(payment);
      const flow = page.mount('service-auth-flow', { payment: payment_id, origin, sandbox: true });
      await flow.until('ready');
      const amount = new Intl.NumberFormat(tag, { style: 'currency', currency: 'EUR' }).format(5);
      expect(textOf(flow.element.querySelector('.service-payment-total strong'))).to.equal(
        amount.replace(/\s+/g, ' '),
      );

      // No locale attribute: the page's lang decides.
      const list = page.mount('service-aspsp-list', { ...finnishBankList(origin), locale: false });
      await list.until('ready');
      const names = [
        ...list.element.querySelectorAll('[role=listbox] > [role=option] .service-aspsp-name'),
      ].map((name) => textOf(name));
      const collator = new Intl.Collator(tag, { sensitivity: 'base', numeric: true });
      expect(names).to.have.length.above(5);
      expect(names).to.deep.equal([...names].sort(collator.compare));
    });
  }

  // A region the engine has no data for ('XX' is no region): the language's own forms, as
  // without a region, and not what Intl gives the bare language (American, Brazilian).
  for (const [tag, formsOf] of [
    ['en-XX', 'en-GB'],
    ['pt-XX', 'pt-PT'],
  ] as const) {
    it(`${tag}: the forms of ${formsOf}`, async () => {
      const page = await openFramePage({ width: 640, height: 2000 });
      page.document.documentElement.lang = tag;
      await expectConsentDate(page, formsOf);

      const { payment_id } = await backend.createPayment(payment);
      const flow = page.mount('service-auth-flow', { payment: payment_id, origin, sandbox: true });
      await flow.until('ready');
      const amountIn = (intlTag: string) =>
        new Intl.NumberFormat(intlTag, { style: 'currency', currency: 'EUR' }).format(5).replace(/\s+/g, ' ');
      expect(textOf(flow.element.querySelector('.service-payment-total strong'))).to.equal(amountIn(formsOf));
      // The date or the amount tells the two apart: the bare language's forms would fail here.
      const dateIn = (intlTag: string) =>
        new Intl.DateTimeFormat(intlTag, { dateStyle: 'long' }).format(Date.UTC(2026, 11, 30));
      const language = tag.slice(0, 2);
      expect([dateIn(formsOf), amountIn(formsOf)]).not.to.deep.equal([dateIn(language), amountIn(language)]);
    });
  }
});
