import { serviceDateTime } from '../clock/service-date-time.js';
import type {
  BalanceResource,
  BankTransactionCode,
  ExchangeRate,
  HalBalances,
  HalTransactions,
  Transaction,
} from '../types/account-data.js';
import { listOf, resourceWriter } from './resource-writer.js';
import {
  writeAccountIdentification,
  writeAmount,
  writeFinancialInstitution,
  writeGenericIdentification,
  writeParty,
} from './shared-resources.js';

/** Balances and transactions as the service writes them. */

const writeBalance = resourceWriter<BalanceResource>()({
  name: null,
  balance_amount: writeAmount,
  balance_type: null,
  last_change_date_time: serviceDateTime,
  reference_date: null,
  last_committed_transaction: null,
});

export const writeHalBalances = resourceWriter<HalBalances>()({ balances: listOf(writeBalance) });

const writeBankTransactionCode = resourceWriter<BankTransactionCode>()({
  description: null,
  code: null,
  sub_code: null,
});

const writeExchangeRate = resourceWriter<ExchangeRate>()({
  unit_currency: null,
  exchange_rate: null,
  rate_type: null,
  contract_identification: null,
  instructed_amount: writeAmount,
});

export const writeTransaction = resourceWriter<Transaction>()({
  entry_reference: null,
  merchant_category_code: null,
  transaction_amount: writeAmount,
  creditor: writeParty,
  creditor_account: writeAccountIdentification,
  creditor_agent: writeFinancialInstitution,
  debtor: writeParty,
  debtor_account: writeAccountIdentification,
  debtor_agent: writeFinancialInstitution,
  bank_transaction_code: writeBankTransactionCode,
  credit_debit_indicator: null,
  status: null,
  booking_date: null,
  value_date: null,
  transaction_date: null,
  balance_after_transaction: writeAmount,
  reference_number: null,
  reference_number_schema: null,
  remittance_information: null,
  debtor_account_additional_identification: writeGenericIdentification,
  creditor_account_additional_identification: writeGenericIdentification,
  exchange_rate: writeExchangeRate,
  note: null,
  transaction_id: null,
});

export const writeHalTransactions = resourceWriter<HalTransactions>()({
  transactions: listOf(writeTransaction),
  continuation_key: null,
});
