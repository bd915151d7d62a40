import type { ASPSPData } from '../../types/aspsp.js';
import { appMethod, redirectMethod } from '../auth-methods.js';
import { CONSENT_180_DAYS, CONSENT_90_DAYS } from '../consent-validity.js';
import { RAIFFEISEN_AT } from '../groups.js';
import { sepaPayment } from '../payment-types.js';

/** The Raiffeisen regional banks share the ELBA platform. */
function raiffeisen(name: string, logoSlug: string, bic: string): ASPSPData {
  return {
    name,
    country: 'AT',
    logo: `/logos/${logoSlug}.svg`,
    bic,
    beta: false,
    group: RAIFFEISEN_AT,
    psu_types: ['personal', 'business'],
    auth_methods: [
      appMethod('personal', 'bank_app', 'Raiffeisen Digital Banking app'),
      redirectMethod('business', 'ELBA business'),
    ],
    maximum_consent_validity: CONSENT_90_DAYS,
    payments: [sepaPayment('personal'), sepaPayment('business')],
  };
}

export const AUSTRIA: readonly ASPSPData[] = [
  {
    name: 'Erste Bank',
    country: 'AT',
    logo: '/logos/erste-bank.svg',
    bic: 'GIBAATWW',
    beta: false,
    psu_types: ['personal', 'business'],
    auth_methods: [
      appMethod('personal', 'bank_app', 's Identity'),
      redirectMethod('personal', 'George'),
      redirectMethod('business', 'George Business'),
    ],
    maximum_consent_validity: CONSENT_180_DAYS,
    payments: [sepaPayment('personal'), sepaPayment('personal', { instant: true }), sepaPayment('business')],
  },
  {
    name: 'Steiermärkische Sparkasse',
    country: 'AT',
    logo: '/logos/steiermaerkische-sparkasse.svg',
    bic: 'STSPAT2G',
    beta: false,
    psu_types: ['personal', 'business'],
    auth_methods: [
      appMethod('personal', 'bank_app', 's Identity'),
      redirectMethod('business', 'George Business'),
    ],
    maximum_consent_validity: CONSENT_90_DAYS,
    payments: [sepaPayment('personal')],
  },
  raiffeisen('Raiffeisenlandesbank Oberösterreich', 'raiffeisenlandesbank-oberoesterreich', 'RZOOAT2L'),
  raiffeisen('Raiffeisen-Landesbank Tirol', 'raiffeisen-landesbank-tirol', 'RZTIAT22'),
  raiffeisen(
    'Raiffeisenlandesbank Niederösterreich-Wien',
    'raiffeisenlandesbank-niederoesterreich-wien',
    'RLNWATWW',
  ),
  raiffeisen('Raiffeisenlandesbank Kärnten', 'raiffeisenlandesbank-kaernten', 'RZKTAT2K'),
  {
    name: 'Bank Austria',
    country: 'AT',
    logo: '/logos/bank-austria.svg',
    bic: 'BKAUATWW',
    beta: false,
    psu_types: ['personal', 'business'],
    auth_methods: [redirectMethod('personal', '24You'), redirectMethod('business', 'BusinessNet')],
    maximum_consent_validity: CONSENT_90_DAYS,
    payments: [sepaPayment('personal')],
  },
  {
    name: 'BAWAG',
    country: 'AT',
    logo: '/logos/bawag.svg',
    bic: 'BAWAATWW',
    beta: false,
    psu_types: ['personal', 'business'],
    auth_methods: [redirectMethod('personal', 'klar'), redirectMethod('business')],
    maximum_consent_validity: CONSENT_90_DAYS,
    payments: [sepaPayment('personal')],
  },
  {
    name: 'Oberbank',
    country: 'AT',
    logo: '/logos/oberbank.svg',
    bic: 'OBKLAT2L',
    beta: false,
    psu_types: ['personal', 'business'],
    auth_methods: [redirectMethod('personal'), redirectMethod('business')],
    maximum_consent_validity: CONSENT_90_DAYS,
  },
  {
    name: 'easybank',
    country: 'AT',
    logo: '/logos/easybank.svg',
    bic: 'EASYATW1',
    beta: true,
    psu_types: ['personal'],
    auth_methods: [redirectMethod('personal')],
    maximum_consent_validity: CONSENT_90_DAYS,
  },
  {
    name: 'Volksbank Wien',
    country: 'AT',
    logo: '/logos/volksbank-wien.svg',
    bic: 'VBOEATWW',
    beta: false,
    psu_types: ['personal', 'business'],
    auth_methods: [redirectMethod('personal', 'hausbanking'), redirectMethod('business', 'hausbanking')],
    maximum_consent_validity: CONSENT_90_DAYS,
  },
  {
    name: 'Hypo Vorarlberg',
    country: 'AT',
    logo: '/logos/hypo-vorarlberg.svg',
    bic: 'HYPVAT2B',
    beta: true,
    psu_types: ['personal', 'business'],
    auth_methods: [redirectMethod('personal'), redirectMethod('business')],
    maximum_consent_validity: CONSENT_90_DAYS,
  },
];
