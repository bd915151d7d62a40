/** A date-time from the backend (RFC 3339), as an Intl tag (intlTag's) writes it; the raw text when unreadable. */
export function formatDateTime(value: string, tag: string): string {
  const time = Date.parse(value);
  if (Number.isNaN(time)) return value;
  return longDate(tag, { timeStyle: 'short' }, time);
}

/** A calendar date (YYYY-MM-DD), as an Intl tag writes it, without shifting it by the time zone. */
export function formatDate(value: string, tag: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return value;
  const time = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return longDate(tag, { timeZone: 'UTC' }, time);
}

/** Intl's long date, but French writes the first of the month as an ordinal: "1er janvier". */
function longDate(tag: string, options: Intl.DateTimeFormatOptions, time: number): string {
  const text = new Intl.DateTimeFormat(tag, { dateStyle: 'long', ...options }).format(time);
  return /^fr\b/i.test(tag) ? text.replace(/^1 /, '1er ') : text;
}
