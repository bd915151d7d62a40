/** A YYYY-MM-DD `days` after today (UTC): the sandbox refuses an execution date in the past. */
export function isoDateInDays(days: number): string {
  return new Date(Date.now() + days * 24 * 3600 * 1000).toISOString().slice(0, 10);
}
