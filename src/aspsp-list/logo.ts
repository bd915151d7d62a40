/**
 * Logos: the URL to load (the backend's, with the page's `logo-transform` suffix), accepted
 * only when https or http on loopback; otherwise, or when the image fails, a monogram.
 */
import { toSafeUrl } from '../api/safe-url.js';

/**
 * URLs already checked, by what they were made of: every keystroke renders two dozen cards,
 * and parsing each card's URL again took 0.45 ms of it (measured with the bench). Emptied when
 * full, as a page may show the lists of many countries.
 */
const checked = new Map<string, string | undefined>();
const maxChecked = 4096;

/** The logo URL to load, or undefined when there is none safe to load. */
export function logoUrl(logo: string, transform: string | null | undefined): string | undefined {
  if (logo === '') return undefined;
  const raw = transform ? logo + transform.trim() : logo;
  if (checked.has(raw)) return checked.get(raw);
  if (checked.size >= maxChecked) checked.clear();
  const url = toSafeUrl(raw)?.href;
  checked.set(raw, url);
  return url;
}

/** One or two initials standing in for a logo: "Danske Bank" → "DB", "Nordea" → "N". */
export function monogram(name: string): string {
  const words = name.match(/[\p{L}\p{N}]+/gu) ?? [];
  return words
    .slice(0, 2)
    .map((word) => String.fromCodePoint(word.codePointAt(0) ?? 0x20))
    .join('')
    .toUpperCase();
}
