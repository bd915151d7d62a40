/**
 * The widgets on merchants' pages styled by a CSS framework (Bootstrap 5, Tailwind's
 * preflight) or by a blunt reset: layout, targets of at least 24 × 24 px (WCAG 2.5.8), a
 * visible focus ring on keyboard focus and readable text, asserted as geometry, not pixels.
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { authorisationFlow, withCredentialFields } from '../support/auth-flow-helpers.js';
import { backend } from '../support/backend.js';
import { mountConsent, nordea } from '../support/consent-helpers.js';
import {
  edgeProblems,
  hasFocusIndicator,
  lookProblems,
  overflowProblems,
  targetSizeProblems,
  textProblems,
} from '../support/geometry.js';
import { mount } from '../support/mount-with-cleanup.js';
import '../support/navigation-hooks.js';
import {
  loadMerchantPage,
  merchantStylesheets,
  removePageStyles,
  type MerchantStylesheet,
} from '../support/page-styles.js';

function pageButton(text: string): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = text;
  return button;
}

/**
 * A column of a merchant's page, with a button before the widget to Tab from and one after it
 * to Tab to (past the document's last control, Firefox's focus would leave the page).
 */
function column(): HTMLElement {
  const frame = document.createElement('div');
  frame.className = 'merchant-column';
  frame.append(pageButton('Before the widget'));
  document.body.append(frame);
  return frame;
}

/** Tabs through the widget from the button before it; every stop must show a focus indicator. */
async function focusProblems(widget: Element): Promise<{ stops: number; problems: string[] }> {
  const frame = widget.closest('.merchant-column');
  frame?.append(pageButton('After the widget'));
  frame?.querySelector('button')?.focus();
  const problems: string[] = [];
  let stops = 0;
  for (let step = 0; step < 40; step++) {
    await sendKeys({ press: 'Tab' });
    const active = document.activeElement;
    if (!active || !widget.contains(active)) break;
    stops += 1;
    if (!hasFocusIndicator(active)) {
      const style = getComputedStyle(active);
      problems.push(
        `${active.tagName.toLowerCase()} "${active.textContent?.trim().slice(0, 30)}": outline ${style.outlineStyle} ${style.outlineWidth}, box-shadow ${style.boxShadow}`,
      );
    }
  }
  return { stops, problems };
}

/** `styled`: the widget brings CSS of its own (not service-consent, which takes the page's). */
async function expectSoundLayout(widget: Element, expectedStops: number, { styled = true } = {}) {
  expect(targetSizeProblems(widget), 'WCAG 2.5.8 target size').to.deep.equal([]);
  expect(overflowProblems(widget), 'nothing outside the widget').to.deep.equal([]);
  expect(textProblems(widget), 'text not collapsed or cut').to.deep.equal([]);
  if (styled) expect(edgeProblems(widget), 'controls keep their edges').to.deep.equal([]);
  if (styled) expect(lookProblems(widget), 'the widget keeps its look').to.deep.equal([]);
  await expect(widget).to.be.accessible();
  const focus = await focusProblems(widget);
  expect(focus.problems, 'a visible focus indicator at every stop').to.deep.equal([]);
  expect(focus.stops, 'keyboard stops in the widget').to.be.at.least(expectedStops);
}

for (const name of Object.keys(merchantStylesheets) as MerchantStylesheet[]) {
  describe(`on a page with ${name}`, function () {
    // Each test Tabs through a widget key by key and runs axe: slow over WebDriver on a busy machine.
    this.timeout(30_000);
    withCredentialFields();
    let origin: string;
    let frame: HTMLElement;

    beforeEach(async () => {
      await backend.reset();
      origin = await backend.origin();
      await loadMerchantPage(name);
      frame = column();
    });

    afterEach(() => {
      frame.remove();
      removePageStyles();
    });

    it('service-aspsp-list with results', async () => {
      const list = await mount(
        'service-aspsp-list',
        { country: 'FI', 'psu-type': 'personal', service: 'AIS', origin, sandbox: true, locale: 'en' },
        frame,
      );
      await list.until('ready');
      expect(list.element.querySelectorAll('[role=option]').length).to.be.greaterThan(3);
      // The search box and the list's one tab stop.
      await expectSoundLayout(list.element, 2);
    });

    it('service-consent with Confirm and Cancel', async () => {
      const { authorization_id: id } = await backend.createAuthorization({ aspsp: nordea });
      const consent = await mountConsent(origin, { authorization: id, 'can-cancel': true }, frame);
      await consent.until('ready');
      // Two document links, Confirm and Cancel.
      await expectSoundLayout(consent.element, 4, { styled: false });
    });

    it('service-auth-flow at the redirect step, with the phone and the bank to choose from', async () => {
      const { flow } = await authorisationFlow(origin, 'OP', { application: 'sandbox-tpp' }, frame);
      expect(flow.element.querySelector('a.service-button')?.textContent).to.contain('Continue to OP');
      // Continue on your phone, Continue to OP and Cancel.
      await expectSoundLayout(flow.element, 3);
    });

    it('service-auth-flow at the credentials form', async () => {
      const { flow } = await authorisationFlow(origin, 'S-Pankki', { application: 'sandbox-tpp' }, frame);
      expect(flow.element.querySelectorAll('.service-credentials input')).to.have.length(3);
      // Three inputs, the show/hide toggle, Log in, Cancel and the test users' summary.
      await expectSoundLayout(flow.element, 7);
    });
  });
}
