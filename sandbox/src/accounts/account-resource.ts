import { createHash } from 'node:crypto';
import type { AccountResource } from '../types/session.js';
import { identificationKey, type AccountProfile } from './account-profile.js';
import { amountOf } from './currencies.js';

/**
 * The AccountResource of a profile. The identification hashes depend on the identifications
 * alone, so an account has the same hash in every session, application and PSU.
 */
export function accountResource(profile: AccountProfile, uid: string | undefined): AccountResource {
  return {
    account_id: profile.identification,
    all_account_ids: profile.allIdentifications,
    account_servicer: { bic_fi: profile.servicer.bic, name: profile.servicer.name },
    name: profile.holder.name,
    details: profile.details,
    usage: profile.psuType === 'personal' ? 'PRIV' : 'ORGA',
    cash_account_type: profile.cashAccountType,
    product: profile.product,
    currency: profile.currency,
    psu_status: 'Account Holder',
    credit_limit:
      profile.creditLimitMinor === undefined
        ? undefined
        : amountOf(profile.currency, profile.creditLimitMinor),
    // A company is not of legal age or under it: unset, as the specification says.
    legal_age: profile.psuType === 'personal' ? true : undefined,
    postal_address: profile.holder.address,
    uid,
    identification_hash: identificationHash(profile.allIdentifications[0]),
    identification_hashes: profile.allIdentifications.map(identificationHash),
  };
}

function identificationHash(
  identification: AccountProfile['allIdentifications'][number] | undefined,
): string {
  return createHash('sha256').update(identificationKey(identification)).digest('base64url');
}
