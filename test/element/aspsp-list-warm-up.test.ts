/**
 * An answer that comes while the warm-up (warm-up.ts) runs, in a file of its own so that this
 * list is the page's first and runs the whole warm-up: the warm-up runs in slices and stops
 * when the answer comes, so the PSU sees the first cards without waiting for the rest of it.
 * All banks' status needs no Intl object beyond the collator: the plural rules and number
 * format, which the warm-up did not reach, wait for the first count that needs them.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { aspspEntry } from '../support/aspsp-entry.js';
import { mount } from '../support/mount-with-cleanup.js';
import { watchIntl } from '../support/watch-intl.js';

describe('service-aspsp-list, an answer that comes during the warm-up', () => {
  it('shows its first cards and fires `ready` before the rest of the warm-up runs', async () => {
    const seen: string[] = [];
    const once = (what: string) => () => {
      if (!seen.includes(what)) seen.push(what);
    };
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const answer = JSON.stringify({
      aspsps: ['BNP Paribas', 'Crédit Mutuel', 'Société Générale'].map((name) => aspspEntry(name)),
    });
    const originalFetch = window.fetch;
    // The answer comes the moment the warm-up has begun: its first slice makes the collator.
    window.fetch = () =>
      released.then(() => new Response(answer, { headers: { 'Content-Type': 'application/json' } }));
    const collators = watchIntl('Collator', () => {
      once('warm-up begun')();
      release();
    });
    // The warm-up makes them beside its other slices, which the answer's coming cuts short here.
    const pluralRules = watchIntl('PluralRules', once('plural rules made'));
    const numberFormats = watchIntl('NumberFormat', once('number format made'));
    try {
      const list = await mount('service-aspsp-list', {
        country: 'FR',
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
      expect(list.element.querySelector('[role=status]')?.textContent?.trim()).to.equal('Showing all banks');
      expect(seen).to.deep.equal(['warm-up begun', 'first card shown', 'ready']);

      list.element.setAttribute('search-term', 'BNP');
      const status = () => list.element.querySelector('[role=status]')?.textContent?.trim();
      await waitUntil(() => status() === '1 bank found', 'the first count');
      expect(seen).to.deep.equal([
        'warm-up begun',
        'first card shown',
        'ready',
        'plural rules made',
        'number format made',
      ]);
    } finally {
      window.fetch = originalFetch;
      collators.restore();
      pluralRules.restore();
      numberFormats.restore();
    }
  });
});
