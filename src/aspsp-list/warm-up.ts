/**
 * A page's first bank list runs every function of its load and search paths for the first
 * time: V8 starts them in its interpreter and compiles them only once they have run a while,
 * so the first answer and the first keystroke ran several times slower than later ones (the
 * first keystroke after `ready` took 56–120 ms, later ones ~24 ms). While the first request
 * is on its way the main thread is idle: the same paths run there once on a small made-up
 * answer, so the real one finds them compiled. It costs a few milliseconds,
 * once per page, in a task of its own after the skeleton has painted.
 */
import { render } from 'lit';
import { toBankRecords } from './bank-records.js';
import { renderCard, type CardContext } from './card-templates.js';
import { buildCatalogue, findItems, matchOf, type ListItem } from './list-items.js';
import { marksOf, parseQuery, type Query } from './search.js';
import { sortByName } from './sort.js';

/** Words that bank names are made of, with the letters folding treats specially. */
const words = ['Sparkasse', 'KölnBonn', 'Volksbank', 'Raiffeisen', 'Ålandsbanken', 'Crédit', 'Straße', 'Øst'];
const bankCount = 96;
const queries = ['v', 'vo', 'volks', 'volksbnak', 'koeln', 'DEUT'];

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
 * Runs the list's load and search paths once on made-up banks, and renders a found card off
 * the page: its templates (a name with the ranges of a match among them, the name of its
 * group) are otherwise first prepared during the PSU's first keystroke. Later calls do nothing.
 */
export function warmUp(collator: Intl.Collator, cards: CardContext): void {
  if (warmed) return;
  warmed = true;
  const records = toBankRecords(madeUpAnswer());
  const sorted = sortByName(records, (record) => record.name, collator);
  const catalogue = buildCatalogue(sorted, { noBeta: false, collator });
  let found: { item: ListItem; query: Query } | undefined;
  for (const text of queries) {
    const query = parseQuery(text);
    for (const item of findItems(catalogue, query).slice(0, 8)) {
      const match = matchOf(item, query);
      if (item.kind === 'bank' && match) marksOf(item.bank.name, match);
      // A bank of a group: the line naming its group is first shown by a search.
      if (item.kind === 'bank' && item.bank.group) found ??= { item, query };
    }
  }
  if (found) {
    const { item, query } = found;
    const place = { index: 0, active: false, position: 0, total: 1 };
    const context = { ...cards, marks: true, matchOf: (shown: ListItem) => matchOf(shown, query) };
    render(renderCard(item, place, context), document.createElement('ul'));
  }
}
