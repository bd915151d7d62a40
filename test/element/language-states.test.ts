/**
 * German, Spanish, Italian and Portuguese in every state of every widget (widget-states.ts):
 * at 320 CSS px (WCAG 1.4.10 Reflow) the longest words of each language, German compounds
 * first, wrap with nothing scrolling sideways and nothing cut off, and each state passes axe.
 * test/zoom/language-states-zoom.test.ts measures the same states at 200% zoom.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { withCredentialFields } from '../support/auth-flow-helpers.js';
import { backend, backendWait } from '../support/backend.js';
import { openFramePage } from '../support/frame-page.js';
import { overflowProblems, textProblems } from '../support/geometry.js';
import { mount } from '../support/mount-with-cleanup.js';
import { addedLanguages, speaksLanguage, widgetStates } from '../support/widget-states.js';

describe('the added languages in every widget state', function () {
  this.timeout(20_000);
  withCredentialFields();
  let origin: string;

  beforeEach(async () => {
    await backend.reset();
    origin = await backend.origin();
  });

  for (const locale of addedLanguages) {
    for (const state of widgetStates) {
      it(`${locale}, ${state.name}: fits 320 px with nothing cut off`, async () => {
        const page = await openFramePage({ width: 320 });
        const element = await state.show(
          async (tag, attributes) => page.mount(tag as 'div', attributes),
          origin,
          locale,
        );
        await waitUntil(() => speaksLanguage(element, locale), `no ${locale} text`, backendWait);
        expect(page.horizontalOverflow(), 'the page scrolls sideways by').to.be.at.most(0);
        expect(overflowProblems(element)).to.deep.equal([]);
        expect(textProblems(element)).to.deep.equal([]);
      });

      it(`${locale}, ${state.name}: passes axe`, async () => {
        const element = await state.show(
          (tag, attributes) => mount(tag as 'div', attributes),
          origin,
          locale,
        );
        await waitUntil(() => speaksLanguage(element, locale), `no ${locale} text`, backendWait);
        await expect(element).to.be.accessible();
      });
    }
  }
});
