import type { PSUType, Service } from '../types/aspsp.js';
import type {
  AddressType,
  CategoryPurposeCode,
  ChargeBearerCode,
  PaymentType,
  SchemeName,
} from '../types/payment.js';

/** The specification's enumerations that requests are checked against. */
export const PSU_TYPES: readonly PSUType[] = ['personal', 'business'];
export const SERVICES: readonly Service[] = ['AIS', 'PIS'];
export const SCHEME_NAMES: readonly SchemeName[] = ['IBAN', 'BBAN', 'CPAN'];
export const PAYMENT_TYPES: readonly PaymentType[] = [
  'BULK_DOMESTIC',
  'BULK_DOMESTIC_SE_GIRO',
  'BULK_SEPA',
  'CROSSBORDER',
  'DOMESTIC',
  'DOMESTIC_SE_GIRO',
  'INST_SEPA',
  'INTERNAL',
  'SEPA',
];
export const CHARGE_BEARERS: readonly ChargeBearerCode[] = ['CRED', 'DEBT', 'SHAR', 'SLEV'];
export const CATEGORY_PURPOSES: readonly CategoryPurposeCode[] = [
  'BONU',
  'CASH',
  'CBLK',
  'CCRD',
  'CORT',
  'DCRD',
  'DIVI',
  'DVPM',
  'EPAY',
  'FCOL',
  'GOVT',
  'HEDG',
  'ICCP',
  'IDCP',
  'INTC',
  'INTE',
  'LOAN',
  'MP2B',
  'MP2P',
  'OTHR',
  'PENS',
  'RPRE',
  'RRCT',
  'RVPM',
  'SALA',
  'SECU',
  'SSBE',
  'SUPP',
  'TAXS',
  'TRAD',
  'TREA',
  'VATX',
  'WHLD',
];
export const ADDRESS_TYPES: readonly AddressType[] = [
  'Business',
  'Correspondence',
  'DeliveryTo',
  'MailTo',
  'POBox',
  'Postal',
  'Residential',
  'Statement',
];
