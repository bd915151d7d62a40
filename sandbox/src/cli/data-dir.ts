import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Makes sure the data directory exists and takes writes, so a directory that cannot be used
 * stops the start with one clear line instead of failing at the first registration.
 * Returns why it cannot be used, or undefined.
 */
export function unusableDataDir(dataDir: string): string | undefined {
  try {
    // The owner's alone (persistence/data-dir-permissions.ts).
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    const probe = join(dataDir, `.write-check.${process.pid}`);
    writeFileSync(probe, '', { mode: 0o600 });
    rmSync(probe);
    return undefined;
  } catch (error) {
    const code = error instanceof Error && 'code' in error ? String(error.code) : 'unknown error';
    return `The data directory ${dataDir} cannot be used (${code}): choose another with --data-dir.`;
  }
}
