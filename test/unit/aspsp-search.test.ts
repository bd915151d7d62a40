import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import {
  isEmptyQuery,
  marksOf,
  matchKey,
  mayMatch,
  parseQuery,
  Rank,
  search,
  searchKey,
  typoPrefixLength,
  type SearchKey,
} from '../../src/aspsp-list/search.js';
import { fold } from '../../src/aspsp-list/fold.js';

const matches = (name: string, query: string, bic?: string) =>
  matchKey(searchKey(name, bic), parseQuery(query));

/** The marked parts of a name, as the element would show them. */
function marked(name: string, query: string): string[] {
  const match = matches(name, query);
  if (!match) return [];
  return marksOf(name, match).map(([start, end]) => name.slice(start, end));
}

describe('fold', () => {
  it('lowercases, strips diacritics and separates words by one space', () => {
    expect(fold('Crédit Agricole  d’Île-de-France').text).to.equal('credit agricole d ile de france');
    expect(fold('  OP  ').text).to.equal('op');
    expect(fold('Lån & Spar Bank').text).to.equal('lan spar bank');
  });

  it('folds the transliterations to the same text as the letters they stand for', () => {
    expect(fold('Köln').text).to.equal(fold('Koeln').text);
    expect(fold('Köln').text).to.equal(fold('koln').text);
    expect(fold('Säästöpankki').text).to.equal(fold('Saeaestoepankki').text);
    expect(fold('Säästöpankki').text).to.equal(fold('saastopankki').text);
    expect(fold('München').text).to.equal(fold('Muenchen').text);
    expect(fold('Weißenburg').text).to.equal(fold('Weissenburg').text);
    expect(fold('Ringkjøbing').text).to.equal(fold('Ringkjobing').text);
    expect(fold('Ålandsbanken').text).to.equal(fold('Aalandsbanken').text);
    expect(fold('Ålandsbanken').text).to.equal(fold('alandsbanken').text);
    expect(fold('Færøerne').text).to.equal(fold('Faeroerne').text);
    expect(fold('Łódź').text).to.equal('lodz');
  });

  it('handles decomposed input and characters outside the BMP', () => {
    expect(fold('Ko\u0308ln').text).to.equal(fold('Köln').text);
    const folded = fold('Bank 😀 One');
    expect(folded.text).to.equal('bank one');
    expect(folded.starts[folded.text.indexOf('o')]).to.equal('Bank 😀 '.length);
  });

  it('records word starts after separators and at a change to upper case', () => {
    const folded = fold('Sparkasse KölnBonn');
    const words = folded.wordStarts.map((start) => folded.text.slice(start));
    expect(words).to.deep.equal(['sparkase kolnbonn', 'kolnbonn', 'bonn']);
    expect(fold('TARGOBANK').wordStarts).to.deep.equal([0]);
    expect(fold('HypoVereinsbank').wordStarts).to.deep.equal([0, 4]);
  });

  it('folds a name in ASCII or Latin letters without sources as the character-by-character fold does', () => {
    // Without sources, a text in printable ASCII, or in Latin letters with diacritics written
    // as ASCII first, takes the engine's string functions (fold-ascii.ts); with them, it takes
    // the loop. Both must give the same text and words.
    const withoutSources = (text: string) => fold(text, false);
    const bySources = (text: string) => {
      const { text: folded, wordStarts } = fold(text);
      return { text: folded, wordStarts };
    };
    expect(withoutSources('Volksbank Mittelhessen eG')).to.deep.equal({
      text: 'volksbank mittelhesen eg',
      wordStarts: [0, 10, 22, 23],
    });
    expect(withoutSources('SaarLB')).to.deep.equal(bySources('SaarLB'));
    expect(withoutSources('Bank Spółdzielczy w Łódź')).to.deep.equal({
      text: 'bank spoldzielczy w lodz',
      wordStarts: [0, 5, 18, 20],
    });
    expect(withoutSources('Šiaulių ÆbleBank')).to.deep.equal(bySources('Šiaulių ÆbleBank'));
    // Digraphs, case changes and separators next to each other, where the two could part.
    const tricky = fc
      .array(
        fc.constantFrom(
          ...['a', 'e', 'o', 'u', 's', 'A', 'E', 'O', 'U', 'S', 'b', 'B', '1', ' ', '-', "'"],
          // Latin letters with diacritics, with a case and without, marks, dashes, and beyond.
          ...['ä', 'Ä', 'ö', 'Ø', 'ß', 'ẞ', 'ł', 'Ł', 'ś', 'Ž', 'æ', 'Æ', 'İ', 'ı', 'ą', 'ė', 'ª', '½'],
          ...['\u0301', '\u0308', '–', '\u00a0', '\t', '\u0085', 'Ж', 'Ω', '😀', '𐐀', '\ud800'],
        ),
        {
          maxLength: 16,
        },
      )
      .map((characters) => characters.join(''));
    fc.assert(
      fc.property(fc.oneof(tricky, fc.string({ maxLength: 24 })), (text) => {
        expect(withoutSources(text)).to.deep.equal(bySources(text));
      }),
      { numRuns: 2000 },
    );
  });

  it('maps every folded character back to its source', () => {
    const name = 'Säästöpankki';
    const folded = fold(name);
    expect(folded.starts).to.have.length(folded.text.length);
    expect(folded.ends).to.have.length(folded.text.length);
    expect(name.slice(folded.starts[0], folded.ends[folded.text.length - 1])).to.equal(name);
  });

  // Folding reuses its buffers from one call to the next (fold.ts): no result may share them.
  it('leaves each result as it was when later texts are folded', () => {
    const first = fold('Sparkasse KölnBonn', false);
    const withSources = fold('HypoVereinsbank');
    fold('A B C D E F G H', false);
    fold('x', false);
    expect(first.text).to.equal('sparkase kolnbonn');
    expect(first.wordStarts).to.deep.equal([0, 9, 13]);
    expect(withSources.text).to.equal('hypovereinsbank');
    expect(withSources.wordStarts).to.deep.equal([0, 4]);
    expect(withSources.starts).to.have.length(withSources.text.length);
  });

  it('folds a text of any length', () => {
    const long = 'Bank '.repeat(300);
    const folded = fold(long, false);
    expect(folded.text).to.equal(Array.from({ length: 300 }, () => 'bank').join(' '));
    expect(folded.wordStarts).to.have.length(300);
    expect(folded.wordStarts.at(-1)).to.equal(299 * 5);
    // A shorter text after it keeps nothing of the longer one.
    expect(fold('Köln', false).text).to.equal('koln');
    // Beyond what one call of any engine takes as arguments.
    expect(fold('x'.repeat(100_000)).text).to.equal('x'.repeat(100_000));
  });
});

