import type { BankLogin } from '../accounts/bank-user-accounts.js';
import { DEFAULT_BANK_USER, scenarioOf } from '../data/sandbox-users.js';
import type { AuthorizationRecord } from '../state/records.js';
import type { AccountKind } from '../types/access.js';

/**
 * Who logged in at the bank in a finished AIS flow: the user typed into an embedded login or
 * chosen on the simulated bank page; the first sandbox user when nobody was asked (decoupled).
 */
export function bankLoginOf(authorization: AuthorizationRecord): BankLogin {
  const phase = authorization.phase;
  const bankUser = (phase.type === 'done' ? phase.bank_user : undefined) ?? DEFAULT_BANK_USER;
  return {
    aspsp: authorization.aspsp,
    psuType: authorization.psu_type,
    bankUser,
    scenario: scenarioOf(bankUser),
  };
}

/** The kinds of the accounts the PSU chose to share at the bank; undefined when they shared all. */
export function sharedAccountKinds(authorization: AuthorizationRecord): AccountKind[] | undefined {
  return authorization.phase.type === 'done' ? authorization.phase.shared : undefined;
}
