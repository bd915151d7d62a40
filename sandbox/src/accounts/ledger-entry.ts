import type { BankTransactionCode } from '../types/account-data.js';

/** The other party of a transaction. */
export interface Counterparty {
  name: string;
  iban?: string;
  bic?: string;
}

/** A transaction as the sandbox's ledger knows it; transaction-resource.ts shows it as the API's Transaction. */
export interface LedgerEntry {
  /** Position among the entries booked on bookingDay; with the day it identifies the transaction. */
  seq: number;
  bookingDay: number;
  /** When it happened: a card payment is booked a day or two later. */
  transactionDay: number;
  valueDay: number;
  /** Signed minor units of the account's currency: a debit is negative. */
  minor: number;
  counterparty?: Counterparty;
  code: BankTransactionCode;
  remittance: string[];
  /** An ISO 11649 creditor reference. */
  reference?: string;
  mcc?: string;
  /** A payment in another currency: the amount paid in it, and its units per unit of the account's currency. */
  foreign?: { currency: string; minor: number; rate: string };
}

/** An entry before its position on the booking day is known. */
export type EntryDraft = Omit<LedgerEntry, 'seq'>;

/** The ISO 20022 bank transaction codes (family, sub-family) the sandbox uses. */
export const CODES = {
  cardPayment: { description: 'Card payment', code: 'CCRD', sub_code: 'POSD' },
  cashWithdrawal: { description: 'Cash withdrawal', code: 'CCRD', sub_code: 'CWDL' },
  transferOut: { description: 'Credit transfer', code: 'ICDT', sub_code: 'ESCT' },
  transferIn: { description: 'Credit transfer received', code: 'RCDT', sub_code: 'ESCT' },
  salaryIn: { description: 'Salary', code: 'RCDT', sub_code: 'SALA' },
  salaryOut: { description: 'Salary payment', code: 'ICDT', sub_code: 'SALA' },
  directDebit: { description: 'SEPA direct debit', code: 'RDDT', sub_code: 'ESDD' },
  ownTransferOut: { description: 'Transfer between own accounts', code: 'ICDT', sub_code: 'BOOK' },
  ownTransferIn: { description: 'Transfer between own accounts', code: 'RCDT', sub_code: 'BOOK' },
  fees: { description: 'Account fees', code: 'MDOP', sub_code: 'CHRG' },
  interestIn: { description: 'Interest', code: 'MCOP', sub_code: 'INTR' },
  interestOut: { description: 'Interest', code: 'MDOP', sub_code: 'INTR' },
  exchange: { description: 'Currency exchange', code: 'FRXP', sub_code: 'SPOT' },
} as const satisfies Record<string, BankTransactionCode>;
