/**
 * German, Spanish, Italian and Portuguese in every state of every widget at 200% browser zoom
 * (WCAG 1.4.4; 1.4.10 at its 320 CSS px): the zoom group's browsers have 2 device px to the CSS
 * px, and each widget is on a page of its own 320 CSS px wide, 640 device px. Nothing scrolls
 * sideways and no text is cut off.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { withCredentialFields } from '../support/auth-flow-helpers.js';
import { backend, backendWait } from '../support/backend.js';
import { openFramePage } from '../support/frame-page.js';
import { overflowProblems, textProblems } from '../support/geometry.js';
import { addedLanguages, speaksLanguage, widgetStates } from '../support/widget-states.js';

describe('the added languages in every widget state at 200% zoom', function () {
  this.timeout(20_000);
  withCredentialFields();
  let origin: string;

  beforeEach(async () => {
    await backend.reset();
    origin = await backend.origin();
  });

  it('draws 2 device px to the CSS px', () => {
    expect(window.devicePixelRatio).to.equal(2);
  });

  for (const locale of addedLanguages) {
    for (const state of widgetStates) {
      it(`${locale}, ${state.name}: fits 320 CSS px with nothing cut off`, async () => {
        const page = await openFramePage({ width: 320 });
        const element = await state.show(
          async (tag, attributes) => page.mount(tag as 'div', attributes),
          origin,
          locale,
        );
        expect(page.document.defaultView?.devicePixelRatio).to.equal(2);
        await waitUntil(() => speaksLanguage(element, locale), `no ${locale} text`, backendWait);
        expect(page.horizontalOverflow(), 'the page scrolls sideways by').to.be.at.most(0);
        expect(overflowProblems(element)).to.deep.equal([]);
        expect(textProblems(element)).to.deep.equal([]);
      });
    }
  }
});
