import type { AccountResource } from '../types/session.js';
import type { AuthorizationRecord } from './records.js';

/**
 * A session that POST /sessions created from an authorisation. EXPIRED is never stored: a
 * session reads as expired once its access.valid_until has passed.
 */
export interface SessionRecord {
  id: string;
  /** The authorisation it came from: application, ASPSP, PSU type, access, psu_id_hash. */
  authorization: AuthorizationRecord;
  accounts: AccountResource[];
  authorized_at: number;
  closed_at?: number;
}
