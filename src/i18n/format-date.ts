import { intlTag, type Locale } from './locale.js';

/** A date-time from the backend (RFC 3339), in the locale; the raw text when unreadable. */
export function formatDateTime(value: string, locale: Locale): string {
  const time = Date.parse(value);
  if (Number.isNaN(time)) return value;
  return new Intl.DateTimeFormat(intlTag(locale), { dateStyle: 'long', timeStyle: 'short' }).format(time);
}

/** A calendar date (YYYY-MM-DD), in the locale, without shifting it by the time zone. */
export function formatDate(value: string, locale: Locale): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return value;
  const time = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return new Intl.DateTimeFormat(intlTag(locale), { dateStyle: 'long', timeZone: 'UTC' }).format(time);
}
