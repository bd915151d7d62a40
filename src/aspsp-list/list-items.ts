/**
 * What the list shows, as data: the banks of an answer grouped and sorted once (per answer,
 * locale and `no-beta`), and per keystroke the items a query finds; what each matched is
 * found again for the cards shown only.
 */
import { nameUntilKeyed, searchKeyOf, type BankRecord } from './bank-records.js';
import { groupBanks } from './group.js';
import {
  isEmptyQuery,
  matchKey,
  search,
  searchKey,
  type Query,
  type SearchKey,
  type SearchMatch,
} from './search.js';
import { mergeByName, sortByName } from './sort.js';

export interface BankItem {
  readonly kind: 'bank';
  readonly id: string;
  readonly bank: BankRecord;
  /** Whether the card names the bank's group (not inside that group's own view). */
  readonly showGroup: boolean;
}

export interface GroupItem {
  readonly kind: 'group';
  readonly id: string;
  readonly name: string;
  readonly logo: string;
  /** Sorted by name. */
  readonly members: readonly BankRecord[];
  readonly key: SearchKey;
}

export type ListItem = BankItem | GroupItem;

export interface BankCatalogue {
  /** The list without a search: groups and the banks outside any group, sorted by name. */
  readonly top: readonly ListItem[];
  /**
   * What a search goes through: the groups and every bank, members included, sorted by name.
   * Made on first use, as no first card needs it (the list model makes it right after them).
   */
  readonly searchable: () => readonly ListItem[];
  readonly groups: ReadonlyMap<string, GroupItem>;
}

export function itemName(item: ListItem): string {
  return item.kind === 'bank' ? item.bank.name : item.name;
}

export function itemKey(item: ListItem): SearchKey {
  return item.kind === 'bank' ? searchKeyOf(item.bank) : item.key;
}

function bankItem(bank: BankRecord, showGroup: boolean): BankItem {
  return { kind: 'bank', id: bank.id, bank, showGroup };
}

/** `banks` must be sorted by name (sortByName), which is done once per answer and locale. */
export function buildCatalogue(
  banks: readonly BankRecord[],
  options: { noBeta: boolean; collator: Intl.Collator },
): BankCatalogue {
  const shown = options.noBeta ? banks.filter((bank) => !bank.beta) : banks;
  const groups: GroupItem[] = [];
  const outside: BankItem[] = [];
  for (const entry of groupBanks(shown, (bank) => bank.group)) {
    if (entry.kind === 'bank') {
      outside.push(bankItem(entry.bank, true));
    } else {
      groups.push({
        kind: 'group',
        id: `group:${entry.name}`,
        name: entry.name,
        logo: entry.logo,
        members: entry.members,
        key: searchKey(entry.name),
      });
    }
  }
  const sortedGroups = sortByName(groups, (group) => group.name, options.collator);
  let searchable: readonly ListItem[] | undefined;
  return {
    top: mergeByName<ListItem>(sortedGroups, outside, itemName, options.collator),
    searchable: () =>
      (searchable ??= mergeByName<ListItem>(
        sortedGroups,
        shown.map((bank) => bankItem(bank, true)),
        itemName,
        options.collator,
      )),
    groups: new Map(sortedGroups.map((group) => [group.name, group])),
  };
}

/** The items a query finds, best first; without a query, the whole list. */
export function findItems(catalogue: BankCatalogue, query: Query): readonly ListItem[] {
  return isEmptyQuery(query) ? catalogue.top : search(catalogue.searchable(), itemKey, query, unkeyedName);
}

/** A bank's name while its search key is not made: the search makes it only if the name may match. */
function unkeyedName(item: ListItem): string | undefined {
  return item.kind === 'bank' ? nameUntilKeyed(item.bank) : undefined;
}

/** What of `item` a query matched, for its card to mark; undefined without a query. */
export function matchOf(item: ListItem, query: Query): SearchMatch | undefined {
  return isEmptyQuery(query) ? undefined : matchKey(itemKey(item), query);
}

/** The members of an opened group, as the group's own view lists them. */
export function groupMembers(group: GroupItem): BankItem[] {
  return group.members.map((bank) => bankItem(bank, false));
}
