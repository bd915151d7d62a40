import { baseRate } from './currencies.js';
import { SeededRandom } from './seeded-random.js';

/**
 * The units of `foreign` one unit of `unit` bought on `day`: around the base rate, moving
 * up to 1.5 % from day to day, rounded to the four decimals exchange_rate shows.
 */
export function dailyRate(unit: string, foreign: string, day: number): number {
  const movement = 1 + new SeededRandom('rate', unit, foreign, day).int(-150, 150) / 10_000;
  return Number((baseRate(unit, foreign) * movement).toFixed(4));
}
