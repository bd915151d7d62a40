/**
 * The list with the remembered banks first. A bank shown under "Recently used" is not shown
 * again among all banks: a screen reader would otherwise meet the same option twice in one
 * list, with two different positions. It stays a member of its group's card, and a search
 * goes through every bank as usual (the section is only shown without a search).
 */
import type { BankRecord } from './bank-records.js';
import type { BankItem, ListItem } from './list-items.js';

export interface PlacedItems {
  /** The recently used banks first, then the others. */
  readonly items: readonly ListItem[];
  /** How many of `items` belong to "Recently used". */
  readonly recentCount: number;
}

export function placeRecent(
  items: readonly ListItem[],
  recent: readonly BankRecord[],
  options: { noBeta: boolean },
): PlacedItems {
  const shown = options.noBeta ? recent.filter((bank) => !bank.beta) : recent;
  if (shown.length === 0) return { items, recentCount: 0 };
  const ids = new Set(shown.map((bank) => bank.id));
  const recentItems = shown.map((bank): BankItem => ({
    kind: 'bank',
    id: `recent:${bank.id}`,
    bank,
    showGroup: true,
  }));
  const others = items.filter((item) => item.kind !== 'bank' || !ids.has(item.bank.id));
  return { items: [...recentItems, ...others], recentCount: recentItems.length };
}
