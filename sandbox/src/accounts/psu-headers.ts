import { isIP } from 'node:net';
import type { Checked } from './transactions-query.js';

/** "latitude,longitude": decimal degrees, no spaces. */
const GEO_LOCATION = /^(-?\d{1,3}(?:\.\d+)?),(-?\d{1,3}(?:\.\d+)?)$/;

/**
 * The specification's rule on DELETE /sessions/{id} and the /accounts operations: the
 * headers the ASPSP lists in required_psu_headers come all or none (PSU_HEADER_NOT_PROVIDED,
 * naming the missing ones), and any ASPSP refuses a Psu-Ip-Address that is not an IP address
 * or a Psu-Geo-Location that is not "lat,lon" in range (PSU_HEADER_INVALID).
 * `given` holds the request's Psu-* headers by lowercase name; an empty one counts as absent.
 */
export function checkPsuHeaders(
  required: readonly string[] | undefined,
  given: Readonly<Record<string, string>>,
): Checked<true> {
  const has = (name: string) => (given[name.toLowerCase()] ?? '').trim() !== '';
  const listed = required ?? [];
  const missing = listed.filter((name) => !has(name));
  if (missing.length > 0 && missing.length < listed.length) {
    return {
      ok: false,
      error: 'PSU_HEADER_NOT_PROVIDED',
      message:
        `This ASPSP needs all of ${listed.join(', ')} or none of them; missing: ${missing.join(', ')}. ` +
        'Send them all when the PSU is present, none when the request runs without the PSU.',
    };
  }
  const ip = given['psu-ip-address'];
  if (ip !== undefined && ip.trim() !== '' && isIP(ip.trim()) === 0) {
    return invalid(`Psu-Ip-Address "${ip}" is not an IPv4 or IPv6 address, such as 203.0.113.7.`);
  }
  const geo = given['psu-geo-location'];
  if (geo !== undefined && geo.trim() !== '' && !isGeoLocation(geo)) {
    return invalid(
      `Psu-Geo-Location "${geo}" is not "latitude,longitude" in decimal degrees without spaces, such as 60.1699,24.9384.`,
    );
  }
  return { ok: true, value: true };
}

/** Whether the PSU takes part in the request: the sandbox's bank sees it by Psu-Ip-Address. */
export function isPsuPresent(given: Readonly<Record<string, string>>): boolean {
  return (given['psu-ip-address'] ?? '').trim() !== '';
}

function isGeoLocation(value: string): boolean {
  const match = GEO_LOCATION.exec(value);
  if (!match) return false;
  const latitude = Number(match[1]);
  const longitude = Number(match[2]);
  return Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180;
}

function invalid(message: string): Checked<never> {
  return { ok: false, error: 'PSU_HEADER_INVALID', message };
}
