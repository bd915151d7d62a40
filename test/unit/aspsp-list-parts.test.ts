import { expect } from '@open-wc/testing';
import {
  cleanText,
  indexRecords,
  maxNameLength,
  searchKeyOf,
  toBankRecords,
} from '../../src/aspsp-list/bank-records.js';
import { nextIndex } from '../../src/aspsp-list/list-navigation.js';
import {
  buildCatalogue,
  findItems,
  groupMembers,
  itemName,
  matchOf,
} from '../../src/aspsp-list/list-items.js';
import { logoUrl, monogram } from '../../src/aspsp-list/logo.js';
import { RecentLogos } from '../../src/aspsp-list/logo-retention.js';
import { marksAttribute, parseMarks } from '../../src/aspsp-list/match-highlight.js';
import { fold } from '../../src/aspsp-list/fold.js';
import { parseQuery } from '../../src/aspsp-list/search.js';
import { sortByName } from '../../src/aspsp-list/sort.js';
import { aspspEntry } from '../support/aspsp-entry.js';

const aspsp = aspspEntry;

describe('marksAttribute and parseMarks', () => {
  it('write the matched ranges as offsets and read them back', () => {
    expect(marksAttribute([[10, 14]])).to.equal('10,14');
    expect(
      marksAttribute([
        [0, 2],
        [5, 9],
      ]),
    ).to.equal('0,2 5,9');
    expect(marksAttribute([]), 'nothing to mark: no attribute').to.equal(undefined);
    expect(parseMarks('0,2 5,9', 20)).to.deep.equal([
      [0, 2],
      [5, 9],
    ]);
  });

  it('clip ranges to the text and drop what is not a range', () => {
    expect(parseMarks('2,10', 3)).to.deep.equal([[2, 3]]);
    expect(parseMarks('5,9', 3), 'beyond the text').to.deep.equal([]);
    expect(parseMarks('x,2 -1,3 4,4 7 2,x', 20)).to.deep.equal([]);
    expect(parseMarks('', 20)).to.deep.equal([]);
  });
});

describe('nextIndex', () => {
  it('steps one card with Left and Right, one row with Up and Down', () => {
    // 10 cards in 3 columns: rows 0-2, 3-5, 6-8, 9.
    expect(nextIndex('ArrowRight', 4, 10, 3)).to.equal(5);
    expect(nextIndex('ArrowLeft', 4, 10, 3)).to.equal(3);
    expect(nextIndex('ArrowDown', 4, 10, 3)).to.equal(7);
    expect(nextIndex('ArrowUp', 4, 10, 3)).to.equal(1);
  });

  it('goes to the last card when the row below is shorter, and stays on the last row', () => {
    expect(nextIndex('ArrowDown', 8, 10, 3)).to.equal(9);
    expect(nextIndex('ArrowDown', 9, 10, 3)).to.equal(9);
    expect(nextIndex('ArrowDown', 7, 8, 3)).to.equal(7);
  });

  it('leaves the list for the search box from the first row only', () => {
    expect(nextIndex('ArrowUp', 2, 10, 3)).to.equal('search');
    expect(nextIndex('ArrowUp', 0, 10, 1)).to.equal('search');
    expect(nextIndex('ArrowUp', 1, 10, 1)).to.equal(0);
  });

  it('goes to the ends with Home and End, and stays at an edge', () => {
    expect(nextIndex('Home', 7, 10, 3)).to.equal(0);
    expect(nextIndex('End', 2, 10, 3)).to.equal(9);
    expect(nextIndex('ArrowRight', 9, 10, 3)).to.equal(9);
    expect(nextIndex('ArrowLeft', 0, 10, 3)).to.equal(0);
  });

  it('mirrors Left and Right right-to-left', () => {
    expect(nextIndex('ArrowLeft', 4, 10, 3, true)).to.equal(5);
    expect(nextIndex('ArrowRight', 4, 10, 3, true)).to.equal(3);
  });

  it('ignores other keys and an empty list', () => {
    expect(nextIndex('a', 4, 10, 3)).to.equal(undefined);
    expect(nextIndex('ArrowDown', 0, 0, 3)).to.equal(undefined);
  });
});

