import { createHash } from 'node:crypto';
import type { AccountResource } from '../types/session.js';
import type { AccountProfile } from './account-profile.js';
import { amountOf } from './currencies.js';
import { identificationHashes } from './identification-hashes.js';

/**
 * The AccountResource of a profile. The identification hashes depend on the account and its
 * ASPSP alone, so an account has the same hashes in every session, application and PSU.
 */
export function accountResource(profile: AccountProfile, uid: string | undefined): AccountResource {
  const hashes = identificationHashes({
    aspspName: profile.servicer.name,
    aspspCountry: profile.country,
    identification: profile.allIdentifications[0],
    currency: profile.currency,
    resourceId: bankResourceId(profile),
    name: profile.holder.name,
  });
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
    identification_hash: hashes[0] ?? '',
    identification_hashes: hashes,
  };
}

/** The bank's own id of the account, which the API does not show: fixed by the ASPSP and the account. */
function bankResourceId(profile: AccountProfile): string {
  return createHash('sha256')
    .update(`${profile.country}\n${profile.servicer.name}\n${profile.seed}`)
    .digest('hex')
    .slice(0, 32);
}
