/**
 * How deep a request body may nest arrays and objects. The deepest request of the
 * specification, a POST /payments, nests 8 levels (body, payment_request, its instructions, an
 * instruction, its regulatory reports, a report, its details, their amount); twice that leaves
 * room for payment_type_information, whose fields the specification does not show. Far deeper
 * nesting is what costs JSON.parse seconds and gigabytes, so it is refused before parsing.
 */
export const MAX_JSON_NESTING = 16;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const OPEN_OBJECT = 0x7b;
const CLOSE_ARRAY = 0x5d;
const CLOSE_OBJECT = 0x7d;

/**
 * Whether the JSON text nests arrays and objects deeper than `limit`: one pass, stopping at the
 * first level too deep, so it costs no more than reading the text. Brackets inside strings do
 * not count; a text that is not JSON is left for JSON.parse to refuse.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === BACKSLASH) index += 1;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (code === OPEN_ARRAY || code === OPEN_OBJECT) {
      depth += 1;
      if (depth > limit) return true;
    } else if (code === CLOSE_ARRAY || code === CLOSE_OBJECT) {
      depth -= 1;
    }
  }
  return false;
}