describe('logoUrl and monogram', () => {
  it('appends the transform and accepts only https or loopback http', () => {
    expect(logoUrl('https://x.test/op.svg', '-/resize/80x/')).to.equal('https://x.test/op.svg-/resize/80x/');
    expect(logoUrl('https://x.test/op.svg', null)).to.equal('https://x.test/op.svg');
    expect(logoUrl('http://127.0.0.1:3600/logos/op.svg', '')).to.equal('http://127.0.0.1:3600/logos/op.svg');
    expect(logoUrl('javascript:alert(1)', null)).to.equal(undefined);
    expect(logoUrl('javascript:alert(1)', null), 'refused again when asked again').to.equal(undefined);
    expect(logoUrl('https://x.test/op.svg', '-/resize/80x/'), 'the same answer the second time').to.equal(
      'https://x.test/op.svg-/resize/80x/',
    );
    expect(logoUrl('data:image/svg+xml,<svg/>', null)).to.equal(undefined);
    expect(logoUrl('http://x.test/op.svg', null)).to.equal(undefined);
    expect(logoUrl('', null)).to.equal(undefined);
  });

  it('takes the initials of the first two words', () => {
    expect(monogram('Danske Bank')).to.equal('DB');
    expect(monogram('Nordea')).to.equal('N');
    expect(monogram('S-Pankki')).to.equal('SP');
    expect(monogram('Ålandsbanken')).to.equal('Å');
    expect(monogram('<b> & </b>')).to.equal('BB');
    expect(monogram('&')).to.equal('');
  });
});

describe('toBankRecords', () => {
  it('keeps usable entries with cleaned names, and their search keys', () => {
    const [record] = toBankRecords([aspsp('  Crédit\u202E  Agricole\n', { bic: 'agrifrpp' })]);
    expect(record).to.include({
      name: 'Crédit Agricole',
      country: 'FR',
      bic: 'AGRIFRPP',
      id: 'bank:Crédit Agricole',
    });
    if (!record) throw new Error('no record');
    expect(searchKeyOf(record)).to.deep.equal({ name: fold('Crédit Agricole', false), bic: 'AGRIFRPP' });
  });

  it('folds no name until its search key is asked for, once', () => {
    const records = toBankRecords([aspsp('Nordea'), aspsp('OP')]);
    expect(records.map((record) => record.key)).to.deep.equal([undefined, undefined]);
    indexRecords(records);
    const [nordea] = records;
    if (!nordea) throw new Error('no record');
    expect(nordea.key?.name.text).to.equal('nordea');
    expect(searchKeyOf(nordea)).to.equal(nordea.key);
  });

  it('drops entries without the required fields, too long, duplicated or from no country', () => {
    const records = toBankRecords([
      null,
      'OP',
      aspsp('Good'),
      aspsp('Good', { beta: true }),
      aspsp('x'.repeat(maxNameLength + 1)),
      aspsp('   '),
      aspsp('No Country', { country: 'Finland' }),
      { ...aspsp('No Logo'), logo: undefined },
      { ...aspsp('No Beta'), beta: 'yes' },
      { ...aspsp('No Methods'), auth_methods: undefined },
    ]);
    expect(records.map((record) => record.name)).to.deep.equal(['Good']);
    expect(records[0]?.beta).to.equal(false);
  });

  it('ignores optional fields it cannot use', () => {
    const [record] = toBankRecords([
      aspsp('Odd', { bic: 'not a bic', group: { name: 42 }, logo: `https://x.test/${'a'.repeat(3000)}` }),
    ]);
    expect(record).to.include({ bic: undefined, group: undefined, logo: '' });
  });

  it('keeps one group for the banks that name it, and tells groups apart by name and logo', () => {
    const records = toBankRecords([
      aspsp('One', { group: { name: 'Sparkassen', logo: 'https://x.test/s.svg' } }),
      aspsp('Two', { group: { name: ' Sparkassen', logo: 'https://x.test/s.svg' } }),
      aspsp('Three', { group: { name: 'Sparkassen', logo: 'https://x.test/other.svg' } }),
    ]);
    const [one, two, three] = records.map((record) => record.group);
    expect(one).to.deep.equal({ name: 'Sparkassen', logo: 'https://x.test/s.svg' });
    expect(two).to.equal(one);
    expect(three).to.deep.equal({ name: 'Sparkassen', logo: 'https://x.test/other.svg' });
  });

  it('cleans text of control and direction characters', () => {
    expect(cleanText('\u202Ebank\u0000 one\t two ')).to.equal('bank one two');
  });

  it('changes a text only where it has something to clean', () => {
    const cleaned: [raw: string, clean: string][] = [
      ['Crédit Agricole d’Île-de-France', 'Crédit Agricole d’Île-de-France'],
      [' Bank', 'Bank'],
      ['Bank ', 'Bank'],
      ['Bank  One', 'Bank One'],
      ['Bank\u00a0One', 'Bank One'],
      ['Bank\nOne', 'BankOne'],
      ['Bank\u200bOne', 'BankOne'],
      ['Bank\u2028One', 'BankOne'],
      ['Bank\u2066One\u2069', 'BankOne'],
    ];
    for (const [raw, clean] of cleaned) expect(cleanText(raw), JSON.stringify(raw)).to.equal(clean);
  });
});

