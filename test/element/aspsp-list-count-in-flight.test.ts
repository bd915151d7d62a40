/**
 * The count's Intl objects on a page's first bank list, in a file of its own so that this list
 * runs the whole warm-up (warm-up.ts): while the request is on its way, after the collator,
 * the plural rules and number format that a search's count needs are made, so that an answer
 * that comes later finds them made (all banks' status needs neither).
 */
import { expect } from '@open-wc/testing';
import { aspspEntry } from '../support/aspsp-entry.js';
import { mount } from '../support/mount-with-cleanup.js';
import { watchIntl } from '../support/watch-intl.js';

describe('service-aspsp-list, the count while the request is on its way', () => {
  it('makes the count’s formats while the request is on its way, after the collator', async () => {
    const seen: string[] = [];
    const once = (what: string) => () => {
      if (!seen.includes(what)) seen.push(what);
    };
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    // Should the formats never come in flight, the answer comes anyway and the order shows it.
    setTimeout(() => release(), 3000);
    const answer = JSON.stringify({
      aspsps: ['Barclays', 'Lloyds Bank', 'Monzo'].map((name) => aspspEntry(name)),
    });
    const originalFetch = window.fetch;
    window.fetch = () =>
      released.then(() => new Response(answer, { headers: { 'Content-Type': 'application/json' } }));
    const watches = [
      watchIntl('Collator', once('collator made')),
      watchIntl('PluralRules', once('plural rules made')),
      watchIntl('NumberFormat', () => {
        once('number format made')();
        release();
      }),
    ];
    try {
      const list = await mount('service-aspsp-list', {
        country: 'GB',
        'psu-type': 'personal',
        service: 'AIS',
        origin: 'https://service.test',
        locale: 'en',
      });
      new MutationObserver(() => {
        if (list.element.querySelector('[role=option]')) once('first card shown')();
      }).observe(list.element, { childList: true, subtree: true });
      list.element.addEventListener('ready', once('ready'));
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
      window.fetch = originalFetch;
      for (const watch of watches) watch.restore();
    }
  });
});
