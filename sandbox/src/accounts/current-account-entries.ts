import { companyName, personOf } from './account-holder.js';
import type { AccountProfile } from './account-profile.js';
import { isDueOn, isPaidOn, isWeekend, lastDayOfMonth, monthName, monthOf } from '../clock/calendar-day.js';
import { cardText } from './card-payments.js';
import {
  CUSTOMERS,
  EMPLOYERS,
  ENERGY_COMPANY,
  INSURER,
  LANDLORD,
  MOBILE_OPERATOR,
  SUPPLIERS,
  TAX_OFFICE,
} from './counterparties.js';
import { priceScale } from './currencies.js';
import { bill, counterparty, ownBank, transferIn, transferOut } from './entry-drafts.js';
import { CODES, type EntryDraft } from './ledger-entry.js';
import { loanInstalment } from './loan-schedule.js';
import { creditorReference } from './reference-number.js';
import { SeededRandom } from './seeded-random.js';

/**
 * A person's current account on `day`, besides card payments: the salary on the 25th,
 * rent (without a home loan) on the 1st, the phone bill by direct debit on the 10th,
 * electricity on the 15th, insurance quarterly, the loan instalment at the month's end,
 * and now and then cash, and transfers with friends.
 */
export function personalCurrentEntries(profile: AccountProfile, day: number): EntryDraft[] {
  const month = monthOf(day);
  const fixed = new SeededRandom(profile.seed, 'fixed');
  const monthly = new SeededRandom(profile.seed, 'month', month);
  const daily = new SeededRandom(profile.seed, 'day', day);
  const scale = priceScale(profile.currency);
  const company = (name: string) => companyName(profile.country, name);
  const entries: EntryDraft[] = [];
  if (isPaidOn(day, 25)) {
    const bonus = month % 12 === 11 ? fixed.int(5, 15) * 10_000 * scale : 0;
    const salary = fixed.int(240, 420) * 1000 * scale + bonus;
    const employer = counterparty(profile, company(fixed.pick(EMPLOYERS)));
    entries.push(transferIn(day, salary, employer, [`Salary ${monthName(month)}`], CODES.salaryIn));
  }
  if (isDueOn(day, 1) && !profile.loan) {
    const rent = fixed.int(70, 140) * 1000 * scale;
    entries.push(bill(profile, day, rent, company(LANDLORD), `Rent ${monthName(month)}`, monthly));
  }
  if (isDueOn(day, 10)) {
    const phone = fixed.pick([1990, 2490, 2990, 3990]) * scale;
    const operator = counterparty(profile, company(MOBILE_OPERATOR));
    const text = [`Mobile subscription ${monthName(month)}`];
    entries.push(transferOut(day, phone, operator, text, CODES.directDebit));
  }
  if (isDueOn(day, 15)) {
    const electricity = monthly.int(3000, 12_000) * scale;
    entries.push(
      bill(profile, day, electricity, company(ENERGY_COMPANY), `Electricity ${monthName(month)}`, monthly),
    );
  }
  if (month % 3 === 0 && isDueOn(day, 20)) {
    const premium = fixed.int(6000, 24_000) * scale;
    const text = `Home insurance, quarter ${(month % 12) / 3 + 1}`;
    entries.push(bill(profile, day, premium, company(INSURER), text, monthly));
  }
  if (profile.loan && day === lastDayOfMonth(month)) {
    const text = [`Loan instalment ${monthName(month)}`];
    entries.push(transferOut(day, loanInstalment(profile.loan, month), ownBank(profile), text));
  }
  if (!isWeekend(day) && daily.chance(0.05)) {
    const cash = daily.int(1, 10) * 2000 * scale;
    const text = [`ATM ${profile.holder.address.town_name ?? ''}`.trim(), cardText(profile)];
    entries.push(transferOut(day, cash, undefined, text, CODES.cashWithdrawal));
  }
  if (daily.chance(0.04)) {
    const friend = counterparty(profile, personOf(profile.country, daily));
    const text = [daily.pick(['Dinner', 'Concert tickets', 'Thanks!', 'Birthday present'])];
    entries.push(transferIn(day, daily.int(10, 150) * 100 * scale, friend, text));
  }
  if (daily.chance(0.03)) {
    const friend = counterparty(profile, personOf(profile.country, daily));
    const text = [daily.pick(['Cabin weekend', 'Groceries', 'Gift', 'Taxi'])];
    entries.push(transferOut(day, daily.int(10, 150) * 100 * scale, friend, text));
  }
  return entries;
}

/**
 * A company's current account on `day`, besides card payments: office rent on the 1st, VAT
 * on the 12th, salaries on the 25th, fees on the last weekday, the loan instalment, and on
 * weekdays customers' payments (with their invoices' references) and suppliers' bills.
 */
export function businessCurrentEntries(profile: AccountProfile, day: number): EntryDraft[] {
  const month = monthOf(day);
  const fixed = new SeededRandom(profile.seed, 'fixed');
  const monthly = new SeededRandom(profile.seed, 'month', month);
  const daily = new SeededRandom(profile.seed, 'day', day);
  const scale = priceScale(profile.currency);
  const company = (name: string) => companyName(profile.country, name);
  const entries: EntryDraft[] = [];
  if (isDueOn(day, 1)) {
    const rent = fixed.int(15, 60) * 10_000 * scale;
    entries.push(bill(profile, day, rent, company(LANDLORD), `Office rent ${monthName(month)}`, monthly));
  }
  if (isDueOn(day, 12)) {
    const vat = monthly.int(500, 5000) * 100 * scale;
    entries.push(bill(profile, day, vat, TAX_OFFICE, `VAT ${monthName(month - 1)}`, monthly));
  }
  if (isPaidOn(day, 25)) {
    const payroll = fixed.int(8, 30) * 100_000 * scale + monthly.int(0, 200) * 1000 * scale;
    entries.push(transferOut(day, payroll, undefined, [`Salaries ${monthName(month)}`], CODES.salaryOut));
  }
  if (isPaidOn(day, 31)) {
    const fee = fixed.pick([990, 1490, 2990]) * scale;
    entries.push(transferOut(day, fee, ownBank(profile), [`Account fees ${monthName(month)}`], CODES.fees));
  }
  if (profile.loan && day === lastDayOfMonth(month)) {
    const text = [`Loan instalment ${monthName(month)}`];
    entries.push(transferOut(day, loanInstalment(profile.loan, month), ownBank(profile), text));
  }
  if (isWeekend(day)) return entries;
  const payments = daily.chance(0.55) ? daily.int(1, 2) : 0;
  for (let index = 0; index < payments; index += 1) {
    const customer = counterparty(profile, company(daily.pick(CUSTOMERS)));
    const invoice = `${10_000 + daily.int(0, 89_999)}`;
    const paid = transferIn(day, daily.int(200, 4000) * 100 * scale, customer, [`Invoice ${invoice}`]);
    entries.push({ ...paid, reference: creditorReference(invoice) });
  }
  if (daily.chance(0.3)) {
    const supplier = company(daily.pick(SUPPLIERS));
    const amount = daily.int(100, 4000) * 100 * scale;
    entries.push(bill(profile, day, amount, supplier, `Invoice ${daily.digits(6)}`, daily));
  }
  return entries;
}
