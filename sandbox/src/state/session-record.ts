import type { AccountProfile } from '../accounts/account-profile.js';
import type { ContinuationKeys } from '../accounts/continuation-keys.js';
import type { AccountResource } from '../types/session.js';
import type { AuthorizationRecord } from './records.js';

/** An account of a session: what POST /sessions showed, and what its data is generated from. */
export interface SessionAccountRecord {
  resource: AccountResource;
  profile: AccountProfile;
}

/**
 * A session that POST /sessions created from an authorisation. EXPIRED is never stored: a
 * session reads as expired once its access.valid_until has passed.
 */
export interface SessionRecord {
  id: string;
  /** The authorisation it came from: application, ASPSP, PSU type, access, psu_id_hash. */
  authorization: AuthorizationRecord;
  /** Who logged in at the bank: the accounts and their data follow from this user. */
  bank_user: string;
  accounts: SessionAccountRecord[];
  authorized_at: number;
  closed_at?: number;
  /** When the PSU withdrew the consent at the bank (the control panel's revoke). */
  revoked_at?: number;
  /** The continuation keys of transaction pages issued in this session. */
  continuation_keys: ContinuationKeys;
  /** Account data requests the bank answered without the PSU, by `${uid} ${day}` (rate-limited user). */
  unattended_requests: Map<string, number>;
}
