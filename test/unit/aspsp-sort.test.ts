import { expect } from '@open-wc/testing';
import { compareNames, mergeByName, sortByName } from '../../src/aspsp-list/sort.js';

const collator = (locale: string) => new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
const identity = (name: string) => name;

describe('sortByName', () => {
  const names = ['Säästöpankki', 'OP', 'Ålandsbanken', 'Aktia', 'S-Pankki', 'Danske Bank'];

  it('sorts as the language does: Å with A in English, after Z in Finnish and Swedish', () => {
    expect(sortByName(names, identity, collator('en'))).to.deep.equal([
      'Aktia',
      'Ålandsbanken',
      'Danske Bank',
      'OP',
      'S-Pankki',
      'Säästöpankki',
    ]);
    for (const locale of ['fi', 'sv']) {
      expect(sortByName(names, identity, collator(locale)), locale).to.deep.equal([
        'Aktia',
        'Danske Bank',
        'OP',
        'S-Pankki',
        'Säästöpankki',
        'Ålandsbanken',
      ]);
    }
  });

  it('sorts German as German: Ä with A, Ö with O, ß as ss; Swedish puts them after Z', () => {
    const german = [
      'Zürcher Bank',
      'Ärztebank',
      'Apobank',
      'Oberbank',
      'Österreichische Bank',
      'Straßenbank',
      'Strasbank',
    ];
    expect(sortByName(german, identity, collator('de'))).to.deep.equal([
      'Apobank',
      'Ärztebank',
      'Oberbank',
      'Österreichische Bank',
      'Strasbank',
      'Straßenbank',
      'Zürcher Bank',
    ]);
    expect(sortByName(german, identity, collator('sv')).slice(-2)).to.deep.equal([
      'Ärztebank',
      'Österreichische Bank',
    ]);
  });

  it('sorts Spanish as Spanish: Ñ is a letter of its own, after N', () => {
    const names = ['Ocaso Banca', 'Ñandú Finanzas', 'Nuevo Banco'];
    expect(sortByName(names, identity, collator('es'))).to.deep.equal([
      'Nuevo Banco',
      'Ñandú Finanzas',
      'Ocaso Banca',
    ]);
    expect(sortByName(names, identity, collator('en'))).to.deep.equal([
      'Ñandú Finanzas',
      'Nuevo Banco',
      'Ocaso Banca',
    ]);
  });

  it('sorts numbers by value', () => {
    expect(sortByName(['Bank 10', 'Bank 9', 'Bank 100'], identity, collator('en'))).to.deep.equal([
      'Bank 9',
      'Bank 10',
      'Bank 100',
    ]);
  });

  it('sorts items by the name it is given, without changing the input', () => {
    const items = [{ name: 'b' }, { name: 'a' }];
    expect(sortByName(items, (item) => item.name, collator('en'))).to.deep.equal([
      { name: 'a' },
      { name: 'b' },
    ]);
    expect(items[0]?.name).to.equal('b');
  });

  it('gives names the collator calls equal one fixed order', () => {
    const compare = compareNames(collator('en'));
    expect(compare('OP', 'Op')).to.equal(-compare('Op', 'OP'));
    expect(compare('OP', 'Op')).not.to.equal(0);
    expect(sortByName(['Op', 'OP'], identity, collator('en'))).to.deep.equal(
      sortByName(['OP', 'Op'], identity, collator('en')),
    );
  });
});

describe('mergeByName', () => {
  it('merges two sorted lists into one sorted list', () => {
    const en = collator('en');
    expect(
      mergeByName(['Ålandsbanken', 'Nordea'], ['Aktia', 'Danske Bank', 'OP'], identity, en),
    ).to.deep.equal(['Aktia', 'Ålandsbanken', 'Danske Bank', 'Nordea', 'OP']);
    expect(mergeByName([], ['a'], identity, en)).to.deep.equal(['a']);
    expect(mergeByName(['a'], [], identity, en)).to.deep.equal(['a']);
  });

  it('gives what sorting both lists together gives, the first list first on a tie', () => {
    const en = collator('en');
    const pool = [
      'Aktia',
      'OP',
      'Op',
      'op',
      'Ålandsbanken',
      'Nordea',
      'S-Pankki',
      'Säästöpankki',
      'Bank 2',
      'Bank 10',
      'Zürich',
    ];
    let seed = 7;
    const next = () => (seed = (seed * 48271) % 2147483647);
    const pick = (count: number) =>
      sortByName(
        Array.from({ length: count }, () => pool[next() % pool.length] as string),
        identity,
        en,
      );
    for (let round = 0; round < 200; round++) {
      const a = pick(next() % 5).map((name) => ({ name, from: 'a' }));
      const b = pick(next() % 30).map((name) => ({ name, from: 'b' }));
      const compare = compareNames(en);
      // Array.prototype.sort is stable: of two names the collator calls equal, the one of `a` stays first.
      const expected = [...a, ...b].sort((x, y) => compare(x.name, y.name));
      expect(
        mergeByName(a, b, (item) => item.name, en),
        `round ${round}`,
      ).to.deep.equal(expected);
    }
  });
});
