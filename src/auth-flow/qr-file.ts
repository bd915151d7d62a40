/**
 * The script-tag bundle's QR loader (vite.config.ts puts it in place of qr-module.ts): the
 * encoder is the module qr.mjs beside the script, imported when a hand-off is first offered.
 * A page's script-src allows it as it allows the script; `import()` is no Trusted Types sink.
 */
import { scriptFolder } from '../elements/script-folder.js';
import type { qrPath } from './qr-path.js';

export async function importQrPath(): Promise<typeof qrPath> {
  if (!scriptFolder) throw new Error('The script has no folder to load qr.mjs from.');
  const module = (await import(/* @vite-ignore */ new URL('qr.mjs', scriptFolder).href)) as {
    qrPath: typeof qrPath;
  };
  return module.qrPath;
}
