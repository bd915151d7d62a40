/**
 * The bank list as it stands, kept between renders: the answer sorted for the locale, its
 * catalogue (per `no-beta`), and the items the search or the open group shows, with the
 * remembered banks leading the whole list. Each step is redone only when its input changed;
 * sorting waits for an answer, so the skeleton's render never waits for a collator, and what
 * only a search needs is made by the first search or after `ready` (indexSlices).
 */
import { indexRecords, type BankRecord } from './bank-records.js';
import type { CardPlace } from './card-templates.js';
import {
  buildCatalogue,
  findItems,
  groupMembers,
  matchOf,
  type BankCatalogue,
  type GroupItem,
  type ListItem,
} from './list-items.js';
import { placeRecent } from './recent-items.js';
import { isEmptyQuery, parseQuery, type Query, type SearchMatch } from './search.js';
import { sortByName } from './sort.js';

const emptyCatalogue: BankCatalogue = { top: [], searchable: () => [], groups: new Map() };
const noQuery = parseQuery('');
/** Names folded per slice after `ready`: a key pressed meanwhile waits for no more than these. */
const namesPerSlice = 250;

/** What the items are drawn from. */
export interface ListFilter {
  readonly term: string;
  /** The open group's name, if any. */
  readonly group: string | undefined;
  readonly recent: readonly BankRecord[];
  readonly noBeta: boolean;
}

export class BankListModel {
  private sorted: { records: readonly BankRecord[]; locale: string; banks: readonly BankRecord[] } = {
    records: [],
    locale: '',
    banks: [],
  };
  private catalogue = emptyCatalogue;
  /** The search's results, or an open group's members, after the remembered banks. */
  items: readonly ListItem[] = [];
  /** How many of the items lead the list under "Recently used". */
  recentCount = 0;
  /** What the items were found by; none in a group's own view. */
  private query: Query = noQuery;

  /** Sorts a new answer, or the same answer for a new locale; says which of the two changed. */
  sort(
    records: readonly BankRecord[],
    locale: string,
    collator: () => Intl.Collator,
  ): 'data' | 'filter' | undefined {
    const { sorted } = this;
    if (sorted.records === records && sorted.locale === locale) return undefined;
    const banks = records.length > 0 ? sortByName(records, (record) => record.name, collator()) : [];
    this.sorted = { records, locale, banks };
    return sorted.records !== records ? 'data' : 'filter';
  }

  /** Groups the sorted banks into the list's top level, its searchable items and its groups. */
  index(noBeta: boolean, collator: () => Intl.Collator): void {
    const { banks } = this.sorted;
    this.catalogue =
      banks.length > 0 ? buildCatalogue(banks, { noBeta, collator: collator() }) : emptyCatalogue;
  }

  /**
   * What a search goes through, which no first card needs, a slice each: the names folded, a
   * few hundred at a time (so a key pressed meanwhile waits for no more than that), and the
   * list of all banks. A search made first folds those left itself, through fold's fast path.
   */
  indexSlices(): (() => unknown)[] {
    const { banks } = this.sorted;
    const slices: (() => unknown)[] = [];
    for (let start = 0; start < banks.length; start += namesPerSlice)
      slices.push(() => indexRecords(banks, start, start + namesPerSlice));
    const { catalogue } = this;
    return [...slices, () => catalogue.searchable()];
  }

  group(name: string | undefined): GroupItem | undefined {
    return name === undefined ? undefined : this.catalogue.groups.get(name);
  }

  filter({ term, group: name, recent, noBeta }: ListFilter): void {
    const group = this.group(name);
    const query = parseQuery(term);
    this.query = group ? noQuery : query;
    const found = group ? groupMembers(group) : findItems(this.catalogue, query);
    // "Recently used" leads the whole list only, not a search's results or a group's members.
    const leading = group || !isEmptyQuery(query) ? [] : recent;
    ({ items: this.items, recentCount: this.recentCount } = placeRecent(found, leading, { noBeta }));
  }

  /** What of an item the search matched, for its card's marks. */
  readonly matchOf = (item: ListItem): SearchMatch | undefined => matchOf(item, this.query);

  /** The listboxes in keyboard order, with their cards: "Recently used" above all banks. */
  sections(recent: HTMLElement | undefined, all: HTMLElement | undefined) {
    const banks = { count: this.items.length - this.recentCount, listbox: all };
    return this.recentCount > 0 ? [{ count: this.recentCount, listbox: recent }, banks] : [banks];
  }

  /** A card's place: positions count within its own listbox, "Recently used" or all banks. */
  placeOf(index: number, active: number): CardPlace {
    const recent = index < this.recentCount;
    return {
      index,
      active: index === active,
      position: recent ? index : index - this.recentCount,
      total: recent ? this.recentCount : this.items.length - this.recentCount,
    };
  }
}
