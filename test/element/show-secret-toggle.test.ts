/**
 * The toggle that shows a secret stands beside its input in one row: at 320 CSS px wide, in
 * every locale, its words stay on one line and leave the input at least a quarter of the row
 * (English leaves it about two fifths), or the PSU types a password into a sliver. The
 * credentials frame lays out the same row from the same catalogue text and widgets.css.
 */
import { expect } from '@open-wc/testing';
import { locales } from '../../src/i18n/locale.js';
import { withCredentialFields } from '../support/auth-flow-helpers.js';
import { backend } from '../support/backend.js';
import { openFramePage } from '../support/frame-page.js';

/** How many lines an element's text takes: its text's boxes at distinct heights. */
function lineCount(element: Element): number {
  const range = element.ownerDocument.createRange();
  range.selectNodeContents(element);
  const tops = [...range.getClientRects()].filter((box) => box.width > 0).map((box) => Math.round(box.top));
  return new Set(tops).size;
}

describe('the show-secret toggle at 320 CSS px wide', () => {
  withCredentialFields();
  let origin: string;

  beforeEach(async () => {
    await backend.reset();
    origin = await backend.origin();
  });

  for (const locale of locales) {
    it(`${locale}: stays on one line and leaves the password input a quarter of its row`, async () => {
      const { authorization_id } = await backend.createAuthorization({
        aspsp: { name: 'S-Pankki', country: 'FI' },
        application: 'sandbox-tpp',
      });
      const page = await openFramePage({ width: 320 });
      const flow = page.mount('service-auth-flow', {
        authorization: authorization_id,
        origin,
        sandbox: true,
        locale,
      });
      await flow.until('ready');
      const toggle = flow.element.querySelector('.service-reveal') as HTMLElement;
      const input = toggle.parentElement?.querySelector('input') as HTMLInputElement;
      const words = `“${toggle.textContent?.trim()}”`;
      const row = (toggle.parentElement as HTMLElement).getBoundingClientRect().width;
      expect(input.getBoundingClientRect().width, `the input beside ${words}`).to.be.at.least(row / 4);
      expect(lineCount(toggle), `the lines of ${words}`).to.equal(1);
    });
  }
});
