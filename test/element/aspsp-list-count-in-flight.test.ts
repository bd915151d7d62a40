/**
 * The count's Intl objects on a page's first bank list, in a file of its own so that this list
 * runs the whole warm-up (warm-up.ts): while the request is on its way, after the collator,
 * the plural rules and number format that a search's count needs are made, so that an answer
 * that comes later finds them made (all banks' status needs neither).
 */
import { expect } from '@open-wc/testing';
import { heldAnswer, mountFirstList, orderLog } from '../support/first-list.js';
import { watchIntl } from '../support/watch-intl.js';

describe('service-aspsp-list, the count while the request is on its way', () => {
  it('makes the count’s formats while the request is on its way, after the collator', async () => {
    const { seen, once } = orderLog();
    const answer = heldAnswer(['Barclays', 'Lloyds Bank', 'Monzo']);
    // Should the formats never come in flight, the answer comes anyway and the order shows it.
    setTimeout(() => answer.release(), 3000);
    const watches = [
      watchIntl('Collator', once('collator made')),
      watchIntl('PluralRules', once('plural rules made')),
      watchIntl('NumberFormat', () => {
        once('number format made')();
        answer.release();
      }),
    ];
    try {
      const list = await mountFirstList('GB', { firstCard: once('first card shown'), ready: once('ready') });
      await list.until('ready');

      expect(seen).to.deep.equal([
        'collator made',
        'plural rules made',
        'number format made',
        'first card shown',
        'ready',
      ]);
      expect(list.element.querySelector('[role=status]')?.textContent?.trim()).to.equal('Showing all banks');
    } finally {
      answer.restore();
      for (const watch of watches) watch.restore();
    }
  });
});
