import type { ASPSPGroup } from '../types/aspsp.js';

export const CREDIT_AGRICOLE: ASPSPGroup = { name: 'Crédit Agricole', logo: '/logos/credit-agricole.svg' };
export const SPAREBANK_1: ASPSPGroup = { name: 'SpareBank 1', logo: '/logos/sparebank-1.svg' };
export const SPARKASSEN: ASPSPGroup = {
  name: 'Sparkassen-Finanzgruppe',
  logo: '/logos/sparkassen-finanzgruppe.svg',
};
export const VOLKSBANKEN: ASPSPGroup = {
  name: 'Volksbanken Raiffeisenbanken',
  logo: '/logos/volksbanken-raiffeisenbanken.svg',
};
export const RAIFFEISEN_AT: ASPSPGroup = {
  name: 'Raiffeisen Bankengruppe',
  logo: '/logos/raiffeisen-bankengruppe.svg',
};
