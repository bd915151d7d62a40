import type { AccountIdentification, AccountKind } from '../types/access.js';
import type { PSUType } from '../types/aspsp.js';
import type { GenericIdentification } from '../types/payment.js';
import type { CashAccountType } from '../types/session.js';
import type { AccountHolder } from './account-holder.js';
import type { LoanTerms } from './loan-schedule.js';

/** What kind of account it is decides which transactions it has. */
export type { AccountKind };

/**
 * open: data can be fetched. closed and blocked: listed without a uid (the specification's
 * "blocked or closed account"), so their balances and transactions cannot be asked for.
 */
export type AccountAvailability = 'open' | 'closed' | 'blocked';

/** Everything the sandbox derives an account's details, balances and transactions from. */
export interface AccountProfile {
  /** Seeds all generated data: the primary identification, so the same account has the same data. */
  seed: string;
  kind: AccountKind;
  psuType: PSUType;
  /** The ASPSP's country: counterparties and their IBANs are from there. */
  country: string;
  servicer: { name: string; bic?: string };
  currency: string;
  identification: AccountIdentification;
  /** The primary identification first. */
  allIdentifications: GenericIdentification[];
  cashAccountType: CashAccountType;
  product: string;
  details: string;
  holder: AccountHolder;
  /** An overdraft or a card's limit, in minor units. */
  creditLimitMinor?: number;
  /** The last four digits of the card used for card payments. */
  cardDigits: string;
  /** A loan's terms; on a current account, the loan whose instalments it pays. */
  loan?: LoanTerms;
  availability: AccountAvailability;
}

/** The primary identification as one string: the seed of its data. */
export function identificationKey(identification: GenericIdentification | undefined): string {
  return identification ? `${identification.scheme_name}:${identification.identification}` : '';
}
