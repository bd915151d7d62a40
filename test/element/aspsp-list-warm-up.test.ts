/**
 * An answer that comes while the warm-up (warm-up.ts) runs, in a file of its own so that this
 * list is the page's first and runs the whole warm-up: the warm-up runs in slices and stops
 * when the answer comes, so the PSU sees the first cards without waiting for the rest of it.
 * Its first slice makes the collator and the plural rules; the number format, which no count
 * below a thousand needs, is not made.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { heldAnswer, mountFirstList, orderLog } from '../support/first-list.js';
import { watchIntl } from '../support/watch-intl.js';

describe('service-aspsp-list, an answer that comes during the warm-up', () => {
  it('shows its first cards and fires `ready` before the rest of the warm-up runs', async () => {
    const { seen, once } = orderLog();
    const answer = heldAnswer(['BNP Paribas', 'Crédit Mutuel', 'Société Générale']);
    // The answer comes the moment the warm-up has begun: its first slice makes the collator.
    const collators = watchIntl('Collator', () => {
      once('warm-up begun')();
      answer.release();
    });
    const pluralRules = watchIntl('PluralRules', once('plural rules made'));
    const numberFormats = watchIntl('NumberFormat', once('number format made'));
    try {
      const list = await mountFirstList('FR', { firstCard: once('first card shown'), ready: once('ready') });
      await list.until('ready');
      const status = () => list.element.querySelector('[role=status]')?.textContent?.trim();
      expect(status()).to.equal('Showing all banks');
      // What follows `ready` (the rest of the warm-up) may have run meanwhile.
      const untilReady = seen.slice(0, seen.indexOf('ready') + 1);
      expect(untilReady).to.deep.equal(['warm-up begun', 'plural rules made', 'first card shown', 'ready']);

      list.element.setAttribute('search-term', 'BNP');
      await waitUntil(() => status() === '1 bank found', 'the first count');
    } finally {
      answer.restore();
      collators.restore();
      pluralRules.restore();
      numberFormats.restore();
    }
  });
});
