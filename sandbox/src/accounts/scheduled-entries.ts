import { personOf } from './account-holder.js';
import type { AccountProfile } from './account-profile.js';
import { dateInMonth, isWeekend, lastDayOfMonth, monthName, monthOf } from '../clock/calendar-day.js';
import { CUSTOMERS } from './counterparties.js';
import { priceScale } from './currencies.js';
import { businessCurrentEntries, personalCurrentEntries } from './current-account-entries.js';
import { ownBank, transferIn, transferOut } from './entry-drafts.js';
import { CODES, type EntryDraft } from './ledger-entry.js';
import { loanInstalment, loanInterest } from './loan-schedule.js';
import { SeededRandom } from './seeded-random.js';

/** Everything booked on `day` that is not a card payment: salaries, bills, transfers, fees, interest. */
export function scheduledEntries(profile: AccountProfile, day: number): EntryDraft[] {
  switch (profile.kind) {
    case 'current':
      return profile.psuType === 'personal'
        ? personalCurrentEntries(profile, day)
        : businessCurrentEntries(profile, day);
    case 'savings':
      return savingsEntries(profile, day);
    case 'card':
      return cardAccountEntries(profile, day);
    case 'currency':
      return currencyAccountEntries(profile, day);
    case 'loan':
      return loanEntries(profile, day);
  }
}

/** Interest at the end of each quarter; the monthly savings are the month's balancing transfer. */
function savingsEntries(profile: AccountProfile, day: number): EntryDraft[] {
  const month = monthOf(day);
  if (day !== lastDayOfMonth(month) || month % 3 !== 2) return [];
  const interest =
    new SeededRandom(profile.seed, 'interest', month).int(500, 6000) * priceScale(profile.currency);
  const text = [`Interest ${monthName(month - 2)} to ${monthName(month)}`];
  return [transferIn(day, interest, ownBank(profile), text, CODES.interestIn)];
}

/** The yearly fee on 15 January; the purchases are card payments, the repayment the balancing transfer. */
function cardAccountEntries(profile: AccountProfile, day: number): EntryDraft[] {
  if (dateInMonth(day) !== 15 || monthOf(day) % 12 !== 0) return [];
  const fee = (profile.psuType === 'business' ? 9900 : 2900) * priceScale(profile.currency);
  return [transferOut(day, fee, ownBank(profile), ['Annual card fee'], CODES.fees)];
}

/** Now and then a payment from abroad; the exchanges from the national currency balance the month. */
function currencyAccountEntries(profile: AccountProfile, day: number): EntryDraft[] {
  const daily = new SeededRandom(profile.seed, 'day', day);
  if (isWeekend(day) || !daily.chance(0.04)) return [];
  const business = profile.psuType === 'business';
  const payer = business ? daily.pick(CUSTOMERS) : personOf(profile.country, daily);
  const amount = (business ? daily.int(500, 6000) : daily.int(50, 800)) * 100;
  return [transferIn(day, amount, { name: payer }, [business ? `Invoice ${daily.digits(5)}` : 'Refund'])];
}

/** At the end of each month the interest is charged and the instalment (principal and interest) paid in. */
function loanEntries(profile: AccountProfile, day: number): EntryDraft[] {
  const month = monthOf(day);
  if (!profile.loan || day !== lastDayOfMonth(month)) return [];
  const interest = loanInterest(profile.loan, month);
  const instalment = loanInstalment(profile.loan, month);
  return [
    transferOut(day, interest, ownBank(profile), [`Interest ${monthName(month)}`], CODES.interestOut),
    transferIn(day, instalment, { name: profile.holder.name }, [`Instalment ${monthName(month)}`]),
  ];
}
