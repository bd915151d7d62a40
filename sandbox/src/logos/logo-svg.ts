import { createHash } from 'node:crypto';
import { escapeHtml } from '../http/html.js';

/** Words that say what kind of bank it is rather than which one. */
const GENERIC_WORDS = new Set([
  'bank',
  'banka',
  'bankas',
  'banco',
  'banca',
  'banque',
  'eg',
  'ag',
  'de',
  'di',
  'du',
  'des',
  'w',
  'of',
  'the',
  'und',
]);

/** 'Sparkasse KölnBonn' → 'SK', 'OP' → 'OP', 'Crédit Agricole d’Aquitaine' → 'CA'. */
export function logoInitials(name: string): string {
  const words = name.split(/[\s\-/&’'().!]+/u).filter((word) => word !== '');
  const meaningful = words.filter((word) => !GENERIC_WORDS.has(word.toLowerCase()));
  const chosen = meaningful.length > 0 ? meaningful : words;
  if (chosen.length === 1) return [...(chosen[0] ?? '?')].slice(0, 2).join('').toUpperCase();
  return chosen
    .slice(0, 2)
    .map((word) => [...word][0] ?? '')
    .join('')
    .toUpperCase();
}

/** A stable hue per name, so each bank keeps its colour across restarts. */
export function logoHue(name: string): number {
  return createHash('sha256').update(name).digest().readUInt16BE(0) % 360;
}

/** A square logo: the initials in white on a colour derived from the name, drawn at `width` pixels. */
export function renderLogoSvg(name: string, width: number): string {
  const initials = escapeHtml(logoInitials(name));
  const label = escapeHtml(name);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${width}" viewBox="0 0 64 64" role="img" aria-label="${label}">
<rect width="64" height="64" rx="12" fill="hsl(${logoHue(name)}, 55%, 38%)"/>
<text x="32" y="33" fill="#fff" font-family="system-ui, sans-serif" font-size="24" font-weight="700" text-anchor="middle" dominant-baseline="middle">${initials}</text>
</svg>
`;
}
