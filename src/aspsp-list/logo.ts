/**
 * Logos: the URL to load (the backend's, with the page's `logo-transform` suffix), accepted
 * only when https or http on loopback; otherwise, or when the image fails, a monogram.
 */
import { toSafeUrl } from '../api/safe-url.js';

/** The logo URL to load, or undefined when there is none safe to load. */
export function logoUrl(logo: string, transform: string | null | undefined): string | undefined {
  if (logo === '') return undefined;
  return toSafeUrl(transform ? logo + transform.trim() : logo)?.href;
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
