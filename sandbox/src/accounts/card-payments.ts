import type { AccountProfile } from './account-profile.js';
import { dateInMonth, isWeekend, monthName, monthOf } from '../clock/calendar-day.js';
import {
  BUSINESS_MERCHANTS,
  EVERYDAY_MERCHANTS,
  FOREIGN_MERCHANTS,
  MONTHLY_SUBSCRIPTION,
  type Merchant,
} from './counterparties.js';
import { priceScale } from './currencies.js';
import { dailyRate } from './exchange-rate.js';
import { CODES, type EntryDraft } from './ledger-entry.js';
import { SeededRandom } from './seeded-random.js';

/** A card payment is booked one or two days after it was made; until then it is pending. */
export const MAX_BOOKING_LAG_DAYS = 2;

/**
 * Card payments made on `day`, each booked one or two days later: the account's pending
 * transactions while that day has not come. A few are abroad, in another currency, and a
 * software subscription is billed in dollars on the 7th of every month.
 */
export function cardPaymentsMadeOn(profile: AccountProfile, day: number): EntryDraft[] {
  if (profile.kind !== 'current' && profile.kind !== 'card' && profile.kind !== 'currency') return [];
  const random = new SeededRandom(profile.seed, 'card', day);
  const drafts: EntryDraft[] = [];
  const count = purchaseCount(profile, random, day);
  for (let index = 0; index < count; index += 1) {
    const lag = random.chance(0.7) ? 1 : 2;
    if (profile.kind === 'currency') {
      // A currency account's card pays in the account's own currency, abroad.
      const local = FOREIGN_MERCHANTS.find((merchant) => merchant.currency === profile.currency);
      if (local)
        drafts.push(
          cardPayment(
            profile,
            day,
            lag,
            local,
            profile.currency,
            price(random, local, priceScale(profile.currency)),
          ),
        );
    } else if (random.chance(0.03)) {
      const abroad = random.pick(
        FOREIGN_MERCHANTS.filter((merchant) => merchant.currency !== profile.currency),
      );
      const paid = price(random, abroad, priceScale(abroad.currency));
      drafts.push(cardPayment(profile, day, lag, abroad, abroad.currency, paid));
    } else {
      const merchant = weightedPick(
        random,
        profile.psuType === 'business' ? BUSINESS_MERCHANTS : EVERYDAY_MERCHANTS,
      );
      const town = profile.holder.address.town_name ?? '';
      const paid = price(random, merchant, priceScale(profile.currency));
      drafts.push(cardPayment(profile, day, lag, { ...merchant, town }, profile.currency, paid));
    }
  }
  if (profile.kind !== 'currency' && dateInMonth(day) === MONTHLY_SUBSCRIPTION.dayOfMonth) {
    const { currency, minor, name, mcc } = MONTHLY_SUBSCRIPTION;
    const draft = cardPayment(profile, day, 1, { name, mcc, town: '' }, currency, minor);
    drafts.push({
      ...draft,
      remittance: [`${name} subscription ${monthName(monthOf(day))}`, cardText(profile)],
    });
  }
  return drafts;
}

/** What the account's card is called in texts: its last four digits. */
export function cardText(profile: AccountProfile): string {
  return `Card ****${profile.cardDigits}`;
}

/**
 * How many card payments are made on a day: a personal current account's debit card is used
 * every day (so something is always pending), a credit card or a company's less often.
 */
function purchaseCount(profile: AccountProfile, random: SeededRandom, day: number): number {
  if (profile.kind === 'currency') return Number(random.chance(0.03));
  if (profile.psuType === 'business') return isWeekend(day) ? 0 : random.int(0, 2);
  if (profile.kind === 'card') return random.int(0, 2);
  return random.int(1, isWeekend(day) ? 3 : 2);
}

/** `paid` minor units of `currency`; in another currency than the account's, with the day's rate. */
function cardPayment(
  profile: AccountProfile,
  day: number,
  lag: number,
  merchant: Pick<Merchant, 'name' | 'mcc'> & { town: string },
  currency: string,
  paid: number,
): EntryDraft {
  const foreign = currency !== profile.currency;
  const rate = foreign ? dailyRate(profile.currency, currency, day) : 1;
  return {
    bookingDay: day + lag,
    transactionDay: day,
    valueDay: day,
    minor: -Math.round(paid / rate),
    counterparty: { name: merchant.name },
    code: CODES.cardPayment,
    remittance: [`${merchant.name} ${merchant.town}`.trim(), cardText(profile)],
    mcc: merchant.mcc,
    foreign: foreign ? { currency, minor: paid, rate: rate.toFixed(4) } : undefined,
  };
}

function price(random: SeededRandom, merchant: Merchant, scale: number): number {
  return random.int(merchant.min * 100, merchant.max * 100) * scale;
}

function weightedPick(random: SeededRandom, merchants: readonly Merchant[]): Merchant {
  const total = merchants.reduce((sum, merchant) => sum + merchant.weight, 0);
  let ticket = random.fraction() * total;
  for (const merchant of merchants) {
    ticket -= merchant.weight;
    if (ticket < 0) return merchant;
  }
  const last = merchants.at(-1);
  if (!last) throw new RangeError('weightedPick needs at least one merchant.');
  return last;
}