describe('parseQuery', () => {
  it('gives the folded phrase, its words and the BIC form', () => {
    expect(parseQuery(' Crédit  Agricole ')).to.deep.equal({
      phrase: 'credit agricole',
      tokens: ['credit', 'agricole'],
      absorbed: [false, false],
      bic: 'CRDITAGRICOLE',
    });
    expect(parseQuery('OKOY-FIHH').bic).to.equal('OKOYFIHH');
    expect(parseQuery('sää koe ko').absorbed).to.deep.equal([true, true, false]);
  });

  it('treats an empty or punctuation-only query as no filter', () => {
    expect(isEmptyQuery(parseQuery(''))).to.equal(true);
    expect(isEmptyQuery(parseQuery('  - & '))).to.equal(true);
    expect(isEmptyQuery(parseQuery('a'))).to.equal(false);
  });
});

describe('matchKey', () => {
  it('ranks the exact name, then a name starting with the query, then word starts', () => {
    expect(matches('OP', 'op')?.rank).to.equal(Rank.exact);
    expect(matches('Nordea', 'nor')?.rank).to.equal(Rank.prefix);
    expect(matches('Crédit Agricole Alpes Provence', 'credit alpes')?.rank).to.equal(Rank.firstWord);
    expect(matches('Crédit Agricole Alpes Provence', 'alpes credit')?.rank).to.equal(Rank.wordStart);
    expect(matches('Danske Bank', 'bank')?.rank).to.equal(Rank.wordStart);
    expect(matches('Nordea', 'Nrodea')?.rank).to.equal(Rank.typo);
  });

  it('matches word starts only, never inside a word', () => {
    expect(matches('Säästöpankki', 'pankki')).to.equal(undefined);
    expect(matches('S-Pankki', 'pankki')?.rank).to.equal(Rank.wordStart);
    expect(matches('Kreissparkasse Köln', 'sparkasse')).to.equal(undefined);
  });

  it('needs every query word to match', () => {
    expect(matches('Danske Bank', 'danske bank')?.rank).to.equal(Rank.exact);
    expect(matches('Danske Bank', 'danske nordea')).to.equal(undefined);
  });

  it('marks the matched part of the original name', () => {
    expect(marked('Kreissparkasse Köln', 'koeln')).to.deep.equal(['Köln']);
    expect(marked('Säästöpankki', 'saastopankki')).to.deep.equal(['Säästöpankki']);
    expect(marked('Säästöpankki', 'SÄÄ')).to.deep.equal(['Sää']);
    expect(marked('Raiffeisenbank Weißenburg-Gunzenhausen', 'weiss')).to.deep.equal(['Weiß']);
    expect(marked('Lån & Spar Bank', 'laan & spar')).to.deep.equal(['Lån & Spar']);
    expect(marked('Crédit Agricole Alpes Provence', 'provence credit')).to.deep.equal(['Crédit', 'Provence']);
    expect(marked('Sparkasse KölnBonn', 'bonn')).to.deep.equal(['Bonn']);
    expect(marked('Handelsbanken', 'handelsbnken')).to.deep.equal(['Handelsbanken']);
  });

  it('marks what was typed of a transliterated letter', () => {
    expect(marked('Koeln', 'ko')).to.deep.equal(['Ko']);
    expect(marked('Koeln', 'koe')).to.deep.equal(['Koe']);
    expect(marked('Köln', 'koe')).to.deep.equal(['Kö']);
    expect(marked('Sparkasse', 'sparkas')).to.deep.equal(['Sparkas']);
    expect(marked('Sparkasse', 'sparkass')).to.deep.equal(['Sparkass']);
    expect(marked('Oma Säästöpankki', 'oma sää')).to.deep.equal(['Oma Sää']);
  });

  it('merges overlapping marks', () => {
    const match = matches('Danske Bank', 'dan danske');
    expect(match && marksOf('Danske Bank', match)).to.deep.equal([[0, 6]]);
  });

  it('finds the BIC from four characters, and its 11-character form', () => {
    expect(matches('OP', 'OKOYFIHH', 'OKOYFIHH')).to.deep.equal({ rank: Rank.bic, ranges: [], bic: [0, 8] });
    expect(matches('OP', 'okoy', 'OKOYFIHH')?.bic).to.deep.equal([0, 4]);
    expect(matches('OP', 'oko', 'OKOYFIHH')).to.equal(undefined);
    expect(matches('OP', 'OKOYFIHHXXX', 'OKOYFIHH')?.bic).to.deep.equal([0, 8]);
    expect(matches('OP', 'OKOYFIHHXXX', 'OKOYFIHHABC')).to.equal(undefined);
    expect(matches('Nordea', 'nordea', 'NDEAFIHH')?.bic, 'a name match wins').to.equal(undefined);
  });

  it('forgives one typo in words of five characters or more', () => {
    expect(matches('Nordea', 'nrodea')?.rank, 'swapped').to.equal(Rank.typo);
    expect(matches('Nordea', 'nordia')?.rank, 'wrong').to.equal(Rank.typo);
    expect(matches('Nordea', 'nordeax')?.rank, 'extra').to.equal(Rank.typo);
    expect(matches('Nordea', 'nordeaa')?.rank, 'aa folds to a').to.equal(Rank.exact);
    expect(matches('Nordea', 'norda')?.rank, 'missing').to.equal(Rank.typo);
    expect(matches('Nordea', 'nrodae'), 'two typos').to.equal(undefined);
    expect(matches('Nordea', 'nrod'), 'a short word').to.equal(undefined);
    expect(matches('Aktia', 'akt1a')?.rank).to.equal(Rank.typo);
  });
});