describe('buildCatalogue and findItems', () => {
  const group = { name: 'Crédit Agricole', logo: 'https://x.test/ca.svg' };
  const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
  const records = sortByName(
    toBankRecords([
      aspsp('Société Générale'),
      aspsp('Crédit Agricole Alpes Provence', { group }),
      aspsp('Crédit Agricole de Lorraine', { group, beta: true }),
      aspsp('BNP Paribas', { bic: 'BNPAFRPP' }),
      aspsp('Boursorama', { beta: true }),
    ]),
    (record) => record.name,
    collator,
  );

  it('lists groups and the banks outside them, sorted, and every bank for search', () => {
    const catalogue = buildCatalogue(records, { noBeta: false, collator });
    expect(catalogue.top.map(itemName)).to.deep.equal([
      'BNP Paribas',
      'Boursorama',
      'Crédit Agricole',
      'Société Générale',
    ]);
    expect(catalogue.searchable().map(itemName)).to.deep.equal([
      'BNP Paribas',
      'Boursorama',
      'Crédit Agricole',
      'Crédit Agricole Alpes Provence',
      'Crédit Agricole de Lorraine',
      'Société Générale',
    ]);
    const members = groupMembers(catalogue.groups.get('Crédit Agricole') as never);
    expect(members.map(itemName)).to.deep.equal([
      'Crédit Agricole Alpes Provence',
      'Crédit Agricole de Lorraine',
    ]);
    expect(members.every((member) => !member.showGroup)).to.equal(true);
  });

  it('leaves beta banks out with noBeta, and a group left with one member becomes that bank', () => {
    const catalogue = buildCatalogue(records, { noBeta: true, collator });
    expect(catalogue.top.map(itemName)).to.deep.equal([
      'BNP Paribas',
      'Crédit Agricole Alpes Provence',
      'Société Générale',
    ]);
    expect(catalogue.groups.size).to.equal(0);
  });

  it('finds groups and members, best first, and everything for an empty query', () => {
    const catalogue = buildCatalogue(records, { noBeta: false, collator });
    expect(findItems(catalogue, parseQuery('')).map(itemName)).to.deep.equal(catalogue.top.map(itemName));
    const query = parseQuery('credit agricole');
    const found = findItems(catalogue, query);
    expect(found.map(itemName)).to.deep.equal([
      'Crédit Agricole',
      'Crédit Agricole Alpes Provence',
      'Crédit Agricole de Lorraine',
    ]);
    expect(found[0]?.kind).to.equal('group');
    expect(found[1] && matchOf(found[1], query)?.ranges).to.deep.equal([[0, 15, false]]);
    expect(found[1] && matchOf(found[1], parseQuery('')), 'nothing to mark without a query').to.equal(
      undefined,
    );
    expect(findItems(catalogue, parseQuery('bnpa')).map(itemName)).to.deep.equal(['BNP Paribas']);
  });
});

describe('RecentLogos', () => {
  const url = (n: number) => `${window.location.origin}/no-such-logo-${n}.svg`;
  const heldUrls = (logos: RecentLogos) => logos.held().map((image) => image.src);

  it('holds a detached copy of each logo shown, requested as the card requests it', () => {
    const logos = new RecentLogos(3);
    logos.retain(url(1));
    const [image] = logos.held();
    expect(image?.src).to.equal(url(1));
    expect(image?.referrerPolicy).to.equal('no-referrer');
    expect(image?.isConnected).to.equal(false);
  });

  it('keeps the most recently shown logos up to its limit, once each', () => {
    const logos = new RecentLogos(3);
    for (const n of [1, 2, 3, 1, 4]) logos.retain(url(n));
    expect(heldUrls(logos)).to.deep.equal([url(3), url(1), url(4)]);
  });
});
