import { accountResource } from '../accounts/account-resource.js';
import { bankUserAccounts, requestedAccounts, type BankLogin } from '../accounts/bank-user-accounts.js';
import type { SessionAccountRecord } from '../state/session-record.js';
import type { AccountIdentification, AccountKind } from '../types/access.js';

/**
 * The accounts a new session grants: exactly those of access.accounts when the application
 * named them, otherwise the bank user's, those the PSU chose to share (`shared`, their kinds)
 * or all. A closed account is listed without a uid: its balances and transactions cannot be
 * fetched.
 */
export function sessionAccounts(
  login: BankLogin,
  requested: readonly AccountIdentification[] | undefined,
  newUid: () => string,
  shared?: readonly AccountKind[],
): SessionAccountRecord[] {
  const profiles =
    requested && requested.length > 0 && login.scenario !== 'no_accounts'
      ? requestedAccounts(login, requested)
      : bankUserAccounts(login).filter((profile) => shared === undefined || shared.includes(profile.kind));
  return profiles.map((profile) => ({
    profile,
    resource: accountResource(profile, profile.availability === 'closed' ? undefined : newUid()),
  }));
}
