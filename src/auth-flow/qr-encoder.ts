/**
 * The QR encoder is loaded once per page, when a hand-off is first offered: in the ES build a
 * chunk of its own (about 2 KB gzipped that a page without a hand-off never downloads); in the
 * script-tag bundle it is inside the bundle. Where it cannot load (an ES chunk offline), the
 * hand-off step shows its link alone.
 */
import { importQrPath } from './qr-module.js';
import type { QrPath } from './qr-path.js';

export type DrawQr = (text: string) => QrPath | undefined;

/**
 * One load shared by every caller; undefined where it failed, and the next call tries again
 * (the network may be back).
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T | undefined> {
  let loading: Promise<T | undefined> | undefined;
  return () =>
    (loading ??= load().catch(() => {
      loading = undefined;
      return undefined;
    }));
}

export const loadQrEncoder: () => Promise<DrawQr | undefined> = loadOnce(importQrPath);
