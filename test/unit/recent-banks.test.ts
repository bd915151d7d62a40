import { expect } from '@open-wc/testing';
import { toBankRecords } from '../../src/aspsp-list/bank-records.js';
import { nextIndexInSections } from '../../src/aspsp-list/list-navigation.js';
import { buildCatalogue, findItems, itemName } from '../../src/aspsp-list/list-items.js';
import {
  maxRecentBanks,
  mergeRecentBank,
  parseRecentBanks,
  recentBanksKey,
  recentInCatalogue,
  serialiseRecentBanks,
} from '../../src/aspsp-list/recent-banks.js';
import { placeRecent } from '../../src/aspsp-list/recent-items.js';
import { parseQuery } from '../../src/aspsp-list/search.js';
import { sortByName } from '../../src/aspsp-list/sort.js';

const nordea = { name: 'Nordea', country: 'FI' };
const op = { name: 'OP', country: 'FI' };
const aktia = { name: 'Aktia', country: 'FI' };
const danske = { name: 'Danske Bank', country: 'FI' };

describe('recentBanksKey', () => {
  it('is versioned and names country, PSU type, service and the sandbox', () => {
    const scope = { country: 'fi', psuType: 'Personal', service: 'ais', sandbox: false };
    expect(recentBanksKey(scope)).to.equal('service-widgets:recent-banks:v1:FI:personal:AIS');
    expect(recentBanksKey({ ...scope, sandbox: true })).to.equal(
      'service-widgets:recent-banks:v1:FI:personal:AIS:sandbox',
    );
    expect(recentBanksKey({ ...scope, psuType: 'business', service: 'PIS' })).to.equal(
      'service-widgets:recent-banks:v1:FI:business:PIS',
    );
  });
});

describe('parseRecentBanks and serialiseRecentBanks', () => {
  it('reads back what it writes: names and countries only, in order', () => {
    const text = serialiseRecentBanks([{ ...nordea, logo: 'x' } as typeof nordea, op]);
    expect(JSON.parse(text)).to.deep.equal([nordea, op]);
    expect(parseRecentBanks(text)).to.deep.equal([nordea, op]);
  });

  it('gives nothing for no entry, garbage, or JSON of another shape', () => {
    expect(parseRecentBanks(null)).to.deep.equal([]);
    expect(parseRecentBanks('{not json')).to.deep.equal([]);
    expect(parseRecentBanks('"Nordea"')).to.deep.equal([]);
    expect(parseRecentBanks('{"name":"Nordea","country":"FI"}')).to.deep.equal([]);
    expect(parseRecentBanks('null')).to.deep.equal([]);
  });

  it('skips malformed and repeated entries and keeps at most three', () => {
    const text = JSON.stringify([
      null,
      { name: 'Nordea' },
      { name: 42, country: 'FI' },
      nordea,
      nordea,
      op,
      aktia,
      danske,
    ]);
    expect(parseRecentBanks(text)).to.deep.equal([nordea, op, aktia]);
  });
});

describe('mergeRecentBank', () => {
  it('puts the chosen bank first, once, and keeps at most three', () => {
    expect(mergeRecentBank([], nordea)).to.deep.equal([nordea]);
    expect(mergeRecentBank([nordea, op], aktia)).to.deep.equal([aktia, nordea, op]);
    expect(mergeRecentBank([nordea, op, aktia], op)).to.deep.equal([op, nordea, aktia]);
    expect(mergeRecentBank([nordea, op, aktia], danske)).to.deep.equal([danske, nordea, op]);
    expect(mergeRecentBank([nordea, op, aktia], danske)).to.have.length(maxRecentBanks);
  });

  it('stores nothing but the name and the country', () => {
    const chosen = { ...nordea, beta: true, psuType: 'personal' } as typeof nordea;
    expect(mergeRecentBank([], chosen)).to.deep.equal([nordea]);
  });
});

