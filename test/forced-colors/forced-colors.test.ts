/**
 * Forced colours (Windows High Contrast and the like): the browser replaces the page's
 * colours with a few system colours and drops box-shadows, so a state told by colour or
 * shadow alone disappears. Here the focus ring, a chosen bank and disabled buttons must stay
 * visible. Chromium only: Playwright's Chromium is the one launcher here that can emulate
 * `forced-colors: active` (group `forced-colors` of web-test-runner.config.mjs).
 */
import { expect, waitUntil } from '@open-wc/testing';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import { authorisationFlow, withCredentialFields } from '../support/auth-flow-helpers.js';
import { backend } from '../support/backend.js';
import { mountConsent, nordea } from '../support/consent-helpers.js';
import { mount } from '../support/mount-with-cleanup.js';
import '../support/navigation-hooks.js';
import {
  addStyleText,
  addStylesheetLink,
  merchantStylesheets,
  removePageStyles,
} from '../support/page-styles.js';
import { finnishBankList } from '../support/bank-list-attributes.js';

/** The computed value of a system colour, read from a probe element. */
function systemColour(name: string): string {
  const probe = document.createElement('span');
  probe.className = `forced-probe-${name}`;
  document.body.append(probe);
  const sheet = document.createElement('style');
  sheet.textContent = `.forced-probe-${name} { color: ${name}; }`;
  document.head.append(sheet);
  const value = getComputedStyle(probe).color;
  probe.remove();
  sheet.remove();
  return value;
}

/** The properties that can tell a state in forced colours: borders and outlines, not shadows. */
function stateLook(element: Element): string {
  const style = getComputedStyle(element);
  return [
    style.borderTopColor,
    style.borderTopWidth,
    style.borderTopStyle,
    style.outlineStyle,
    style.outlineColor,
    style.outlineWidth,
  ].join(' ');
}

/** Tabs from the page's first control through the widget; each stop needs an outline of its own. */
async function focusProblems(widget: Element): Promise<{ stops: number; problems: string[] }> {
  const before = document.createElement('button');
  before.textContent = 'Before';
  const after = document.createElement('button');
  after.textContent = 'After';
  widget.before(before);
  widget.after(after);
  before.focus();
  const problems: string[] = [];
  let stops = 0;
  for (let step = 0; step < 40; step++) {
    await sendKeys({ press: 'Tab' });
    const active = document.activeElement;
    if (!active || !widget.contains(active)) break;
    stops += 1;
    const style = getComputedStyle(active);
    if (style.outlineStyle === 'none' || parseFloat(style.outlineWidth) < 1) {
      problems.push(
        `${active.tagName.toLowerCase()} "${active.textContent?.trim()}": outline ${style.outlineStyle}`,
      );
    }
  }
  before.remove();
  after.remove();
  return { stops, problems };
}