describe('matchKey, as people type on keyboards without the letters', () => {
  const finds = (name: string, query: string) =>
    expect(matches(name, query), `${query} → ${name}`).to.not.equal(undefined);

  it('finds German banks typed without umlauts or ß', () => {
    finds('Stadtsparkasse München', 'Muenchen');
    finds('Stadtsparkasse München', 'munchen');
    finds('Bankhaus Straße', 'Strasse');
    finds('Volksbank an der Weinstraße', 'weinstrasse');
    finds('Raiffeisenbank Österreich', 'Raiffeisenbank Oesterreich');
    finds('Raiffeisenlandesbank Oberösterreich', 'raiffeisenlandesbank oberoesterreich');
  });

  it('finds Spanish and Portuguese banks typed without accents, or with one too many', () => {
    finds('Caixa Geral de Depósitos', 'Caixa Geral');
    finds('Caixa Geral de Depósitos', 'caixa geral de depositos');
    finds('Bankinter', 'bankinter');
    finds('Abanca', 'ábanca');
    finds('Abanca', 'abanca');
    finds('Caja Rural de Castilla-La Mancha', 'castilla la mancha');
    finds('Caja España', 'espana');
    finds('Banco Comercial Português', 'banco comercial portugues');
  });

  it('finds Italian banks typed without accents or apostrophes', () => {
    finds('Banca Popolare dell’Emilia Romagna', 'popolare emilia');
    finds('Crédit Agricole Italia', 'credit agricole');
  });
});

