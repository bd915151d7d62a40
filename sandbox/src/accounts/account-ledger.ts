import type { AccountProfile } from './account-profile.js';
import { firstDayOfMonth, lastDayOfMonth, monthName, monthOf } from '../clock/calendar-day.js';
import { nationalCurrency, priceScale } from './currencies.js';
import { entriesBookedOn } from './daily-entries.js';
import { dailyRate } from './exchange-rate.js';
import { CODES, type EntryDraft, type LedgerEntry } from './ledger-entry.js';
import { loanRemaining } from './loan-schedule.js';
import { SeededRandom } from './seeded-random.js';

/**
 * An account's booked history, consistent with its balances without generating a year: each
 * month ends at a balance drawn from the seed, and a transfer on the month's last day
 * balances the month's other entries to it. So a balance anywhere needs one month of entries.
 * Memoises what it generates: make one per request.
 */
export class AccountLedger {
  private readonly days = new Map<number, LedgerEntry[]>();
  private readonly generated = new Map<number, LedgerEntry[]>();
  private readonly monthEnds = new Map<number, Map<number, number>>();

  constructor(readonly profile: AccountProfile) {}

  /** The entries booked on `day`, in order; on a month's last day the balancing transfer comes last. */
  bookedOn(day: number): LedgerEntry[] {
    let entries = this.days.get(day);
    if (entries === undefined) {
      entries = this.generatedOn(day);
      const month = monthOf(day);
      if (day === lastDayOfMonth(month)) {
        const transfer = this.balancingTransfer(month, entries);
        if (transfer) entries = [...entries, { ...transfer, seq: entries.length }];
      }
      this.days.set(day, entries);
    }
    return entries;
  }

  /** The booked balance at the end of `day`, in minor units. */
  balanceAtEndOf(day: number): number {
    const month = monthOf(day);
    let ends = this.monthEnds.get(month);
    if (ends === undefined) {
      ends = new Map();
      let balance = closingBalance(this.profile, month - 1);
      for (let current = firstDayOfMonth(month); current <= lastDayOfMonth(month); current += 1) {
        balance += sum(this.bookedOn(current));
        ends.set(current, balance);
      }
      this.monthEnds.set(month, ends);
    }
    return ends.get(day) ?? 0;
  }

  /** The day's entries without the balancing transfer. */
  private generatedOn(day: number): LedgerEntry[] {
    let entries = this.generated.get(day);
    if (entries === undefined) {
      entries = entriesBookedOn(this.profile, day);
      this.generated.set(day, entries);
    }
    return entries;
  }

  /** Brings the month's booked entries to the month's closing balance; none when they already do. */
  private balancingTransfer(month: number, lastDayEntries: readonly LedgerEntry[]): EntryDraft | undefined {
    let others = sum(lastDayEntries);
    for (let day = firstDayOfMonth(month); day < lastDayOfMonth(month); day += 1) {
      others += sum(this.generatedOn(day));
    }
    const minor = closingBalance(this.profile, month) - closingBalance(this.profile, month - 1) - others;
    return minor === 0 ? undefined : balancingEntry(this.profile, lastDayOfMonth(month), minor);
  }
}

/** The booked balance the account ends `month` with, in minor units, drawn from its seed. */
export function closingBalance(profile: AccountProfile, month: number): number {
  const random = new SeededRandom(profile.seed, 'closing', month);
  const fixed = new SeededRandom(profile.seed, 'closing');
  const business = profile.psuType === 'business';
  const units = 100 * priceScale(profile.currency);
  switch (profile.kind) {
    case 'current':
      return (business ? random.int(5_000, 60_000) : random.int(300, 3_500)) * units + random.int(0, 99);
    case 'savings': {
      const base = business ? fixed.int(20_000, 200_000) : fixed.int(2_000, 20_000);
      const growth = business ? fixed.int(500, 3_000) : fixed.int(50, 300);
      return (base + growth * (month % 120) + random.int(0, 200)) * units + random.int(0, 99);
    }
    case 'card':
      return -((business ? random.int(800, 8_000) : random.int(100, 1_500)) * units + random.int(0, 99));
    case 'currency':
      return (business ? random.int(2_000, 40_000) : random.int(200, 2_500)) * 100 + random.int(0, 99);
    case 'loan':
      return profile.loan ? -loanRemaining(profile.loan, month) : 0;
  }
}

/** The month's last entry, worded as what such a transfer is on that kind of account. */
function balancingEntry(profile: AccountProfile, day: number, minor: number): EntryDraft {
  const month = monthOf(day);
  const own = { name: profile.holder.name };
  const base = { bookingDay: day, transactionDay: day, valueDay: day, minor, counterparty: own };
  const incoming = minor > 0;
  switch (profile.kind) {
    case 'current':
      return {
        ...base,
        code: incoming ? CODES.ownTransferIn : CODES.ownTransferOut,
        remittance: [incoming ? 'Transfer from savings account' : 'Transfer to savings account'],
      };
    case 'savings':
      return {
        ...base,
        code: incoming ? CODES.ownTransferIn : CODES.ownTransferOut,
        remittance: [incoming ? `Monthly savings ${monthName(month)}` : 'Withdrawal to current account'],
      };
    case 'card':
      return {
        ...base,
        counterparty: incoming ? own : { name: profile.servicer.name, bic: profile.servicer.bic },
        code: incoming ? CODES.ownTransferIn : CODES.fees,
        remittance: [incoming ? `Card bill ${monthName(month)}, thank you` : 'Card statement adjustment'],
      };
    case 'currency': {
      const national = nationalCurrency(profile.country);
      const rate = dailyRate(profile.currency, national, day);
      return {
        ...base,
        code: CODES.exchange,
        remittance: [incoming ? `Exchange from ${national}` : `Exchange to ${national}`],
        foreign: { currency: national, minor: Math.round(Math.abs(minor) * rate), rate: rate.toFixed(4) },
      };
    }
    case 'loan':
      return {
        ...base,
        code: incoming ? CODES.transferIn : CODES.transferOut,
        remittance: [incoming ? 'Extra repayment' : `New loan ${monthName(month)}`],
      };
  }
}

function sum(entries: readonly { minor: number }[]): number {
  return entries.reduce((total, entry) => total + entry.minor, 0);
}