describe('in forced-colors mode', () => {
  withCredentialFields();
  let origin: string;

  beforeEach(async () => {
    await backend.reset();
    origin = await backend.origin();
    await addStylesheetLink('/styles/widgets.css');
    await emulateMedia({ forcedColors: 'active' });
    expect(matchMedia('(forced-colors: active)').matches, 'forced colours are emulated').to.equal(true);
  });

  afterEach(async () => {
    await emulateMedia({ forcedColors: 'none' });
    removePageStyles();
  });

  it('the colours are really forced: the primary button loses its accent background', async () => {
    const { flow } = await authorisationFlow(origin, 'S-Pankki', { application: 'sandbox-tpp' });
    const primary = flow.element.querySelector('.service-primary') as Element;
    const forced = getComputedStyle(primary).backgroundColor;
    // The control: without forced colours the same button has its own, opaque fill.
    await emulateMedia({ forcedColors: 'none' });
    const own = getComputedStyle(primary).backgroundColor;
    await emulateMedia({ forcedColors: 'active' });
    expect(own).not.to.match(/^rgba\(0, 0, 0, 0\)$|^transparent$/);
    expect(forced).not.to.equal(own);
  });

  it('service-aspsp-list: a focus ring on each stop and the chosen bank told apart without colour', async () => {
    const list = await mount('service-aspsp-list', finnishBankList(origin));
    await list.until('ready');
    const focus = await focusProblems(list.element);
    expect(focus.problems).to.deep.equal([]);
    expect(focus.stops).to.be.at.least(2);

    const [chosen, other] = [...list.element.querySelectorAll<HTMLElement>('[role=option]')];
    chosen?.click();
    await list.until('selected');
    await list.element.updateComplete;
    expect(chosen?.getAttribute('aria-selected')).to.equal('true');
    // Neither card has focus, so only the selection can tell them apart.
    (document.activeElement as HTMLElement | null)?.blur();
    expect(stateLook(chosen as Element), 'the chosen card looks different').not.to.equal(
      stateLook(other as Element),
    );
  });

  it('service-aspsp-list: the chosen bank told apart on a page whose reset zeroes every border', async () => {
    addStyleText(merchantStylesheets['tailwind 3 preflight'].text);
    const list = await mount('service-aspsp-list', finnishBankList(origin));
    await list.until('ready');
    const [chosen, other] = [...list.element.querySelectorAll<HTMLElement>('[role=option]')];
    chosen?.click();
    await list.until('selected');
    await list.element.updateComplete;
    (document.activeElement as HTMLElement | null)?.blur();
    expect(getComputedStyle(chosen as Element).borderTopWidth).to.equal('3px');
    expect(stateLook(chosen as Element), 'the chosen card looks different').not.to.equal(
      stateLook(other as Element),
    );
  });

  it('service-aspsp-list: what the search matched is still marked', async () => {
    const list = await mount('service-aspsp-list', { ...finnishBankList(origin), 'search-term': 'nordea' });
    await list.until('ready');
    const name = list.element.querySelector('[role=option] .service-aspsp-name') as Element;
    const match = getComputedStyle(name, '::highlight(service-aspsp-match)');
    expect(`${match.textDecorationLine} ${match.backgroundColor} ${match.color}`).to.equal(
      `underline ${systemColour('Mark')} ${systemColour('MarkText')}`,
    );
  });

  it('service-auth-flow: a focus ring on each stop of the credentials form', async () => {
    const { flow } = await authorisationFlow(origin, 'S-Pankki', { application: 'sandbox-tpp' });
    const focus = await focusProblems(flow.element);
    expect(focus.problems).to.deep.equal([]);
    expect(focus.stops).to.be.at.least(7);
  });

  it('service-auth-flow: buttons disabled while an action is sent are drawn in GrayText', async () => {
    const { flow } = await authorisationFlow(origin, 'Nordea');
    const confirm = [...flow.element.querySelectorAll('button')].find(
      (b) => b.textContent?.trim() === 'Confirm',
    );
    const enabledColour = getComputedStyle(confirm as Element).color;
    await backend.setFault({ path: '/authorizations/', method: 'POST', delayMs: 3000 });
    confirm?.click();
    await waitUntil(() => confirm?.disabled, 'the buttons are not disabled while sending');
    const disabled = getComputedStyle(confirm as Element);
    expect(disabled.color).to.equal(systemColour('GrayText'));
    expect(disabled.color).not.to.equal(enabledColour);
    await backend.clearFaults();
  });

  it("service-consent: its disabled buttons take the browser's GrayText (it brings no CSS)", async () => {
    const { authorization_id } = await backend.createAuthorization({ aspsp: nordea });
    const consent = await mountConsent(origin, { authorization: authorization_id, 'can-cancel': true });
    await consent.until('ready');
    const focus = await focusProblems(consent.element);
    expect(focus.problems).to.deep.equal([]);
    const confirm = consent.element.querySelector('button') as HTMLButtonElement;
    await backend.setFault({ path: '/authorizations/', method: 'POST', delayMs: 3000 });
    confirm.click();
    await waitUntil(() => confirm.disabled, 'the buttons are not disabled while sending');
    expect(getComputedStyle(confirm).color).to.equal(systemColour('GrayText'));
    await backend.clearFaults();
  });
});
