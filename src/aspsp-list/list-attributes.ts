/**
 * The bank list's required attributes, checked before any request, and what they name: the
 * request, the scope of the banks remembered, and the PSU's choice.
 */
import type { WidgetError } from '../api/widget-error.js';
import { invalidAttribute, missingAttribute } from '../elements/widget-element.js';
import type { SelectedDetail } from '../events.js';
import type { BankRecord } from './bank-records.js';
import type { RecentScope } from './recent-banks.js';

const psuTypes = ['personal', 'business'];
const services = ['AIS', 'PIS'];

export interface ListAttributes {
  readonly country: string | null;
  readonly psuType: string | null;
  readonly service: string | null;
}

/** The first missing or invalid attribute, or undefined when all are valid. */
export function checkListAttributes({ country, psuType, service }: ListAttributes): WidgetError | undefined {
  if (!country) return missingAttribute('country');
  if (!/^[A-Za-z]{2}$/.test(country)) return invalidAttribute('country', country);
  if (!psuType) return missingAttribute('psu-type');
  if (!psuTypes.includes(psuType)) return invalidAttribute('psu-type', psuType);
  if (!service) return missingAttribute('service');
  if (!services.includes(service.toUpperCase())) return invalidAttribute('service', service);
  return undefined;
}

/** The query of GET /aspsps for these attributes (checked first). */
export function aspspsQuery({ country, psuType, service }: ListAttributes): Record<string, string> {
  return {
    country: asServiceWrites(country),
    psu_type: psuType ?? '',
    service: asServiceWrites(service),
  };
}

/** Where the banks chosen are remembered: one list per country, PSU type, service and environment. */
export function recentScopeOf({ country, psuType, service }: ListAttributes, sandbox: boolean): RecentScope {
  return { country: country ?? '', psuType: psuType ?? '', service: service ?? '', sandbox };
}

/** The detail of `selected` for the bank chosen. */
export function selectionOf(
  bank: BankRecord,
  { psuType, service }: ListAttributes,
  sandbox: boolean,
): SelectedDetail {
  return {
    beta: bank.beta,
    country: bank.country,
    name: bank.name,
    psuType: psuType ?? '',
    sandbox,
    service: asServiceWrites(service),
  };
}

/** A country or service as the service writes it: upper-case (the attributes take any case). */
function asServiceWrites(value: string | null): string {
  return (value ?? '').toUpperCase();
}
