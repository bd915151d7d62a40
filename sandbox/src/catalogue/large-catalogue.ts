import type { LocalBankFamily } from '../data/large-catalogue-families.js';
import type { ASPSPData } from '../types/aspsp.js';
import { slugify } from './slug.js';

/** Every 13th generated bank is in beta, so the beta badge shows up in long lists too. */
const BETA_EVERY = 13;

/**
 * Thousands of plausible local banks, for testing long lists. Deterministic: the same
 * input always gives the same list. Names already in the base catalogue are skipped.
 */
export function generateLocalBanks(
  base: readonly ASPSPData[],
  families: readonly LocalBankFamily[],
): ASPSPData[] {
  const taken = new Set(base.map((aspsp) => `${aspsp.country}:${aspsp.name}`));
  const generated: ASPSPData[] = [];
  for (const family of families) {
    const template = base.find((aspsp) => aspsp.country === family.country && aspsp.name === family.template);
    if (!template) throw new Error(`Large catalogue: no template "${family.template}" in ${family.country}`);
    for (const place of family.places) {
      const name = family.pattern.replace('{place}', place);
      const key = `${family.country}:${name}`;
      if (taken.has(key)) continue;
      taken.add(key);
      generated.push({
        ...template,
        name,
        bic: undefined, // the template's BIC belongs to the template bank
        logo: `/logos/${slugify(`${family.country} ${name}`)}.svg`,
        beta: generated.length % BETA_EVERY === BETA_EVERY - 1,
      });
    }
  }
  return generated;
}
