/**
 * Code a merchant might write as if an optional property were always there: the generated types
 * refuse it, as the service may leave it out or send it null. typed-client.test.ts expects tsc to
 * fail here.
 */
import type { components } from './service-api.js';

type Schemas = components['schemas'];

/** TS18049: credit_limit is absent or null for an account without one. */
export function creditLimitOf(account: Schemas['AccountResource']): string {
  return account.credit_limit.amount;
}

/** TS2322: a request leaves an optional field out; it does not send null. */
export const access: Schemas['AccessInput'] = { valid_until: '2030-01-31T12:00:00Z', balances: null };
