/**
 * A German first visit, in a file of its own so that this list is the page's first and runs
 * the whole warm-up: most banks belong to a network, so group cards, each with its number of
 * banks, stand on the first screen. Their count needs the plural rules, made while the request
 * is on its way; the number format, which no count below a thousand needs, is never made
 * between the answer and `ready`.
 */
import { expect } from '@open-wc/testing';
import { aspspEntry } from '../support/aspsp-entry.js';
import { heldAnswer, mountFirstList, orderLog } from '../support/first-list.js';
import { watchIntl } from '../support/watch-intl.js';

const sparkassen = { name: 'Sparkassen-Finanzgruppe', logo: '' };
const volksbanken = { name: 'Volksbanken Raiffeisenbanken', logo: '' };

function germanBank(name: string, group?: { name: string; logo: string }) {
  return aspspEntry(name, { country: 'DE', ...(group ? { group } : {}) });
}

const answerBanks = [
  ...['Köln Bonn', 'Düsseldorf', 'München', 'Nürnberg', 'Hannover', 'Bremen', 'Essen'].map((town) =>
    germanBank(`Sparkasse ${town}`, sparkassen),
  ),
  ...['Mittelhessen', 'Stuttgart', 'Berliner', 'Südwest'].map((name) =>
    germanBank(`Volksbank ${name}`, volksbanken),
  ),
  germanBank('Commerzbank'),
  germanBank('Deutsche Bank'),
];

describe('service-aspsp-list, a German first visit with group cards on the first screen', () => {
  it('makes the plural rules in flight, writes each group’s count, and makes no number format before `ready`', async () => {
    const { seen, once } = orderLog();
    const answer = heldAnswer(answerBanks);
    // Should the plural rules never come in flight, the answer comes anyway and the order shows it.
    setTimeout(() => answer.release(), 3000);
    const watches = [
      watchIntl('Collator', once('collator made')),
      watchIntl('PluralRules', () => {
        once('plural rules made')();
        answer.release();
      }),
      watchIntl('NumberFormat', once('number format made')),
    ];
    try {
      let countsAtReady: string[] = [];
      const list = await mountFirstList(
        'DE',
        {
          firstCard: once('first card shown'),
          ready: () => {
            once('ready')();
            countsAtReady = [...list.element.querySelectorAll('[role=option] .service-aspsp-detail')].map(
              (detail) => detail.textContent?.trim() ?? '',
            );
          },
        },
        'de',
      );
      await list.until('ready');

      const untilReady = seen.slice(0, seen.indexOf('ready') + 1);
      expect(untilReady).to.deep.equal(['collator made', 'plural rules made', 'first card shown', 'ready']);
      expect(countsAtReady, 'each group card’s count, in German').to.deep.equal(['7 Banken', '4 Banken']);
    } finally {
      answer.restore();
      for (const watch of watches) watch.restore();
    }
  });
});
