import { expect } from '@open-wc/testing';
import { LitElement, nothing, render } from 'lit';
import { createRef } from 'lit/directives/ref.js';
import { renderOutcome } from '../../src/consent/consent-outcome.js';
import { warmUpOutcome } from '../../src/consent/outcome-warm-up.js';
import { Localization } from '../../src/i18n/localization.js';

/** An element that is never put on the page, only there to own the texts' controller. */
class TextsHost extends LitElement {}
customElements.define('outcome-warm-up-texts', TextsHost);

/** How many templates Lit prepares during `work`: it makes one <template> element for each. */
function templatesPreparedBy(work: () => void): number {
  const create = document.createElement.bind(document);
  let prepared = 0;
  document.createElement = ((tag: string, options?: ElementCreationOptions) => {
    if (tag.toLowerCase() === 'template') prepared++;
    return create(tag, options);
  }) as typeof document.createElement;
  try {
    work();
  } finally {
    delete (document as { createElement?: unknown }).createElement;
  }
  return prepared;
}

describe('warmUpOutcome', () => {
  const i18n = new Localization(document.createElement('outcome-warm-up-texts') as TextsHost);

  it('renders the outcome off the page: the page does not change', async () => {
    const before = document.body.innerHTML;
    const changes: MutationRecord[] = [];
    const observer = new MutationObserver((records) => changes.push(...records));
    observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    warmUpOutcome(i18n);
    await Promise.resolve();
    changes.push(...observer.takeRecords());
    observer.disconnect();
    expect(changes).to.have.length(0);
    expect(document.body.innerHTML).to.equal(before);
  });

  it('leaves the outcome template prepared, its ref set by the real render', () => {
    warmUpOutcome(i18n);
    const container = document.createElement('div');
    const focus = createRef<HTMLElement>();
    const prepared = templatesPreparedBy(() => render(renderOutcome('Consent given.', focus), container));
    expect(prepared).to.equal(0);
    expect(focus.value?.textContent).to.equal('Consent given.');
    expect(focus.value?.getAttribute('role')).to.equal('status');
    render(nothing, container);
  });
});
