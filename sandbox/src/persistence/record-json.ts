/**
 * A record as one JSON value, whole: every field, including ones added later, is written
 * without this file knowing it. JSON has no Map, Set or Date, so those are tagged objects
 * (`{"$map": [[key, value], ...]}`) and come back as what they were.
 */

const MAP = '$map';
const SET = '$set';
const DATE = '$date';

export function recordJson(value: unknown): string {
  return JSON.stringify(value, function (this: Record<string, unknown>, key, converted: unknown) {
    // `converted` went through toJSON (a Date is a string by then); the holder has the original.
    const original = key === '' ? converted : this[key];
    if (original instanceof Map) return { [MAP]: [...original.entries()] };
    if (original instanceof Set) return { [SET]: [...original.values()] };
    if (original instanceof Date) return { [DATE]: original.getTime() };
    return converted;
  });
}

export function parseRecordJson(text: string): unknown {
  return JSON.parse(text, (_key, value: unknown) => revive(value));
}

/** The tagged objects of a value already parsed (a line of the journal holds several records). */
export function revive(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  if (keys.length !== 1) return value;
  const tagged = (value as Record<string, unknown>)[keys[0] ?? ''];
  if (keys[0] === MAP && Array.isArray(tagged)) return new Map(tagged as [unknown, unknown][]);
  if (keys[0] === SET && Array.isArray(tagged)) return new Set(tagged);
  if (keys[0] === DATE && typeof tagged === 'number') return new Date(tagged);
  return value;
}
