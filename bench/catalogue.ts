/**
 * The banks every list of the benchmark shows, read from the mock backend's large catalogue:
 * the country of at least 1,200 ASPSPs (DE) as GET /aspsps answers it, and every country's
 * answer joined into one (all ASPSPs at once).
 */
import { BASE_CATALOGUE } from '../sandbox/src/data/base-catalogue.js';

/** The DE list is the one with at least 1,200 ASPSPs. */
export const largeCountry = 'DE';

export interface AspspFields {
  name: string;
  country: string;
  logo: string;
  bic?: string;
}

export interface BenchCatalogue {
  /** GET /aspsps?country=DE as the backend answers it. */
  large: readonly AspspFields[];
  /** Every country's answer, joined: the entries of a GET /aspsps for all ASPSPs at once. */
  all: readonly AspspFields[];
}

export async function loadCatalogue(backendOrigin: string, pageOrigin: string): Promise<BenchCatalogue> {
  const countries = [...new Set(BASE_CATALOGUE.map((aspsp) => aspsp.country))].sort();
  const answers = await Promise.all(
    countries.map(async (country) => ({
      country,
      aspsps: await fetchAspsps(backendOrigin, pageOrigin, country),
    })),
  );
  const large = answers.find((answer) => answer.country === largeCountry)?.aspsps ?? [];
  if (large.length < 1200)
    throw new Error(`The backend lists ${large.length} ASPSPs in DE; start it with largeCatalogue.`);
  return { large, all: answers.flatMap((answer) => answer.aspsps) };
}

async function fetchAspsps(
  backendOrigin: string,
  pageOrigin: string,
  country: string,
): Promise<AspspFields[]> {
  const url = new URL('/widget-api/v1/aspsps', backendOrigin);
  url.search = new URLSearchParams({
    country,
    psu_type: 'personal',
    service: 'AIS',
    sandbox: 'true',
  }).toString();
  const response = await fetch(url, { headers: { Origin: pageOrigin } });
  const body: unknown = await response.json();
  if (!response.ok || !isAspspsBody(body)) throw new Error(`GET ${url.href} answered ${response.status}.`);
  return body.aspsps;
}

function isAspspsBody(body: unknown): body is { aspsps: AspspFields[] } {
  if (typeof body !== 'object' || body === null || !('aspsps' in body) || !Array.isArray(body.aspsps))
    return false;
  return body.aspsps.every(
    (entry: unknown) =>
      typeof entry === 'object' &&
      entry !== null &&
      'name' in entry &&
      typeof entry.name === 'string' &&
      'country' in entry &&
      typeof entry.country === 'string' &&
      'logo' in entry &&
      typeof entry.logo === 'string',
  );
}
