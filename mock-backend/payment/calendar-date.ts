const DAY_MS = 24 * 60 * 60 * 1000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A YYYY-MM-DD that names a real day (not 2026-02-30). */
export function isCalendarDate(text: string): boolean {
  const match = DATE.exec(text);
  if (!match) return false;
  const [, year, month, day] = match.map(Number);
  const date = new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1));
  return date.getUTCFullYear() === year && date.getUTCMonth() + 1 === month && date.getUTCDate() === day;
}

/** The UTC day (YYYY-MM-DD) of a sandbox time. */
export function utcDay(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/** The UTC day `days` after `day`. */
export function addDays(day: string, days: number): string {
  return utcDay(startOfDay(day) + days * DAY_MS);
}

/** 00:00 UTC of a YYYY-MM-DD, in ms. */
export function startOfDay(day: string): number {
  return Date.parse(`${day}T00:00:00Z`);
}
