import type { GenericIdentification } from './payment.js';

/** What kind of account it is: current, savings, a card, a currency account or a loan. */
export type AccountKind = 'current' | 'savings' | 'card' | 'currency' | 'loan';

export interface AccountIdentification {
  iban?: string;
  other?: GenericIdentification;
}

export interface Access {
  valid_until: string;
  balances?: boolean;
  transactions?: boolean;
  accounts?: AccountIdentification[];
}
