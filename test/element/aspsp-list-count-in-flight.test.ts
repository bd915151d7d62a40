/**
 * The count's Intl objects on a page's first bank list, in a file of its own so that this list
 * runs the whole warm-up (warm-up.ts): while the request is on its way, after the collator, the
 * plural rules that a count needs are made. The number format, which only a count of a thousand
 * or more needs, is not part of the warm-up: made in a slice of its own, it held back a
 * keystroke that came meanwhile.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { heldAnswer, mountFirstList, orderLog } from '../support/first-list.js';
import { watchIntl } from '../support/watch-intl.js';

/** Long enough for the whole warm-up to run while the answer is held. */
const wholeWarmUpMs = 1000;

describe('service-aspsp-list, the count while the request is on its way', () => {
  it('makes the count’s plural rules while the request is on its way, and no number format for it', async () => {
    const { seen, once } = orderLog();
    const answer = heldAnswer(['Barclays', 'Lloyds Bank', 'Monzo']);
    // Should the plural rules never come in flight, the answer comes anyway and the order shows it.
    const fallback = setTimeout(() => answer.release(), 3000);
    const watches = [
      watchIntl('Collator', once('collator made')),
      watchIntl('PluralRules', () => {
        once('plural rules made')();
        setTimeout(() => answer.release(), wholeWarmUpMs);
      }),
      watchIntl('NumberFormat', once('number format made')),
    ];
    try {
      const list = await mountFirstList('GB', { firstCard: once('first card shown'), ready: once('ready') });
      await list.until('ready');
      const status = () => list.element.querySelector('[role=status]')?.textContent?.trim();
      expect(status()).to.equal('Showing all banks');

      list.element.setAttribute('search-term', 'bank');
      await waitUntil(() => status() === '1 bank found', 'the count');
      expect(seen).to.deep.equal(['collator made', 'plural rules made', 'first card shown', 'ready']);
    } finally {
      clearTimeout(fallback);
      answer.restore();
      for (const watch of watches) watch.restore();
    }
  });
});
