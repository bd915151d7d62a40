/**
 * The banks a PSU chose last, as the `remember` attribute keeps them: pure decisions on the
 * stored text (parse, serialise, merge) and on what the current answer lets the list show.
 * Only a bank's name and country are kept; nothing else about the PSU or the choice.
 */

export interface RecentBank {
  readonly name: string;
  readonly country: string;
}

/** What the remembered banks belong to: the same PSU may bank differently for a business. */
export interface RecentScope {
  readonly country: string;
  readonly psuType: string;
  readonly service: string;
  readonly sandbox: boolean;
}

export const maxRecentBanks = 3;

/** Versioned, so a later format can ignore this one instead of misreading it. */
export function recentBanksKey(scope: RecentScope): string {
  const key = `service-widgets:recent-banks:v1:${scope.country.toUpperCase()}:${scope.psuType.toLowerCase()}:${scope.service.toUpperCase()}`;
  // Sandbox banks are test entries of another catalogue: they never mix with production ones.
  return scope.sandbox ? `${key}:sandbox` : key;
}

/** The stored banks, most recent first; anything that is not the format written here gives none. */
export function parseRecentBanks(text: string | null): RecentBank[] {
  if (text === null) return [];
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const banks: RecentBank[] = [];
  for (const entry of value as unknown[]) {
    if (isRecentBank(entry) && !banks.some((bank) => sameBank(bank, entry))) {
      banks.push({ name: entry.name, country: entry.country });
    }
    if (banks.length === maxRecentBanks) break;
  }
  return banks;
}

export function serialiseRecentBanks(banks: readonly RecentBank[]): string {
  return JSON.stringify(banks.slice(0, maxRecentBanks).map(({ name, country }) => ({ name, country })));
}

/** `chosen` first, then the others as they were, at most three. */
export function mergeRecentBank(banks: readonly RecentBank[], chosen: RecentBank): RecentBank[] {
  const chosenOnly = { name: chosen.name, country: chosen.country };
  return [chosenOnly, ...banks.filter((bank) => !sameBank(bank, chosen))].slice(0, maxRecentBanks);
}

/**
 * The remembered banks the catalogue still has, in remembered order, each as the catalogue's
 * own entry; a bank that left the catalogue is left out (and so dropped from storage).
 */
export function recentInCatalogue<T extends RecentBank>(
  banks: readonly RecentBank[],
  catalogue: readonly T[],
): T[] {
  const found: T[] = [];
  for (const bank of banks) {
    const entry = catalogue.find((candidate) => sameBank(candidate, bank));
    if (entry) found.push(entry);
  }
  return found;
}

export function sameBank(a: RecentBank, b: RecentBank): boolean {
  return a.name === b.name && a.country.toUpperCase() === b.country.toUpperCase();
}

function isRecentBank(value: unknown): value is RecentBank {
  if (typeof value !== 'object' || value === null) return false;
  const { name, country } = value as Record<string, unknown>;
  return typeof name === 'string' && name !== '' && typeof country === 'string' && country !== '';
}
