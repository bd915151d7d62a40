/**
 * A record as one JSON value, whole: every field, including ones added later, is written
 * without this file knowing it. JSON has no Map, Set or Date, so those are tagged objects
 * (`{"$map": [[key, value], ...]}`) and come back as what they were. A client's own object
 * that looks like a tag (`{"$date": 0}` in a payment it sent) is tagged too, as its entries
 * (`{"$object": [["$date", 0]]}`), so it comes back as the object it was.
 */

const MAP = '$map';
const SET = '$set';
const DATE = '$date';
const OBJECT = '$object';
const TAGS: readonly string[] = [MAP, SET, DATE, OBJECT];

export function recordJson(value: unknown): string {
  return JSON.stringify(value, function (this: Record<string, unknown>, key, converted: unknown) {
    // `converted` went through toJSON (a Date is a string by then); the holder has the original.
    const original = key === '' ? converted : this[key];
    if (original instanceof Map) return { [MAP]: [...original.entries()] };
    if (original instanceof Set) return { [SET]: [...original.values()] };
    if (original instanceof Date) return { [DATE]: original.getTime() };
    if (looksTagged(converted)) return { [OBJECT]: Object.entries(converted) };
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
  if (keys[0] === OBJECT && Array.isArray(tagged)) return Object.fromEntries(tagged as [string, unknown][]);
  return value;
}

/** A plain object of one member named as a tag, which would be read back as what the tag says. */
function looksTagged(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return keys.length === 1 && TAGS.includes(keys[0] ?? '');
}
