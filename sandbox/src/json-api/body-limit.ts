import { asciiJsonLength } from '../http/ascii-json.js';
import type { ASPSPData, ResponsePaymentType } from '../types/aspsp.js';
import { largestPaymentRequest } from './largest-payment.js';

const MIB = 1024 * 1024;
const limits = new WeakMap<readonly ASPSPData[], number>();

/**
 * The JSON API's body limit: its largest valid request, a POST /payments at the payment type
 * whose largest request (json-api/largest-payment.ts) at max_transactions instructions is the
 * longest, in bytes as Python's json.dumps writes it (http/ascii-json.ts), rounded up to a
 * whole MiB. Worked out once per catalogue.
 */
export function jsonApiBodyLimit(aspsps: readonly ASPSPData[]): number {
  let limit = limits.get(aspsps);
  if (limit === undefined) {
    const sizes = [...banksByPaymentType(aspsps)].map(([type, aspsp]) => largestPaymentBytes(aspsp, type));
    limit = Math.ceil(Math.max(0, ...sizes) / MIB) * MIB;
    limits.set(aspsps, limit);
  }
  return limit;
}

/** The size of the payment type's largest request; any date and origin do, as their length is fixed. */
export function largestPaymentBytes(aspsp: ASPSPData, type: ResponsePaymentType): number {
  const setting = {
    today: '2026-01-01',
    urlOrigin: 'https://shop.example',
    instructions: type.max_transactions,
  };
  return asciiJsonLength(largestPaymentRequest(aspsp, type, setting));
}

/**
 * Each payment type with its bank. The generated banks of the large catalogue share their
 * template's payment types (and its country and methods), so a type is sized once, at its
 * bank with the longest name.
 */
function banksByPaymentType(aspsps: readonly ASPSPData[]): Map<ResponsePaymentType, ASPSPData> {
  const banks = new Map<ResponsePaymentType, ASPSPData>();
  for (const aspsp of aspsps) {
    for (const type of aspsp.payments ?? []) {
      const known = banks.get(type);
      if (known === undefined || asciiJsonLength(aspsp.name) > asciiJsonLength(known.name))
        banks.set(type, aspsp);
    }
  }
  return banks;
}
