/**
 * On a `dir="rtl"` page the widgets mirror: what sits at the start of a line in
 * left-to-right (a bank's logo, a label's text, a heading) sits at the right, and the
 * show/hide toggle after its input sits to its left. The same widgets on an `ltr` page are
 * measured alike, so the test shows the mirroring rather than one layout.
 */
import { expect } from '@open-wc/testing';
import { withCredentialFields } from '../support/auth-flow-helpers.js';
import { backend } from '../support/backend.js';
import { nordea } from '../support/consent-helpers.js';
import { openFramePage } from '../support/frame-page.js';
import { finnishBankList } from '../support/bank-list-attributes.js';

type Dir = 'ltr' | 'rtl';

const centre = (element: Element | null) => {
  const rect = (element as Element).getBoundingClientRect();
  return rect.left + rect.width / 2;
};

/** Where an element's own text sits in its box: 'start' of its direction, or not. */
function textSide(element: Element | null): 'left' | 'right' {
  const range = (element as Element).ownerDocument.createRange();
  range.selectNodeContents(element as Element);
  const text = range.getBoundingClientRect();
  const box = (element as Element).getBoundingClientRect();
  return text.left - box.left <= box.right - text.right ? 'left' : 'right';
}

const start = (dir: Dir) => (dir === 'ltr' ? 'left' : 'right');

describe('on a right-to-left page', () => {
  withCredentialFields();
  let origin: string;

  beforeEach(async () => {
    await backend.reset();
    origin = await backend.origin();
  });

  for (const dir of ['ltr', 'rtl'] as const) {
    it(`service-aspsp-list, ${dir}: the logo at the start of each card, the label's text at the start`, async () => {
      const page = await openFramePage({ width: 640, dir });
      const list = page.mount('service-aspsp-list', finnishBankList(origin));
      await list.until('ready');
      const card = list.element.querySelector('[role=option]');
      const logoSide =
        centre(card?.querySelector('.service-aspsp-logo') ?? null) <
        centre(card?.querySelector('.service-aspsp-name') ?? null)
          ? 'left'
          : 'right';
      expect(logoSide, 'the logo beside the name').to.equal(start(dir));
      expect(textSide(list.element.querySelector('.service-aspsp-search label'))).to.equal(start(dir));
      const cards = [...list.element.querySelectorAll('[role=option]')].slice(0, 2);
      const firstCardSide = centre(cards[0] ?? null) < centre(cards[1] ?? null) ? 'left' : 'right';
      expect(firstCardSide, 'the first card of a row').to.equal(start(dir));
    });

    it(`service-auth-flow, ${dir}: the show/hide toggle after its input, labels at the start`, async () => {
      const { authorization_id } = await backend.createAuthorization({
        aspsp: { name: 'S-Pankki', country: 'FI' },
        application: 'sandbox-tpp',
      });
      const page = await openFramePage({ width: 640, dir });
      const flow = page.mount('service-auth-flow', {
        authorization: authorization_id,
        origin,
        sandbox: true,
        locale: 'en',
      });
      await flow.until('ready');
      const toggle = flow.element.querySelector('.service-reveal');
      const input = flow.element.querySelector('input[type=password]');
      const toggleSide = centre(toggle) > centre(input) ? 'right' : 'left';
      expect(toggleSide, 'the toggle after the input').to.equal(dir === 'ltr' ? 'right' : 'left');
      expect(textSide(flow.element.querySelector('h2'))).to.equal(start(dir));
      expect(textSide(flow.element.querySelector('label'))).to.equal(start(dir));
    });

    it(`service-consent, ${dir}: the heading and the text at the start`, async () => {
      const { authorization_id } = await backend.createAuthorization({ aspsp: nordea });
      const page = await openFramePage({ width: 640, dir });
      const consent = page.mount('service-consent', {
        authorization: authorization_id,
        origin,
        sandbox: true,
        locale: 'en',
      });
      await consent.until('ready');
      expect(textSide(consent.element.querySelector('h2'))).to.equal(start(dir));
      expect(textSide(consent.element.querySelector('.service-consent-access li'))).to.equal(start(dir));
    });
  }
});
