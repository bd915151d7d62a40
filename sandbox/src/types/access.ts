import type { GenericIdentification } from './payment.js';

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
