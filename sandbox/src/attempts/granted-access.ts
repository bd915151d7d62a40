import type { Access } from '../types/access.js';

/**
 * What an authorisation grants for the access it asked for, as the service does: an access
 * that names neither `balances` nor `transactions` grants both (clients that send
 * `{ valid_until }` alone read balances and transactions); once either is named, each is
 * granted only when it is `true`. The result names both, so GET /sessions/{id} says what was
 * granted.
 */
export function grantedAccess(requested: Access): Access {
  const namesNeither = requested.balances === undefined && requested.transactions === undefined;
  return {
    ...requested,
    balances: namesNeither || requested.balances === true,
    transactions: namesNeither || requested.transactions === true,
  };
}
