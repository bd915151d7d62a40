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

/** Merges two lists sorted by name into one sorted list in a single pass; on a tie `a` comes first. */
export function mergeByName<T>(
  a: readonly T[],
  b: readonly T[],
  nameOf: (item: T) => string,
  collator: Intl.Collator,
): T[] {
  const compare = compareNames(collator);
  const merged: T[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const left = a[i] as T;
    const right = b[j] as T;
    if (compare(nameOf(left), nameOf(right)) <= 0) {
      merged.push(left);
      i++;
    } else {
      merged.push(right);
      j++;
    }
  }
  return merged.concat(a.slice(i), b.slice(j));
}
