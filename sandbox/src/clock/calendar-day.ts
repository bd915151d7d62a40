/**
 * Days as whole numbers (days since 1970-01-01, UTC), so that generating, paging and
 * comparing dates is arithmetic. The specification's dates are UTC.
 */
const DAY_MS = 24 * 60 * 60 * 1000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The UTC day of a sandbox time in ms. */
export function dayOf(time: number): number {
  return Math.floor(time / DAY_MS);
}

/** The first ms of a day. */
export function startOfDay(day: number): number {
  return day * DAY_MS;
}

/** YYYY-MM-DD. */
export function isoDate(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** The day of a YYYY-MM-DD that names a real date (not 2026-02-30); undefined otherwise. */
export function parseIsoDate(text: string): number | undefined {
  const match = ISO_DATE.exec(text);
  if (!match) return undefined;
  const [year, month, date] = match.slice(1).map(Number) as [number, number, number];
  const time = Date.UTC(year, month - 1, date);
  const parsed = new Date(time);
  const real =
    parsed.getUTCFullYear() === year && parsed.getUTCMonth() === month - 1 && parsed.getUTCDate() === date;
  return real ? dayOf(time) : undefined;
}

/** Months as whole numbers too: year * 12 + month (0-based). */
export function monthOf(day: number): number {
  const date = new Date(day * DAY_MS);
  return date.getUTCFullYear() * 12 + date.getUTCMonth();
}

export function firstDayOfMonth(month: number): number {
  return dayOf(Date.UTC(Math.floor(month / 12), month % 12, 1));
}

export function lastDayOfMonth(month: number): number {
  return firstDayOfMonth(month + 1) - 1;
}

/** 1 to 31. */
export function dateInMonth(day: number): number {
  return new Date(day * DAY_MS).getUTCDate();
}

/** 0 is Sunday, 6 Saturday. */
export function weekday(day: number): number {
  return new Date(day * DAY_MS).getUTCDay();
}

export function isWeekend(day: number): boolean {
  const value = weekday(day);
  return value === 0 || value === 6;
}

/** The day itself, or the Friday before when it falls on a weekend (when salaries are paid). */
export function weekdayOnOrBefore(day: number): number {
  let result = day;
  while (isWeekend(result)) result -= 1;
  return result;
}

/** The day itself, or the Monday after when it falls on a weekend (when bills are due). */
export function weekdayOnOrAfter(day: number): number {
  let result = day;
  while (isWeekend(result)) result += 1;
  return result;
}

/** The `date`-th of the month of `day`, or its last day when the month is shorter. */
export function dateOfSameMonth(day: number, date: number): number {
  const month = monthOf(day);
  return Math.min(lastDayOfMonth(month), firstDayOfMonth(month) + date - 1);
}

/** Whether a bill due on the `date`-th is paid on `day`: that day, or the Monday after a weekend. */
export function isDueOn(day: number, date: number): boolean {
  return day === weekdayOnOrAfter(dateOfSameMonth(day, date));
}

/** Whether money due on the `date`-th arrives on `day`: that day, or the Friday before a weekend. */
export function isPaidOn(day: number, date: number): boolean {
  return day === weekdayOnOrBefore(dateOfSameMonth(day, date));
}

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** "June 2026": how remittance texts name a month (no locale data, so the same everywhere). */
export function monthName(month: number): string {
  return `${MONTH_NAMES[month % 12] ?? ''} ${Math.floor(month / 12)}`;
}
