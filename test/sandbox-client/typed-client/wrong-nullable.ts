/**
 * Code a merchant might write against an answer that left empty properties out: the generated
 * types refuse it, as the service sends them null. typed-client.test.ts expects tsc to fail here.
 */
import type { components } from './service-api.js';

type Schemas = components['schemas'];

/** TS18047: credit_limit is null for an account without one. */
export function creditLimitOf(account: Schemas['AccountResource']): string {
  return account.credit_limit.amount;
}

/** TS2322: a request leaves an optional field out; it does not send null. */
export const access: Schemas['AccessInput'] = { valid_until: '2030-01-31T12:00:00Z', balances: null };
