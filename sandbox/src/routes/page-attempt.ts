import { isUuid } from '../http/uuid.js';
import type { AttemptRecord } from '../state/records.js';
import type { MockStore } from '../state/store.js';

/** /auth/authorizations/{id}, /sandbox-bank/payments/{id}, …: the kind of attempt and its id. */
export const PAGE_ATTEMPT = /^\/(authorizations|payments)\/([^/]+)$/;

/** The attempt a page names, if any. Pages are for the PSU's browser: no origin or environment check. */
export function pageAttempt(store: MockStore, kindAndId: string): AttemptRecord | undefined {
  const match = PAGE_ATTEMPT.exec(kindAndId);
  const id = match?.[2]?.toLowerCase();
  if (match === null || id === undefined || !isUuid(id)) return undefined;
  return match[1] === 'authorizations' ? store.authorizations.get(id) : store.payments.get(id);
}
