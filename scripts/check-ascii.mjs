/**
 * A step of `npm run build`: fails when a built script or locale file holds a byte above 0x7F.
 * A merchant page declared windows-1252 or Shift_JIS decodes a script served without a
 * charset in its own encoding, so any raw UTF-8 in the bundle would be garbled or break it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));

/** Every .js, .mjs and .json file under a folder. */
function builtFiles(folder) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return builtFiles(path);
    return /\.(m?js|json)$/.test(entry.name) && !entry.name.endsWith('.map') ? [path] : [];
  });
}

/** The first byte above 0x7F in a file, with its line, or undefined. */
function firstNonAscii(bytes) {
  const index = bytes.findIndex((byte) => byte > 0x7f);
  if (index === -1) return undefined;
  const line = bytes.subarray(0, index).filter((byte) => byte === 0x0a).length + 1;
  return { index, line };
}

const offenders = builtFiles(dist).flatMap((file) => {
  const found = firstNonAscii(readFileSync(file));
  return found ? [`  ${relative(dist, file)}: byte ${found.index}, line ${found.line}`] : [];
});
if (offenders.length > 0) {
  console.error('Built files must be pure ASCII (see asciiOnly in vite.config.ts); these are not:');
  console.error(offenders.join('\n'));
  process.exit(1);
}
console.log('ASCII only: every built .js and .json file under dist/.');
