import type { Access } from '../api/types.js';
import type { MessageKey } from '../i18n/locales/en.js';
import { accountLabel } from './account-label.js';

export type AccessRightKey = Extract<
  MessageKey,
  'consentAccessAccounts' | 'consentAccessBalances' | 'consentAccessTransactions'
>;

export interface AccessRights {
  /** What the application will receive, in the order the consent lists it. */
  rights: AccessRightKey[];
  /** The accounts the access is limited to; empty when the bank or the PSU chooses them. */
  accounts: string[];
}

/**
 * The access rights a consent lists. The account details are part of every account-information
 * access; balances and transactions only when the application asked for them (the flags are
 * requests, so a missing one means not asked for).
 */
export function accessRights(access: Access): AccessRights {
  const rights: AccessRightKey[] = ['consentAccessAccounts'];
  if (access.balances === true) rights.push('consentAccessBalances');
  if (access.transactions === true) rights.push('consentAccessTransactions');
  const listed: unknown[] = Array.isArray(access.accounts) ? access.accounts : [];
  const accounts = listed.map(accountLabel).filter((label): label is string => label !== undefined);
  return { rights, accounts };
}
