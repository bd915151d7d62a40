import { createHash } from 'node:crypto';
import type { PageCursor, TransactionsWindow } from './transaction-listing.js';
import { FILTER_NAMES, type Checked, type TransactionFilters } from './transactions-query.js';

/** What a continuation key stands for: the rest of one listing of one account. */
export interface IssuedPage {
  accountUid: string;
  filters: TransactionFilters;
  window: TransactionsWindow;
  cursor: PageCursor;
}

/** The keys a session issued; a key is looked up only in the session it was issued in. */
export type ContinuationKeys = Map<string, IssuedPage>;

/**
 * The key of the next page. The same page of the same listing gets the same key, so paging
 * twice does not pile up keys; the session id in the hash keeps keys apart between sessions.
 */
export function issueContinuationKey(keys: ContinuationKeys, sessionId: string, page: IssuedPage): string {
  const key = createHash('sha256')
    .update(JSON.stringify([sessionId, page]))
    .digest('base64url')
    .slice(0, 32);
  keys.set(key, page);
  return key;
}

/**
 * The listing a key continues. The request may repeat the filters of the first page or leave
 * them out; a different value, another account or a key this session did not issue is refused.
 */
export function resolveContinuationKey(
  keys: ContinuationKeys,
  key: string,
  accountUid: string,
  filters: TransactionFilters,
): Checked<IssuedPage> {
  const page = keys.get(key);
  if (page === undefined) {
    return wrongKey(
      `The continuation_key "${key}" was not issued in this session: ` +
        'use the key of the previous page of this session, or leave it out for the first page.',
    );
  }
  if (page.accountUid !== accountUid) {
    return wrongKey(
      `The continuation_key was issued for the transactions of another account (${page.accountUid}).`,
    );
  }
  for (const name of FILTER_NAMES) {
    const given = filters[name];
    if (given !== undefined && given !== page.filters[name]) {
      const issued = page.filters[name] === undefined ? 'without it' : `with ${name}=${page.filters[name]}`;
      return wrongKey(
        `The continuation_key was issued ${issued}, not ${name}=${given}: repeat the first page's filters or leave them out.`,
      );
    }
  }
  return { ok: true, value: page };
}

function wrongKey(message: string): Checked<never> {
  return { ok: false, error: 'WRONG_CONTINUATION_KEY', message };
}
