/**
 * The script-tag bundle's QR loader (vite.config.ts puts it in place of qr-module.ts): the
 * encoder is inside the bundle, so there is nothing to load, and no lazy-module wrapper to pay for.
 */
import { qrPath } from './qr-path.js';

export async function importQrPath() {
  return qrPath;
}
