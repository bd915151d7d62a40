/**
 * A name cut into plain and matched parts, so a template can wrap the matched ones in
 * <mark> while every part stays bound as text (never innerHTML).
 */
import type { Range } from './search.js';

export interface TextPart {
  readonly text: string;
  readonly marked: boolean;
}

/** `ranges` sorted and not overlapping, as matchKey gives them; out-of-range parts are clipped. */
export function splitByRanges(text: string, ranges: readonly Range[]): TextPart[] {
  const parts: TextPart[] = [];
  let position = 0;
  for (const [rawStart, rawEnd] of ranges) {
    const start = Math.max(position, Math.min(rawStart, text.length));
    const end = Math.max(start, Math.min(rawEnd, text.length));
    if (start > position) parts.push({ text: text.slice(position, start), marked: false });
    if (end > start) parts.push({ text: text.slice(start, end), marked: true });
    position = end;
  }
  if (position < text.length) parts.push({ text: text.slice(position), marked: false });
  return parts;
}