describe('typoPrefixLength', () => {
  it('measures the prefix of the text that matches with at most one edit', () => {
    expect(typoPrefixLength('nordea', 'nordea', 0)).to.equal(6);
    expect(typoPrefixLength('norde', 'nordea', 0)).to.equal(5);
    expect(typoPrefixLength('nrodea', 'nordea', 0)).to.equal(6);
    expect(typoPrefixLength('nordxa', 'nordea', 0)).to.equal(6);
    expect(typoPrefixLength('nordeaa', 'nordea', 0)).to.equal(6);
    expect(typoPrefixLength('norea', 'nordea', 0)).to.equal(6);
    expect(typoPrefixLength('bank', 'danske bank', 7)).to.equal(4);
    expect(typoPrefixLength('xxxxx', 'nordea', 0)).to.equal(-1);
  });

  it('never reads past either end', () => {
    expect(typoPrefixLength('abcdx', 'abcd', 0)).to.equal(4);
    expect(typoPrefixLength('abdc', 'abc', 0)).to.equal(3);
    expect(typoPrefixLength('abdce', 'abc', 0)).to.equal(-1);
    expect(typoPrefixLength('ab', 'ba', 0)).to.equal(2);
  });
});

/** Bank names of one to `most` of `words`. */
const bankNames = (words: string[], most: number) =>
  fc.array(fc.constantFrom(...words), { minLength: 1, maxLength: most }).map((parts) => parts.join(' '));

