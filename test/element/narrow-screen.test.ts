/**
 * Zoom: at 320 CSS px wide (WCAG 1.4.10 Reflow, 1280 px at 400 %) nothing scrolls sideways,
 * and with the text spacing of WCAG 1.4.12 on top nothing is cut off. Each widget is on a
 * page of its own in a 320 px frame (a real viewport in every browser). The widgets render
 * into light DOM, so the page's spacing stylesheet reaches their text directly; the test
 * checks that it did.
 */
import { expect } from '@open-wc/testing';
import type { CreatePaymentInput } from '../../sandbox/src/server.js';
import { withCredentialFields } from '../support/auth-flow-helpers.js';
import { backend } from '../support/backend.js';
import { nordea } from '../support/consent-helpers.js';
import { openFramePage, type FramePage } from '../support/frame-page.js';
import { overflowProblems, targetSizeProblems, textProblems } from '../support/geometry.js';
import { finnishBankList } from '../support/bank-list-attributes.js';

/** WCAG 1.4.12's values, as the usual text-spacing bookmarklet applies them. */
const textSpacing = `
  * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-bottom: 2em !important; }
`;

const payment: CreatePaymentInput = {
  aspsp: { name: 'OP', country: 'FI' },
  payment_request: {
    credit_transfer_transaction: [
      {
        instructed_amount: { currency: 'EUR', amount: '9999.99' },
        beneficiary: {
          creditor: { name: 'Kahvila ja Leipomo Kauppakeskus Oy' },
          creditor_account: { identification: 'FI2112345600000785', scheme_name: 'IBAN' },
        },
        remittance_information: ['Lasku 2026-11-0001 tilauksesta 12345678'],
      },
    ],
  },
};

/** The sandbox's test users and any other disclosure, opened as a tester would. */
function openDisclosures(element: Element) {
  for (const details of element.querySelectorAll('details')) details.open = true;
}

type WidgetCase = {
  name: string;
  /** Puts the widget on the page and waits for it. */
  show(page: FramePage, origin: string): Promise<Element>;
};

const widgets: WidgetCase[] = [
  {
    name: 'service-aspsp-list with results',
    async show(page, origin) {
      const list = page.mount('service-aspsp-list', finnishBankList(origin));
      await list.until('ready');
      return list.element;
    },
  },
  {
    name: 'service-consent',
    async show(page, origin) {
      const { authorization_id } = await backend.createAuthorization({ aspsp: nordea });
      const consent = page.mount('service-consent', {
        authorization: authorization_id,
        origin,
        sandbox: true,
        locale: 'en',
        'can-cancel': true,
      });
      await consent.until('ready');
      return consent.element;
    },
  },
  {
    name: 'service-auth-flow at the credentials form',
    async show(page, origin) {
      const { authorization_id } = await backend.createAuthorization({
        aspsp: { name: 'S-Pankki', country: 'FI' },
        application: 'sandbox-tpp',
      });
      const flow = page.mount('service-auth-flow', {
        authorization: authorization_id,
        origin,
        sandbox: true,
        locale: 'en',
      });
      await flow.until('ready');
      expect(flow.element.querySelectorAll('input')).to.have.length(3);
      return flow.element;
    },
  },
  {
    name: 'service-auth-flow at the payment review, in Finnish',
    async show(page, origin) {
      const { payment_id } = await backend.createPayment(payment);
      const flow = page.mount('service-auth-flow', {
        payment: payment_id,
        origin,
        sandbox: true,
        locale: 'fi',
      });
      await flow.until('ready');
      expect(flow.element.querySelector('.service-payment')).not.to.equal(null);
      return flow.element;
    },
  },
];

describe('at 320 CSS px wide', () => {
  withCredentialFields();
  let origin: string;

  beforeEach(async () => {
    await backend.reset();
    origin = await backend.origin();
  });

  for (const widget of widgets) {
    it(`${widget.name}: no horizontal scrolling`, async () => {
      const page = await openFramePage({ width: 320 });
      const element = await widget.show(page, origin);
      openDisclosures(element);
      expect(page.horizontalOverflow(), 'the page scrolls sideways by').to.be.at.most(0);
      const container = element.parentElement as HTMLElement;
      expect(element.getBoundingClientRect().width).to.be.at.most(container.getBoundingClientRect().width);
      expect(overflowProblems(element)).to.deep.equal([]);
      expect(textProblems(element)).to.deep.equal([]);
      expect(targetSizeProblems(element)).to.deep.equal([]);
    });

    it(`${widget.name}: with WCAG 1.4.12 text spacing nothing is cut off`, async () => {
      const page = await openFramePage({ width: 320, css: textSpacing });
      const element = await widget.show(page, origin);
      openDisclosures(element);
      // The spacing reached the text the PSU reads (no shadow root keeps it out).
      const heading = element.querySelector('h2, label, button') as Element;
      const style = page.document.defaultView?.getComputedStyle(heading);
      expect(parseFloat(style?.letterSpacing ?? '0')).to.be.closeTo(
        0.12 * parseFloat(style?.fontSize ?? '0'),
        0.1,
      );
      expect(page.horizontalOverflow(), 'the page scrolls sideways by').to.be.at.most(0);
      expect(overflowProblems(element)).to.deep.equal([]);
      expect(textProblems(element)).to.deep.equal([]);
    });
  }
});
