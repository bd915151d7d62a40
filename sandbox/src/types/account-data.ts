import type { AccountIdentification } from './access.js';
import type {
  AmountType,
  FinancialInstitutionIdentification,
  GenericIdentification,
  PartyIdentification,
  PostalAddress,
} from './payment.js';

/** The specification's BalanceStatus values. */
export type BalanceStatus =
  'CLAV' | 'CLBD' | 'FWAV' | 'INFO' | 'ITAV' | 'ITBD' | 'OPAV' | 'OPBD' | 'OTHR' | 'PRCD' | 'VALU' | 'XPCD';

export interface BalanceResource {
  name: string;
  balance_amount: AmountType;
  balance_type: BalanceStatus;
  last_change_date_time?: string;
  reference_date?: string;
  last_committed_transaction?: string;
}

/** GET /accounts/{account_id}/balances. */
export interface HalBalances {
  balances: BalanceResource[];
}

/** The specification shows BOOK; the others are the usual ISO 20022 entry statuses. */
export const TRANSACTION_STATUSES = ['BOOK', 'CNCL', 'HOLD', 'OTHR', 'PDNG', 'RJCT', 'SCHD'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

/** The specification leaves TransactionsFetchStrategy's values open; the sandbox knows these two. */
export const FETCH_STRATEGIES = ['default', 'longest'] as const;
export type TransactionsFetchStrategy = (typeof FETCH_STRATEGIES)[number];

export interface BankTransactionCode {
  description?: string;
  /** The ISO 20022 family, such as CCRD (card transactions). */
  code?: string;
  /** The ISO 20022 sub-family, such as POSD (point-of-sale debit). */
  sub_code?: string;
}

export interface ExchangeRate {
  unit_currency?: string;
  exchange_rate?: string;
  rate_type?: 'SPOT' | 'SALE' | 'AGRD';
  contract_identification?: string;
  instructed_amount?: AmountType;
}

/** Every field of the specification's Transaction; the sandbox fills in those it has. */
export interface Transaction {
  entry_reference?: string;
  merchant_category_code?: string;
  transaction_amount: AmountType;
  creditor?: PartyIdentification;
  creditor_account?: AccountIdentification;
  creditor_agent?: FinancialInstitutionIdentification;
  debtor?: PartyIdentification;
  debtor_account?: AccountIdentification;
  debtor_agent?: FinancialInstitutionIdentification;
  bank_transaction_code?: BankTransactionCode;
  credit_debit_indicator: 'CRDT' | 'DBIT';
  status: TransactionStatus;
  booking_date?: string;
  value_date?: string;
  transaction_date?: string;
  balance_after_transaction?: AmountType;
  reference_number?: string;
  reference_number_schema?: string;
  remittance_information?: string[];
  debtor_account_additional_identification?: GenericIdentification;
  creditor_account_additional_identification?: GenericIdentification;
  exchange_rate?: ExchangeRate;
  note?: string;
  transaction_id?: string;
}

/** GET /accounts/{account_id}/transactions. */
export interface HalTransactions {
  transactions: Transaction[];
  /** null on the last page. */
  continuation_key: string | null;
}

/** The specification's PostalAddress, as account holders' addresses use it. */
export type PostalAddressResource = PostalAddress;