describe('search', () => {
  /** Every item's search key is made already. */
  const allKeyed = () => undefined;
  const banks = [
    'Berliner Sparkasse',
    'Kreissparkasse Köln',
    'Sparkasse Hannover',
    'Sparkasse KölnBonn',
    'Sparkassen-Finanzgruppe',
  ];
  const keys = new Map<string, SearchKey>(banks.map((name) => [name, searchKey(name)]));
  const keyOf = (name: string) => keys.get(name) as SearchKey;

  it('puts better ranks first and keeps the given order within a rank', () => {
    const found = search(banks, keyOf, parseQuery('sparkasse'), allKeyed);
    expect(found).to.deep.equal([
      'Sparkasse Hannover',
      'Sparkasse KölnBonn',
      'Sparkassen-Finanzgruppe',
      'Berliner Sparkasse',
    ]);
  });

  it('returns nothing when nothing matches', () => {
    expect(search(banks, keyOf, parseQuery('nordea'), allKeyed)).to.deep.equal([]);
  });

  it('folds only the names not yet folded that may match', () => {
    const folded: string[] = [];
    const unfolded = ['Sparkasse Bonn', 'Volksbank Hannover', 'Bank Łódź', 'Växjö Sparbank', 'Банк Восток'];
    const found = search(
      unfolded,
      (name) => {
        folded.push(name);
        return searchKey(name);
      },
      parseQuery('v'),
      (name) => name,
    );
    expect(found).to.deep.equal(['Volksbank Hannover', 'Växjö Sparbank']);
    // No "v" in "Sparkasse Bonn" nor in "Bank Lodz"; a name in another script is folded to be sure.
    expect(folded).to.deep.equal(['Volksbank Hannover', 'Växjö Sparbank', 'Банк Восток']);
  });

  it('never leaves out a name that matches', () => {
    const words = [
      'Sparkasse',
      'KölnBonn',
      'Koeln',
      'Volksbank',
      'Raiffeisen',
      'Straße',
      'VR-Bank',
      'ABN AMRO',
      'HypoVereinsbank',
      'Aareal',
      'Łódź',
      'Växjö',
      'Øst',
      'Восток',
    ];
    const name = bankNames(words, 3);
    const typed = fc.oneof(
      fc
        .tuple(fc.constantFrom(...words), fc.integer({ min: 1, max: 9 }))
        .map(([word, length]) => word.slice(0, length)),
      fc.constantFrom(
        'sparkase',
        'olksbank',
        'vlksbank',
        'ovlksbank',
        'xolksbank',
        'qvolksbank',
        'zparkasse',
        'xłódź',
        'raifeisen',
        'koln',
        'hypov',
        'DEUT',
        'deutdeff',
        'aa',
      ),
      fc.string({ maxLength: 6 }),
    );
    fc.assert(
      fc.property(
        name,
        fc.option(fc.constantFrom('DEUTDEFF', 'VOBADE33'), { nil: undefined }),
        typed,
        (bankName, bic, text) => {
          const query = parseQuery(text);
          if (matchKey(searchKey(bankName, bic), query)) expect(mayMatch(bankName, query)).to.equal(true);
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('filters 2,500 folded names per keystroke', () => {
    const many = Array.from({ length: 2500 }, (_, index) => `Raiffeisenbank Ort ${index}`);
    const manyKeys = many.map((name) => searchKey(name));
    const found = search(manyKeys, (key) => key, parseQuery('ort 1234'), allKeyed);
    expect(found).to.have.length(1);
    expect(found[0]?.name.text).to.equal('raiffeisenbank ort 1234');
  });

  it('ranks every name as matchKey does, without making its match', () => {
    // search() ranks without the ranges; matchKey() finds them for the cards shown. They must agree.
    const words = [
      'Spar',
      'Sparkasse',
      'Köln',
      'Koeln',
      'Bonn',
      'Volksbank',
      'Raiffeisen',
      'Øst',
      'Crédit',
      'Straße',
    ];
    const name = bankNames(words, 4);
    const prefix = fc.tuple(fc.constantFrom(...words), fc.integer({ min: 1, max: 6 }));
    const query = fc.oneof(
      // One or two word starts: prefix, first-word and word-start ranks.
      fc
        .array(prefix, { minLength: 1, maxLength: 2 })
        .map((parts) => parts.map(([word, length]) => word.slice(0, length)).join(' ')),
      // Typos, a BIC, nothing.
      fc.constantFrom('sparkase', 'volksbnak', 'raifeisen', 'DEUTDEFF', 'deut', ''),
      fc.string({ maxLength: 6 }),
    );
    fc.assert(
      fc.property(fc.array(name, { maxLength: 12 }), query, (names, text) => {
        const keyed = names.map((bankName, index) =>
          searchKey(bankName, index % 3 === 0 ? 'DEUTDEFF' : undefined),
        );
        const parsed = parseQuery(text);
        const expected = keyed
          .map((key) => ({ key, match: matchKey(key, parsed) }))
          .filter((found) => found.match !== undefined)
          .sort((a, b) => (a.match?.rank ?? 0) - (b.match?.rank ?? 0))
          .map((found) => found.key);
        expect(search(keyed, (key) => key, parsed, allKeyed)).to.deep.equal(expected);
      }),
      { numRuns: 500 },
    );
  });
});
