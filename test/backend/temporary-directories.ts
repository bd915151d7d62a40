import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after } from 'node:test';

/**
 * A function that makes a fresh directory under the system's temporary one (its name starting
 * with `prefix`) at each call; all are removed after the calling file's tests, so no test run
 * leaves data directories behind.
 */
export function temporaryDirectories(prefix: string): () => string {
  const directories: string[] = [];
  after(() => {
    for (const directory of directories) rmSync(directory, { recursive: true, force: true });
  });
  return () => {
    const directory = mkdtempSync(join(tmpdir(), prefix));
    directories.push(directory);
    return directory;
  };
}
