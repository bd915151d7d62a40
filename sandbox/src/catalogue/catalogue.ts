import { BASE_CATALOGUE } from '../data/base-catalogue.js';
import { LOCAL_BANK_FAMILIES } from '../data/large-catalogue-families.js';
import type { ASPSPData } from '../types/aspsp.js';
import { generateLocalBanks } from './large-catalogue.js';

/** The ASPSPs the backend knows, with lookups by name and by logo path. */
export interface Catalogue {
  readonly aspsps: readonly ASPSPData[];
  find(name: string, country: string): ASPSPData | undefined;
  /** Logo path ('/logos/op.svg', group logos included) → the name its initials come from. */
  readonly logoNames: ReadonlyMap<string, string>;
}

export function buildCatalogue(options: { large: boolean }): Catalogue {
  const aspsps = options.large
    ? [...BASE_CATALOGUE, ...generateLocalBanks(BASE_CATALOGUE, LOCAL_BANK_FAMILIES)]
    : BASE_CATALOGUE;
  const byKey = new Map(aspsps.map((aspsp) => [catalogueKey(aspsp.name, aspsp.country), aspsp]));
  return {
    aspsps,
    find: (name, country) => byKey.get(catalogueKey(name, country)),
    logoNames: indexLogos(aspsps),
  };
}

function catalogueKey(name: string, country: string): string {
  return `${country}:${name}`;
}

function indexLogos(aspsps: readonly ASPSPData[]): Map<string, string> {
  const names = new Map<string, string>();
  for (const aspsp of aspsps) {
    if (!names.has(aspsp.logo)) names.set(aspsp.logo, aspsp.name);
    if (aspsp.group && !names.has(aspsp.group.logo)) names.set(aspsp.group.logo, aspsp.group.name);
  }
  return names;
}
