/**
 * A QR code as one SVG path: lean-qr's small build encodes (Reed–Solomon and masking are its
 * business), this only draws. One subpath per horizontal run of dark modules keeps the path
 * short.
 */
import { correction, generate } from 'lean-qr/nano';

/** The QR standard asks for a light margin of four modules around the code. */
export const quietZone = 4;

export interface QrPath {
  /** Modules per side, quiet zone included: the viewBox is 0 0 size size. */
  size: number;
  /** The dark modules, in module units. */
  d: string;
}

/** The text's QR code, or undefined when it is too long for one (the encoder throws past a code's capacity). */
export function qrPath(text: string): QrPath | undefined {
  let code;
  try {
    code = generate(text, { minCorrectionLevel: correction.M });
  } catch {
    return undefined;
  }
  let d = '';
  for (let y = 0; y < code.size; y++) {
    let x = 0;
    while (x < code.size) {
      if (!code.get(x, y)) {
        x++;
        continue;
      }
      const start = x;
      while (code.get(x, y)) x++;
      d += `M${start + quietZone} ${y + quietZone}h${x - start}v1h${start - x}z`;
    }
  }
  return { size: code.size + 2 * quietZone, d };
}
