/**
 * The enumerations of the OpenAPI document: the specification's full lists as `enum`, and
 * the types whose values it does not show as strings that name the values it does show.
 */
import {
  ADDRESS_TYPES,
  CATEGORY_PURPOSES,
  CHARGE_BEARERS,
  PAYMENT_TYPES,
  PSU_TYPES,
  SERVICES,
} from '../data/enumerations.js';
import { FETCH_STRATEGIES, TRANSACTION_STATUSES } from '../types/account-data.js';
import { ERROR_CODES } from '../types/errors.js';
import { enumeration, string, type Schema } from './schema-kit.js';

export const ENUMERATION_SCHEMAS: Readonly<Record<string, Schema>> = {
  PSUType: enumeration(PSU_TYPES, 'PSU type'),
  Environment: enumeration(['PRODUCTION', 'SANDBOX'], 'The environment an application is registered in'),
  Service: enumeration(SERVICES, 'AIS (account information) or PIS (payment initiation)'),
  AuthenticationApproach: enumeration(
    ['DECOUPLED', 'EMBEDDED', 'REDIRECT'],
    'DECOUPLED: the PSU authenticates on a separate device; EMBEDDED: the TPP forwards an authentication factor; REDIRECT: the PSU is redirected to the ASPSP',
  ),
  PaymentType: enumeration(PAYMENT_TYPES, 'Type of payment'),
  PaymentStatus: enumeration(
    [
      'ACCC',
      'ACCP',
      'ACCR',
      'ACPT',
      'ACSC',
      'ACSP',
      'ACTC',
      'ACWC',
      'ACWP',
      'CNCL',
      'NULL',
      'PACR',
      'PART',
      'PDCR',
      'PDNG',
      'RCVD',
      'RJCR',
      'RJCT',
    ],
    'Payment status (ISO 20022 codes)',
  ),
  PaymentAuthStatus: enumeration(
    ['FAILED', 'CANCELLED', 'FINALISED', 'PENDING'],
    "Status of the PSU's authorisation of a payment",
  ),
  ChargeBearerCode: enumeration(
    CHARGE_BEARERS,
    'CRED: the payee bears all charges; DEBT: the payer; SHAR: shared; SLEV: per service level',
  ),
  FrequencyCode: enumeration(
    ['DAIL', 'MNTH', 'QUTR', 'SEMI', 'TOMN', 'TOWK', 'WEEK', 'YEAR'],
    'Standing order frequency (TOMN: every two months, TOWK: every two weeks)',
  ),
  ExecutionRule: enumeration(['FWNG', 'PREC'], 'FWNG: following; PREC: preceding'),
  CategoryPurposeCode: enumeration(CATEGORY_PURPOSES, 'Category purpose of a payment'),
  CashAccountType: enumeration(['CACC', 'CARD', 'CASH', 'LOAN', 'OTHR', 'SVGS'], 'Account type'),
  CreditDebitIndicator: enumeration(['CRDT', 'DBIT'], 'CRDT: credit; DBIT: debit'),
  BalanceStatus: enumeration(
    ['CLAV', 'CLBD', 'FWAV', 'INFO', 'ITAV', 'ITBD', 'OPAV', 'OPBD', 'OTHR', 'PRCD', 'VALU', 'XPCD'],
    'Balance type: closing, forward, interim, opening, expected, value-date, informational, other',
  ),
  AddressType: enumeration(ADDRESS_TYPES, 'Type of a postal address'),
  ErrorCode: enumeration(ERROR_CODES, 'Text error code'),
  TransactionStatus: enumeration(
    TRANSACTION_STATUSES,
    'Status of a transaction: BOOK (booked) as the specification shows, and the other ISO 20022 entry statuses',
  ),
  TransactionsFetchStrategy: enumeration(FETCH_STRATEGIES, 'How transactions are fetched'),
  SessionStatus: string(
    'Session status. AUTHORIZED while the account data can be fetched; CLOSED, EXPIRED and REVOKED once it cannot',
    { examples: ['AUTHORIZED', 'CLOSED', 'EXPIRED', 'REVOKED'] },
  ),
  SchemeName: string('Identification scheme name', { examples: ['IBAN', 'BBAN', 'CPAN'] }),
  Usage: string('Usage of the account', { examples: ['PRIV', 'ORGA'] }),
  RateType: string('Type of an exchange rate', { examples: ['SPOT'] }),
  PurposeCode: string('Underlying reason of a payment (ISO 20022 purpose code)'),
};
