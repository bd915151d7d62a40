import { expect } from '@open-wc/testing';
import { LitElement, nothing, render } from 'lit';
import { createRef } from '../../src/elements/element-ref.js';
import { renderOutcome } from '../../src/consent/consent-outcome.js';
import { warmUpOutcome } from '../../src/consent/outcome-warm-up.js';
import { Localization } from '../../src/i18n/localization.js';
import { pageChangesBy, templatesPreparedBy } from '../support/warm-up-checks.js';

/** An element that is never put on the page, only there to own the texts' controller. */
class TextsHost extends LitElement {}
customElements.define('outcome-warm-up-texts', TextsHost);

describe('warmUpOutcome', () => {
  const i18n = new Localization(document.createElement('outcome-warm-up-texts') as TextsHost);

  it('renders the outcome off the page: the page does not change', async () => {
    const before = document.body.innerHTML;
    expect(await pageChangesBy(() => warmUpOutcome(i18n))).to.have.length(0);
    expect(document.body.innerHTML).to.equal(before);
  });

  it('leaves the outcome template prepared, its ref set by the real render', () => {
    warmUpOutcome(i18n);
    // In the page, as the widget's own render is: a ref names no element out of it.
    const container = document.createElement('div');
    document.body.append(container);
    const focus = createRef<HTMLElement>();
    const prepared = templatesPreparedBy(() => render(renderOutcome('Consent given.', focus), container));
    expect(prepared).to.equal(0);
    expect(focus.value?.textContent).to.equal('Consent given.');
    expect(focus.value?.getAttribute('role')).to.equal('status');
    render(nothing, container);
    expect(focus.value, 'none once the element is gone').to.equal(undefined);
    container.remove();
  });
});
