import { accountResource } from '../accounts/account-resource.js';
import { bankUserAccounts, requestedAccounts, type BankLogin } from '../accounts/bank-user-accounts.js';
import type { SessionAccountRecord } from '../state/session-record.js';
import type { AccountIdentification, AccountKind } from '../types/access.js';

/**
 * The accounts a new session grants: exactly those of access.accounts when the application
 * named them, otherwise the bank user's, those the PSU chose to share (`shared`, their kinds)
 * or all. A closed or blocked account is listed without a uid, as the specification says
 * ("unset when balances and transactions cannot be fetched"): only an open one has one.
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
    resource: accountResource(profile, profile.availability === 'open' ? newUid() : undefined),
  }));
}
