/**
 * The data directory is its owner's alone: the sandbox creates it 0700 and its files 0600.
 * A directory that already exists is tightened when it holds nothing but the sandbox's own
 * files (an older sandbox made it 0755); a folder that holds the user's files too keeps its
 * mode, and the start says it is open to others. Not on Windows, whose files have no such modes.
 */
import { chmodSync, lstatSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const PRIVATE_DIRECTORY_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;
/** Any bit for the group or the others. */
const SHARED_BITS = 0o077;

/** What the sandbox does with a directory it did not just create. */
export type DirectoryVerdict = 'private' | 'tighten' | 'leave-open';

/** Pure: the directory's mode bits and whether every entry in it is the sandbox's own. */
export function directoryVerdict(mode: number, onlyOwnEntries: boolean): DirectoryVerdict {
  if ((mode & SHARED_BITS) === 0) return 'private';
  return onlyOwnEntries ? 'tighten' : 'leave-open';
}

/**
 * `isOwnEntry`: a name the sandbox writes in the directory. Makes the sandbox's files 0600 (and
 * its folders 0700), decides about the directory itself, and returns the line to print, if any.
 */
export function keepDataDirPrivate(
  directory: string,
  isOwnEntry: (name: string) => boolean,
): string | undefined {
  if (process.platform === 'win32') return undefined;
  const names = readdirSync(directory);
  for (const name of names.filter(isOwnEntry)) tighten(join(directory, name));
  const mode = statSync(directory).mode & 0o777;
  const verdict = directoryVerdict(mode, names.every(isOwnEntry));
  const octal = `0${mode.toString(8)}`;
  switch (verdict) {
    case 'private':
      return undefined;
    case 'tighten':
      return changeMode(directory, PRIVATE_DIRECTORY_MODE)
        ? `${directory} was open to other users (${octal}); it holds only the sandbox's files, so it is now 0700.`
        : `${directory} is open to other users (${octal}) and its mode cannot be changed; the sandbox's files in it are 0600.`;
    case 'leave-open':
      return (
        `${directory} is open to other users (${octal}) and holds files that are not the sandbox's, so its mode ` +
        "was left as it is; the sandbox's own files in it are 0600. Give the sandbox a directory of its own " +
        'with --data-dir to keep even their names private.'
      );
  }
}

/** A file of the sandbox 0600, a folder of it (tls/) 0700 with its files 0600; a link is never followed. */
function tighten(path: string): void {
  const stats = lstatSync(path);
  if (stats.isSymbolicLink()) return;
  if (stats.isDirectory()) {
    changeMode(path, PRIVATE_DIRECTORY_MODE);
    for (const name of readdirSync(path)) tighten(join(path, name));
  } else if ((stats.mode & SHARED_BITS) !== 0) {
    changeMode(path, PRIVATE_FILE_MODE);
  }
}

/** False when the system refuses (a directory of another user, such as a mounted volume). */
function changeMode(path: string, mode: number): boolean {
  try {
    chmodSync(path, mode);
    return true;
  } catch {
    return false;
  }
}