describe('recentInCatalogue', () => {
  it('keeps the remembered order and leaves out banks the catalogue no longer has', () => {
    const catalogue = [
      { ...aktia, id: '1' },
      { ...nordea, id: '2' },
      { ...op, id: '3' },
    ];
    expect(recentInCatalogue([op, danske, nordea], catalogue).map((bank) => bank.id)).to.deep.equal([
      '3',
      '2',
    ]);
    expect(recentInCatalogue([{ name: 'Nordea', country: 'SE' }], catalogue)).to.deep.equal([]);
  });
});

describe('placeRecent', () => {
  const collator = new Intl.Collator('en');
  const records = toBankRecords(
    ['Aktia', 'Nordea', 'OP', 'POP Pankki'].map((name) => ({
      name,
      country: 'FI',
      logo: 'https://x.test/logo.svg',
      psu_types: ['personal'],
      auth_methods: [],
      maximum_consent_validity: 90,
      beta: name === 'OP',
    })),
  );
  const catalogue = buildCatalogue(
    sortByName(records, (r) => r.name, collator),
    { noBeta: false, collator },
  );
  const all = findItems(catalogue, parseQuery(''));
  const byName = (name: string) => {
    const found = records.find((record) => record.name === name);
    if (!found) throw new Error(`no ${name}`);
    return found;
  };

  it('puts the recent banks first, in their order, and not again below', () => {
    const placed = placeRecent(all, [byName('OP'), byName('Aktia')], { noBeta: false });
    expect(placed.recentCount).to.equal(2);
    expect(placed.items.map(itemName)).to.deep.equal(['OP', 'Aktia', 'Nordea', 'POP Pankki']);
    expect(new Set(placed.items.map((item) => item.id)).size).to.equal(4);
  });

  it('leaves the list as it is without recent banks, and hides a beta one under no-beta', () => {
    expect(placeRecent(all, [], { noBeta: false })).to.deep.equal({ items: all, recentCount: 0 });
    const placed = placeRecent(all, [byName('OP')], { noBeta: true });
    expect(placed.recentCount).to.equal(0);
  });
});

describe('nextIndexInSections', () => {
  // "Recently used": 3 cards in one row; all banks: 10 cards in 4 columns (rows 3-6, 7-10, 11-12).
  const sections = [
    { count: 3, columns: 3 },
    { count: 10, columns: 4 },
  ];

  it('moves down from the recent row into the first row below, in the same column', () => {
    expect(nextIndexInSections('ArrowDown', 0, sections)).to.equal(3);
    expect(nextIndexInSections('ArrowDown', 2, sections)).to.equal(5);
    expect(nextIndexInSections('ArrowDown', 5, sections)).to.equal(9);
  });

  it('moves up from the first row below into the recent row, and from there to the search box', () => {
    expect(nextIndexInSections('ArrowUp', 4, sections)).to.equal(1);
    // The fourth column has no recent card above it: the last recent card is the nearest.
    expect(nextIndexInSections('ArrowUp', 6, sections)).to.equal(2);
    expect(nextIndexInSections('ArrowUp', 1, sections)).to.equal('search');
    expect(nextIndexInSections('ArrowUp', 8, sections)).to.equal(4);
  });

  it('steps across the boundary with Left and Right, and Home and End span both sections', () => {
    expect(nextIndexInSections('ArrowRight', 2, sections)).to.equal(3);
    expect(nextIndexInSections('ArrowLeft', 3, sections)).to.equal(2);
    expect(nextIndexInSections('Home', 9, sections)).to.equal(0);
    expect(nextIndexInSections('End', 1, sections)).to.equal(12);
  });

  it('reaches the last row of a recent section of two rows, and skips an empty section', () => {
    const twoRows = [
      { count: 3, columns: 2 },
      { count: 4, columns: 2 },
    ];
    expect(nextIndexInSections('ArrowUp', 4, twoRows)).to.equal(2);
    expect(nextIndexInSections('ArrowDown', 2, twoRows)).to.equal(3);
    const onlyRecent = [
      { count: 2, columns: 2 },
      { count: 0, columns: 1 },
    ];
    expect(nextIndexInSections('ArrowDown', 1, onlyRecent)).to.equal(1);
  });
});
