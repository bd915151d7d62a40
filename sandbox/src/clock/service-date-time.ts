/** RFC 3339, as POST /auth admits it: any number of fraction digits, Z or an offset. */
const RFC_3339 = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.(\d+))?(Z|([+-])(\d{2}):(\d{2}))$/i;
const MINUTE_MS = 60_000;

/**
 * A date-time as the service writes it: in UTC, with Z and microseconds
 * (2024-11-26T05:16:41.977681Z). From a time in ms, or from an RFC 3339 date-time with any
 * offset and precision: its fraction is kept to the microsecond (further digits are cut off,
 * not rounded, so the written time is never later than the one sent). Text that is not a
 * date-time is returned as it is.
 */
export function serviceDateTime(time: number | string): string {
  if (typeof time === 'number') {
    const ms = Math.floor(time);
    const withinSecond = ((ms % 1000) + 1000) % 1000;
    return withMicroseconds(ms - withinSecond, String(withinSecond).padStart(3, '0'));
  }
  const match = RFC_3339.exec(time);
  if (!match) return time;
  const [, year, month, day, hour, minute, second, fraction = '', zone, sign, offsetHours, offsetMinutes] =
    match;
  const local = Date.UTC(
    Number(year),
    Number(month) - 1,
    Number(day),
    Number(hour),
    Number(minute),
    Number(second),
  );
  const offset =
    zone?.toUpperCase() === 'Z' ? 0 : (Number(offsetHours) * 60 + Number(offsetMinutes)) * MINUTE_MS;
  return withMicroseconds(sign === '-' ? local + offset : local - offset, fraction);
}

/** A whole second in UTC, then the fraction's first six digits. */
function withMicroseconds(wholeSecond: number, fraction: string): string {
  const second = new Date(wholeSecond).toISOString().slice(0, 19);
  return `${second}.${fraction.slice(0, 6).padEnd(6, '0')}Z`;
}
