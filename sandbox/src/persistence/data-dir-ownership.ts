/**
 * A data directory that another user can write is refused: whoever can put a file in it can
 * put a link there, and make the sandbox write, truncate or chmod what the link points to, or
 * hand it a CA key of theirs. Not on Windows, whose directories have an access list instead.
 */
import { lstatSync, statSync, type Stats } from 'node:fs';

/** Write bits for the group and the others. */
const SHARED_WRITE_BITS = 0o022;

/** A data directory another user can write: the message names the fix. */
export class UnsafeDataDirError extends Error {}

/** Pure: why a directory with these facts is not the user's alone, or undefined when it is. */
export function dataDirOwnershipProblem(
  facts: { owner: number; mode: number; linkOwner?: number },
  uid: number,
): string | undefined {
  if (facts.linkOwner !== undefined && facts.linkOwner !== uid)
    return `is a symbolic link of another user (uid ${facts.linkOwner})`;
  if (facts.owner !== uid) return `belongs to another user (uid ${facts.owner})`;
  if ((facts.mode & SHARED_WRITE_BITS) !== 0)
    return `can be written by other users (mode 0${(facts.mode & 0o777).toString(8)})`;
  return undefined;
}

/** Throws an UnsafeDataDirError when the existing directory is not the user's alone. */
export function refuseSharedDataDir(directory: string): void {
  const uid = process.getuid?.();
  if (uid === undefined) return;
  const link = lstatSync(directory);
  const target: Stats = link.isSymbolicLink() ? statSync(directory) : link;
  const problem = dataDirOwnershipProblem(
    { owner: target.uid, mode: target.mode, linkOwner: link.isSymbolicLink() ? link.uid : undefined },
    uid,
  );
  if (problem === undefined) return;
  throw new UnsafeDataDirError(
    `The data directory ${directory} ${problem}: another user could plant links in it that make the ` +
      'sandbox overwrite or expose their targets, so it was not used. Give the sandbox a directory of ' +
      `your own that only you can write (chmod 700 ${directory}), or another --data-dir.`,
  );
}
