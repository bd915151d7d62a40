import { closeSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { refuseSharedDataDir, UnsafeDataDirError } from '../persistence/data-dir-ownership.js';
import { CREATE_FLAGS, openNoFollow } from '../persistence/no-follow.js';

/**
 * Makes sure the data directory exists and takes writes, so a directory that cannot be used
 * stops the start with one clear line instead of failing at the first registration.
 * Returns why it cannot be used, or undefined.
 */
export function unusableDataDir(dataDir: string): string | undefined {
  try {
    // The owner's alone (persistence/data-dir-permissions.ts).
    const created = mkdirSync(dataDir, { recursive: true, mode: 0o700 }) !== undefined;
    refuseSharedDataDir(dataDir);
    // Made in the user's project by default: git leaves it out, the sandbox CA's key with it.
    if (created) writeFileSync(join(dataDir, '.gitignore'), '*\n', { mode: 0o600 });
    const probe = join(dataDir, `.write-check.${process.pid}`);
    // Created new, never through a link of that name.
    closeSync(openNoFollow(probe, CREATE_FLAGS, 0o600));
    rmSync(probe);
    return undefined;
  } catch (error) {
    if (error instanceof UnsafeDataDirError) return error.message;
    const code = error instanceof Error && 'code' in error ? String(error.code) : 'unknown error';
    return `The data directory ${dataDir} cannot be used (${code}): choose another with --data-dir.`;
  }
}
