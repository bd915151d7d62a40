/**
 * A QR code as one SVG path: uqr encodes (Reed–Solomon and masking are its business), this
 * only draws. One subpath per horizontal run of dark modules keeps the path short.
 */
import { encode } from 'uqr';

/** The QR standard asks for a light margin of four modules around the code. */
export const quietZone = 4;

export interface QrPath {
  /** Modules per side, quiet zone included: the viewBox is 0 0 size size. */
  size: number;
  /** The dark modules, in module units. */
  d: string;
}

export function qrPath(text: string): QrPath {
  const { data } = encode(text, { ecc: 'M', border: quietZone });
  let d = '';
  data.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x++;
        continue;
      }
      const start = x;
      while (row[x]) x++;
      d += `M${start} ${y}h${x - start}v1h${start - x}z`;
    }
  });
  return { size: data.length, d };
}
