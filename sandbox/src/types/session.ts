import type { Access, AccountIdentification } from './access.js';
import type { PostalAddressResource } from './account-data.js';
import type { PSUType } from './aspsp.js';
import type { AmountType, FinancialInstitutionIdentification, GenericIdentification } from './payment.js';

/** The states the specification names; REVOKED is the PSU withdrawing consent at the bank. */
export type SessionStatus = 'AUTHORIZED' | 'CLOSED' | 'EXPIRED' | 'REVOKED';

export type CashAccountType = 'CACC' | 'CARD' | 'CASH' | 'LOAN' | 'OTHR' | 'SVGS';

/** Every field of the specification's AccountResource. */
export interface AccountResource {
  account_id?: AccountIdentification;
  all_account_ids?: GenericIdentification[];
  account_servicer?: FinancialInstitutionIdentification;
  name?: string;
  details?: string;
  usage?: 'PRIV' | 'ORGA';
  cash_account_type: CashAccountType;
  product?: string;
  currency: string;
  psu_status?: string;
  credit_limit?: AmountType;
  /** true for an adult holder; unset for a company (not applicable). */
  legal_age?: boolean;
  postal_address?: PostalAddressResource;
  /** Valid only while the session is AUTHORIZED; unset for an account whose data cannot be fetched. */
  uid?: string;
  identification_hash: string;
  identification_hashes: string[];
}

/** The ASPSP reference of the specification: name and country. */
export interface AspspReference {
  name: string;
  country: string;
}

/** POST /sessions. */
export interface AuthorizeSessionResponse {
  session_id: string;
  accounts: AccountResource[];
  aspsp: AspspReference;
  psu_type: PSUType;
  access: Access;
}

/** An element of GetSessionResponse.accounts_data. */
export interface SessionAccount {
  uid?: string;
  identification_hash: string;
}

/** GET /sessions/{session_id}. */
export interface GetSessionResponse {
  status: SessionStatus;
  accounts: string[];
  accounts_data: SessionAccount[];
  aspsp: AspspReference;
  psu_type: PSUType;
  psu_id_hash: string;
  access: Access;
  created: string;
  authorized?: string;
  closed?: string;
}
