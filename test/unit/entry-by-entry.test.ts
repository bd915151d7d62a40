import { expect } from '@open-wc/testing';
import { findList, parseEntryByEntry } from '../../src/api/entry-by-entry.js';

/** The entries and the rest of `text` as parseEntryByEntry reads it, whether it split the list or not. */
function readEntryByEntry(text: string): { entries: unknown[]; rest: unknown } {
  const entries: unknown[] = [];
  const result = parseEntryByEntry(text, 'aspsps', (entry) => entries.push(entry));
  return splitReading(result, entries);
}

/** JSON.parse's reading of `text`, as entries and the rest. */
function expectedReading(text: string): { entries: unknown[]; rest: unknown } {
  return splitReading(JSON.parse(text), []);
}

function splitReading(result: unknown, visited: unknown[]): { entries: unknown[]; rest: unknown } {
  const list =
    typeof result === 'object' && result !== null ? (result as Record<string, unknown>).aspsps : undefined;
  if (!Array.isArray(list)) return { entries: visited, rest: result };
  return { entries: [...visited, ...(list as unknown[])], rest: { ...(result as object), aspsps: [] } };
}

const awkwardNames = [
  'Bank, "quoted" ] } [ {',
  'Back\\slash\\',
  'Ends in a backslash and a quote \\"',
  '},{"name":"Not an entry"}',
  'aspsps',
  '"aspsps":[1,2]',
  'Ünïcödé 銀行 🏦',
];

const validTexts: [string, string][] = [
  [
    'a compact list',
    JSON.stringify({ aspsps: [{ name: 'A' }, { name: 'B', auth_methods: [{ a: 1 }, { b: [2, 3] }] }] }),
  ],
  ['a pretty-printed list', JSON.stringify({ aspsps: [{ name: 'A' }, { name: 'B' }] }, null, 2)],
  [
    'names with commas, brackets, quotes and backslashes',
    JSON.stringify({ aspsps: awkwardNames.map((name) => ({ name })) }),
  ],
  ['entries that are not objects', '{"aspsps": [1, "two", [3, [4]], null, true, {"five": {"six": [7]}}]}'],
  ['an empty list', '{"aspsps":[]}'],
  ['an empty list with spaces', '{ "aspsps" : [ \n ] }'],
  ['keys before and after the list', '{"before":[1,2],"aspsps":[{"x":1},{"x":2}],"after":{"aspsps":[9]}}'],
  ['the key inside an entry only', '{"other":[{"aspsps":[1,2]}]}'],
  ['the key given twice (JSON.parse keeps the last)', '{"aspsps":[1,2],"aspsps":[3]}'],
  ['the key written with an escape', '{"\\u0061spsps":[1,2]}'],
  ['the key holding no list', '{"aspsps":{"a":[1,2]}}'],
  ['the key as a value', '{"name":"aspsps","list":[1]}'],
  ['a list at the top', '[{"aspsps":[1]}]'],
  ['a string at the top', '"aspsps"'],
  ['an error answer', '{"message":"Too many requests","code":429,"error":"TOO_MANY_REQUESTS"}'],
];

/** The texts of the list's entries as findList parts them, or undefined when it does not. */
function entryTexts(text: string): string[] | undefined {
  const list = findList(text, 'aspsps');
  if (list === undefined) return undefined;
  const texts: string[] = [];
  for (let index = 0; index < list.bounds.length; index += 2)
    texts.push(text.slice(list.bounds[index], list.bounds[index + 1]));
  return texts;
}

describe('findList', () => {
  it('parts a list at the commas between its entries only', () => {
    const entries = [
      ...awkwardNames.map((name) => ({ name, methods: [{ a: 1 }, { b: [2, 3] }] })),
      [1, [2, 3]],
      'four, five',
      6,
    ];
    expect(entryTexts(JSON.stringify({ before: ['x,y'], aspsps: entries, after: 1 }))).to.deep.equal(
      entries.map((entry) => JSON.stringify(entry)),
    );
    expect(entryTexts('{ "aspsps" :\n [ {"a": 1} ,\n\t2 ] }')).to.deep.equal([' {"a": 1} ', '\n\t2 ']);
    expect(entryTexts('{"aspsps":[]}')).to.deep.equal([]);
  });

  it('leaves alone a text it cannot part with certainty', () => {
    expect(entryTexts('{"aspsps":[1],"aspsps":[2]}')).to.equal(undefined);
    expect(entryTexts('{"\\u0061spsps":[1]}')).to.equal(undefined);
    expect(entryTexts('{"other":[{"aspsps":[1]}]}')).to.equal(undefined);
    expect(entryTexts('{"aspsps":{"a":[1]}}')).to.equal(undefined);
    expect(entryTexts('{"aspsps":[{"name":"unterminated}]}')).to.equal(undefined);
  });
});

describe('parseEntryByEntry', () => {
  for (const [what, text] of validTexts) {
    it(`reads ${what} as JSON.parse does`, () => {
      expect(readEntryByEntry(text)).to.deep.equal(expectedReading(text));
    });
  }

  it('reads each entry into an object of its own, in order', () => {
    const entries = Array.from({ length: 500 }, (_, index) => ({
      name: `Bank ${index}`,
      tags: [index, `${index},`],
    }));
    const visited: unknown[] = [];
    const result = parseEntryByEntry(JSON.stringify({ aspsps: entries }), 'aspsps', (entry) =>
      visited.push(entry),
    );
    expect(visited).to.deep.equal(entries);
    expect(result).to.deep.equal({ aspsps: [] });
  });

  const invalidTexts: [string, string][] = [
    ['an empty entry', '{"aspsps":[1,,2]}'],
    ['a trailing comma', '{"aspsps":[1,2,]}'],
    ['a missing comma', '{"aspsps":[1 2]}'],
    ['a list closed by a brace', '{"aspsps":[{"a":1}}'],
    ['an unclosed list', '{"aspsps":[1,2'],
    ['an unclosed object', '{"aspsps":[1,2]'],
    ['an unterminated string', '{"aspsps":[{"name":"Bank'],
    ['text after the object', '{"aspsps":[1]} x'],
    ['a trailing comma around the list', '{"aspsps":[1],}'],
    ['a raw control character in a name', '{"aspsps":[{"name":"a\u0001b"}]}'],
    ['nothing at all', ''],
  ];
  for (const [what, text] of invalidTexts) {
    it(`refuses ${what} with a SyntaxError, as JSON.parse does`, () => {
      expect(() => JSON.parse(text)).to.throw(SyntaxError);
      expect(() => readEntryByEntry(text)).to.throw(SyntaxError);
    });
  }

  it('visits no entry when the text around the list is malformed', () => {
    const visited: unknown[] = [];
    expect(() =>
      parseEntryByEntry('{"aspsps":[1,2],"x":}', 'aspsps', (entry) => visited.push(entry)),
    ).to.throw(SyntaxError);
    expect(visited).to.deep.equal([]);
  });
});
