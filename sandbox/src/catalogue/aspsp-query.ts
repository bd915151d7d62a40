import type { ASPSPData, PSUType, Service } from '../types/aspsp.js';
import type { PaymentType } from '../types/payment.js';
import { supportsService } from './aspsp-support.js';

/** The optional filters of GET /aspsps on the JSON API. */
export interface AspspQuery {
  country?: string;
  psu_type?: PSUType;
  service?: Service;
  payment_type?: PaymentType;
}

/** Whether the ASPSP supports every value the query gives; without psu_type, any PSU type counts. */
export function matchesAspspQuery(aspsp: ASPSPData, query: AspspQuery): boolean {
  if (query.country !== undefined && aspsp.country !== query.country) return false;
  const psuTypes = query.psu_type === undefined ? aspsp.psu_types : [query.psu_type];
  return psuTypes.some(
    (psuType) =>
      aspsp.psu_types.includes(psuType) &&
      (query.service === undefined || supportsService(aspsp, psuType, query.service)) &&
      (query.payment_type === undefined ||
        (aspsp.payments ?? []).some(
          (payment) => payment.psu_type === psuType && payment.payment_type === query.payment_type,
        )),
  );
}

/** The countries of the catalogue, sorted. */
export function catalogueCountries(aspsps: readonly ASPSPData[]): string[] {
  return [...new Set(aspsps.map((aspsp) => aspsp.country))].sort();
}
