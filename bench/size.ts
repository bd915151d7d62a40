/** Size of the built artefacts: raw, gzip and brotli, as a merchant's page downloads them. */
import { readFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export interface SizeFigure {
  file: string;
  raw: number;
  gzip: number;
  brotli: number;
}

export function measureSize(path: string): SizeFigure {
  const bytes = readFileSync(path);
  return {
    file: path,
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}
