/**
 * The first search of a page's first bank list, in a file of its own so that no earlier test
 * has prepared the list's templates: the warm-up (warm-up.ts, after `ready` for what the answer
 * cut short of it) and the first render must have made every template a search shows, so the
 * PSU's first keystroke prepares none (preparing them there made it several times slower than
 * later keystrokes).
 */
import { expect } from '@open-wc/testing';
import { browserClock } from '../../src/elements/run-in-slices.js';
import { backend } from '../support/backend.js';
import { mount } from '../support/mount-with-cleanup.js';
import { templatesPreparedDuring } from '../support/warm-up-checks.js';

describe('service-aspsp-list, the first search on a page', () => {
  it('prepares no template while the PSU types: the group line and the "more" sentinel included', async () => {
    await backend.reset();
    const origin = await backend.origin();
    const bank = (name: string, group?: string) => ({
      name,
      country: 'DE',
      logo: `${origin}/logos/op.svg`,
      psu_types: ['personal'],
      auth_methods: [],
      maximum_consent_validity: 7776000,
      beta: false,
      ...(group ? { group: { name: group, logo: '' } } : {}),
    });
    // A group of 60 banks behind one card, and 10 banks of their own: all fit the first page.
    const members = Array.from({ length: 60 }, (_, index) => bank(`Volksbank ${index + 1}`, 'Volksbanken'));
    const others = Array.from({ length: 10 }, (_, index) => bank(`Sparkasse ${index + 1}`));
    await backend.setFault({ path: '/aspsps', body: JSON.stringify({ aspsps: [...members, ...others] }) });
    const list = await mount('service-aspsp-list', {
      country: 'DE',
      'psu-type': 'personal',
      service: 'AIS',
      origin,
      sandbox: true,
      locale: 'en',
    });
    await list.until('ready');
    // What the answer cut short of the warm-up runs after `ready`, a slice per task behind any
    // that is due, from the first task after a frame has painted: it has run a moment later.
    await new Promise<void>((resolve) => browserClock.afterPaint(resolve));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(list.element.querySelectorAll('[role=option]')).to.have.length(11);

    const prepared = await templatesPreparedDuring(async () => {
      list.element.setAttribute('search-term', 'v');
      await list.element.updateComplete;
    });

    const shown = [...list.element.querySelectorAll('[role=option]')];
    expect(shown, "the first page of the group's banks").to.have.length(24);
    expect(shown[0]?.textContent).to.contain('Volksbanken');
    expect(prepared).to.equal(0);
  });
});
