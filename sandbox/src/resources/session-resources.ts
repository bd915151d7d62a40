import { serviceDateTime } from '../clock/service-date-time.js';
import type { Access } from '../types/access.js';
import type {
  AccountResource,
  AuthorizeSessionResponse,
  GetSessionResponse,
  SessionAccount,
} from '../types/session.js';
import { listOf, resourceWriter } from './resource-writer.js';
import {
  writeAccountIdentification,
  writeAmount,
  writeAspspReference,
  writeFinancialInstitution,
  writeGenericIdentification,
  writePostalAddress,
} from './shared-resources.js';

/** The sessions' resources as the service writes them. */

export const writeAccess = resourceWriter<Access>()({
  accounts: listOf(writeAccountIdentification),
  balances: null,
  transactions: null,
  valid_until: serviceDateTime,
});

export const writeAccountResource = resourceWriter<AccountResource>()({
  account_id: writeAccountIdentification,
  all_account_ids: listOf(writeGenericIdentification),
  account_servicer: writeFinancialInstitution,
  name: null,
  details: null,
  usage: null,
  cash_account_type: null,
  product: null,
  currency: null,
  psu_status: null,
  credit_limit: writeAmount,
  legal_age: null,
  postal_address: writePostalAddress,
  uid: null,
  identification_hash: null,
  identification_hashes: null,
});

export const writeAuthorizeSessionResponse = resourceWriter<AuthorizeSessionResponse>()({
  session_id: null,
  accounts: listOf(writeAccountResource),
  aspsp: writeAspspReference,
  psu_type: null,
  access: writeAccess,
});

const writeSessionAccount = resourceWriter<SessionAccount>()({ uid: null, identification_hash: null });

export const writeGetSessionResponse = resourceWriter<GetSessionResponse>()({
  status: null,
  accounts: null,
  accounts_data: listOf(writeSessionAccount),
  aspsp: writeAspspReference,
  psu_type: null,
  psu_id_hash: null,
  access: writeAccess,
  created: serviceDateTime,
  authorized: serviceDateTime,
  closed: serviceDateTime,
});
