/**
 * Alphabetical order as the PSU's language has it (Intl.Collator: "Ålandsbanken" comes
 * first in English and last in Finnish), with a code-unit tie-break so that names the
 * collator calls equal ("OP" and "Op") still have one fixed order.
 */

export function compareNames(collator: Intl.Collator): (a: string, b: string) => number {
  return (a, b) => collator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);
}

/** A sorted copy of `items`. */
export function sortByName<T>(
  items: readonly T[],
  nameOf: (item: T) => string,
  collator: Intl.Collator,
): T[] {
  const compare = compareNames(collator);
  return [...items].sort((a, b) => compare(nameOf(a), nameOf(b)));
}

/**
 * Merges two lists sorted by name into one sorted list; on a tie `a` comes first. `a` is the
 * short one (a country's few groups, among its banks): each of its items finds its place in
 * `b` by halving, so the collator compares a few dozen times rather than once per bank (the
 * first search of a German list made 1,500 comparisons, a millisecond of its keystroke).
 */
export function mergeByName<T>(
  a: readonly T[],
  b: readonly T[],
  nameOf: (item: T) => string,
  collator: Intl.Collator,
): T[] {
  const compare = compareNames(collator);
  const merged: T[] = [];
  let taken = 0;
  for (const item of a) {
    const place = firstIndexWhere(b, taken, (other) => compare(nameOf(item), nameOf(other)) <= 0);
    merged.push(...b.slice(taken, place), item);
    taken = place;
  }
  return merged.concat(b.slice(taken));
}

/** The first index from `from` on where `holds` is true, in a list where, once true, it stays true; or the length. */
function firstIndexWhere<T>(items: readonly T[], from: number, holds: (item: T) => boolean): number {
  let low = from;
  let high = items.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (holds(items[middle] as T)) high = middle;
    else low = middle + 1;
  }
  return low;
}
