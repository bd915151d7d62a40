/**
 * The key of the sandbox's form tokens (http/form-guard.ts), kept in the data directory: a
 * bank or phone page left open across a restart still posts, as its attempt does.
 */
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { replaceFileDurably } from '../persistence/durable-files.js';
import { readFileNoFollow } from '../persistence/no-follow.js';

export const FORM_SECRET_FILE = 'form-secret';
const SECRET_BYTES = 32;

/** The directory's key, made and written durably on the first start. */
export function keptFormSecret(directory: string): Uint8Array {
  const file = join(directory, FORM_SECRET_FILE);
  try {
    const kept = readFileNoFollow(file);
    // Written whole by a rename: another length is not ours, and a new key only asks open forms to reload.
    if (kept.length === SECRET_BYTES) return kept;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(SECRET_BYTES);
  replaceFileDurably(file, secret);
  return secret;
}
