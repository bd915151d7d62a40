import { accountResource } from '../accounts/account-resource.js';
import type { AccountProfile } from '../accounts/account-profile.js';
import { bankUserAccounts, type BankLogin } from '../accounts/bank-user-accounts.js';
import type { AccountKind } from '../types/access.js';

/**
 * Why the accounts cannot be shared; `notOwned`, when the names are fine but name no account
 * of the user, lists those names (the bank page shows its PSU the kinds it ticked in vain).
 */
export interface AccountChoiceProblem {
  problem: string;
  notOwned?: readonly string[];
}

/**
 * The accounts a PSU shares at the bank, each named by its kind (`current`, as the bank
 * page's boxes send it), its IBAN, its other identification (a card number) or its
 * identification_hash, which stays the same in every session: the kinds of those accounts, in
 * the order of the bank's list, or what names no account of the user.
 */
export function chosenAccountKinds(
  login: BankLogin,
  names: readonly string[],
): { kinds: AccountKind[] } | AccountChoiceProblem {
  const accounts = bankUserAccounts(login);
  const unknown = names.filter((name) => !accounts.some((account) => namesAccount(account, name)));
  if (unknown.length > 0) {
    return {
      problem: `${unknown.join(', ')}: not an account of ${login.bankUser} at ${login.aspsp.name}. Name an account by its kind (${accounts.map((account) => account.kind).join(', ')}), IBAN or identification_hash.`,
      notOwned: unknown,
    };
  }
  if (names.length === 0) return { problem: 'Choose at least one account to share, or all.' };
  const kinds = accounts
    .filter((account) => names.some((name) => namesAccount(account, name)))
    .map((account) => account.kind);
  return { kinds };
}

function namesAccount(account: AccountProfile, name: string): boolean {
  const compact = name.replace(/\s+/g, '').toUpperCase();
  return (
    account.kind === name ||
    account.allIdentifications.some(
      (id) => id.identification.replace(/\s+/g, '').toUpperCase() === compact,
    ) ||
    accountResource(account, undefined).identification_hash === name
  );
}
