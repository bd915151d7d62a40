/**
 * JSON as Python's json.dumps writes it by default: every character outside ASCII as a \u
 * escape (a character beyond U+FFFF as a pair of them, 12 bytes), and a space after each
 * `:` and `,`. Of the ways common clients write a body, this takes the most bytes, so the
 * JSON API's body limit is measured with it. The text is ASCII: its length is its size in bytes.
 */
export function asciiJson(value: unknown): string {
  return serialise(value, WRITTEN);
}

/** The length of asciiJson(value), counted without writing the text (a bulk payment's is large). */
export function asciiJsonLength(value: unknown): number {
  return serialise(value, COUNTED);
}

/** How the parts of the text are put together: written out, or only counted. */
interface Assembly<T> {
  text(ascii: string): T;
  join(open: string, parts: readonly T[], separator: string, close: string): T;
}

const WRITTEN: Assembly<string> = {
  text: (ascii) => ascii,
  join: (open, parts, separator, close) => `${open}${parts.join(separator)}${close}`,
};

const COUNTED: Assembly<number> = {
  text: (ascii) => ascii.length,
  join: (open, parts, separator, close) =>
    open.length +
    parts.reduce((sum, part) => sum + part, 0) +
    separator.length * Math.max(0, parts.length - 1) +
    close.length,
};

function serialise<T>(value: unknown, assembly: Assembly<T>): T {
  // A body repeats its strings and, in a bulk payment, whole instructions: each is done once.
  const done = new Map<unknown, T>();
  const part = (item: unknown): T => {
    let result = done.get(item);
    if (result !== undefined) return result;
    if (Array.isArray(item)) {
      result = assembly.join('[', item.map(part), ', ', ']');
    } else if (typeof item === 'object' && item !== null) {
      const members = Object.entries(item)
        .filter(([, member]) => member !== undefined)
        .map(([name, member]) => assembly.join('', [part(name), part(member)], ': ', ''));
      result = assembly.join('{', members, ', ', '}');
    } else if (typeof item === 'string') {
      result = assembly.text(JSON.stringify(item).replace(/[\u0080-\uffff]+/g, escapeRun));
    } else {
      result = assembly.text(JSON.stringify(item));
    }
    done.set(item, result);
    return result;
  };
  return part(value);
}

function escapeRun(run: string): string {
  const escapes: string[] = [];
  for (let index = 0; index < run.length; index++) {
    escapes.push(`\\u${run.charCodeAt(index).toString(16).padStart(4, '0')}`);
  }
  return escapes.join('');
}
