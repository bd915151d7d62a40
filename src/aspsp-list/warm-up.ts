/**
 * A page's first bank list runs every function of its load and search paths for the first
 * time: V8 starts them in its interpreter and compiles them only once they have run a while,
 * so the first answer and the first keystroke ran several times slower than later ones (the
 * first keystroke after `ready` took 56–120 ms, later ones ~24 ms). While the first request
 * is on its way the main thread is idle: the same paths run there once on a small made-up
 * answer, and the locale's Intl objects are made, so the real answer finds them ready. In one
 * task that took up to 100 ms on a cold page, and an answer that came meanwhile waited for all
 * of it; so it runs in slices of a few milliseconds that stop when the answer comes; what they
 * did not reach waits until the list is `ready` (load-schedule.ts).
 */
import { render } from 'lit';
import { indexRecords, toBankRecords, type BankRecord } from './bank-records.js';
import { renderCard, type CardContext } from './card-templates.js';
import {
  buildCatalogue,
  findItems,
  itemName,
  matchOf,
  type BankCatalogue,
  type ListItem,
} from './list-items.js';
import { marksOf, parseQuery } from './search.js';
import { sortByName } from './sort.js';

/** Words that bank names are made of, with the letters folding treats specially. */
const words = ['Sparkasse', 'KölnBonn', 'Volksbank', 'Raiffeisen', 'Ålandsbanken', 'Crédit', 'Straße', 'Øst'];
const bankCount = 96;
const queries = ['v', 'volks', 'volksbnak', 'koeln', 'DEUT'];

/** The Intl objects of the list's locale (localization.ts), each made on first use. */
export interface ListFormats {
  readonly collator: Intl.Collator;
  readonly pluralRules: Intl.PluralRules;
}

let warmed = false;

function madeUpAnswer(): unknown[] {
  return Array.from({ length: bankCount }, (_, index) => ({
    name: `${words[index % words.length] ?? ''} ${words[(index * 3 + 1) % words.length] ?? ''} ${index}`,
    country: 'DE',
    logo: '',
    bic: index % 2 === 0 ? 'DEUTDEFF' : undefined,
    psu_types: ['personal'],
    auth_methods: [],
    beta: index % 5 === 0,
    group: index % 4 === 0 ? { name: `Group ${index % 3}`, logo: '' } : undefined,
  }));
}

/**
 * The warm-up's slices, each a few milliseconds, in the order the list needs them: the
 * collator and the plural rules first (the answer cannot be sorted without the one, and a
 * group's card or a search's count is not written without the other, which costs a fraction of
 * a millisecond once the collator has loaded the locale's data; so an answer that comes
 * meanwhile waits for nothing it would not wait for anyway), then the answer's way to its first
 * cards, then what only follows them (the search index and the searches). The load and search
 * paths run once per page; a later list (of another locale, perhaps) only makes its formats.
 * Not the number format, which only a count of a thousand or more needs (message.ts): made in
 * a slice of its own (5–20 ms), it held back a keystroke that came meanwhile; it is made when
 * such a count is first written.
 */
export function warmUpSlices(formats: ListFormats, cards: CardContext): (() => unknown)[] {
  const firstScreen = () => [formats.collator, formats.pluralRules];
  if (warmed) return [firstScreen];
  warmed = true;
  let records: BankRecord[] = [];
  let catalogue: BankCatalogue | undefined;
  const search = (text: string) => {
    const query = parseQuery(text);
    const found = catalogue ? findItems(catalogue, query) : [];
    for (const item of found.slice(0, 8)) {
      const match = matchOf(item, query);
      if (item.kind === 'bank' && match) marksOf(item.bank.name, match);
    }
  };
  return [
    firstScreen,
    () => (records = toBankRecords(madeUpAnswer())),
    () => {
      const sorted = sortByName(records, (record) => record.name, formats.collator);
      catalogue = buildCatalogue(sorted, { noBeta: false, collator: formats.collator });
    },
    // A card off the page, so that its templates are prepared before the first cards: a bank
    // of a group as a search finds it (the line naming its group, its name's marks).
    () => {
      const item = catalogue?.searchable().find((shown) => shown.kind === 'bank' && shown.bank.group);
      if (!item) return;
      const query = parseQuery(itemName(item));
      const place = { index: 0, active: false, position: 0, total: 1 };
      const context = { ...cards, marks: true, matchOf: (shown: ListItem) => matchOf(shown, query) };
      render(renderCard(item, place, context), document.createElement('ul'));
    },
    () => indexRecords(records),
    ...queries.map((text) => () => search(text)),
  ];
}
