/**
 * The remembered banks in the page origin's localStorage. A storage that throws (private
 * mode, a full quota, storage blocked by the browser's settings, which throws SecurityError
 * on the mere access to window.localStorage) only means nothing is remembered: the PSU still
 * chooses their bank, so no error is reported and nothing is logged.
 */
import type { BankRecord } from './bank-records.js';
import {
  mergeRecentBank,
  parseRecentBanks,
  recentBanksKey,
  recentInCatalogue,
  serialiseRecentBanks,
  type RecentBank,
  type RecentScope,
} from './recent-banks.js';

/** The remembered banks this answer still lists, most recent first; those it no longer lists are dropped. */
export function recallRecentBanks(scope: RecentScope, records: readonly BankRecord[]): BankRecord[] {
  const key = recentBanksKey(scope);
  const stored = attempt(() => window.localStorage.getItem(key)) ?? null;
  const remembered = parseRecentBanks(stored);
  const present = recentInCatalogue(remembered, records);
  if (stored !== null && present.length < remembered.length) write(key, present);
  return present;
}

export function rememberRecentBank(scope: RecentScope, bank: RecentBank): void {
  const key = recentBanksKey(scope);
  const stored = attempt(() => window.localStorage.getItem(key));
  if (stored === undefined) return;
  write(key, mergeRecentBank(parseRecentBanks(stored), bank));
}

export function forgetRecentBanks(scope: RecentScope): void {
  const key = recentBanksKey(scope);
  attempt(() => window.localStorage.removeItem(key));
}

function write(key: string, banks: readonly RecentBank[]): void {
  attempt(() =>
    banks.length === 0
      ? window.localStorage.removeItem(key)
      : window.localStorage.setItem(key, serialiseRecentBanks(banks)),
  );
}

/** The result, or undefined when the storage threw. */
function attempt<T>(action: () => T): T | undefined {
  try {
    return action();
  } catch {
    return undefined;
  }
}
