/**
 * Files of the data directory are opened without following a symbolic link: a link planted
 * in the directory must not make the sandbox read, truncate or write the file it points to.
 * A new file is created exclusively (O_EXCL), so nothing that was there already is written.
 */
import { closeSync, constants, fstatSync, ftruncateSync, openSync, readSync } from 'node:fs';
import { DamagedDataError } from './damaged-data-error.js';

/** 0 where the system has no O_NOFOLLOW (Windows, whose links need rights to make). */
const NO_FOLLOW = constants.O_NOFOLLOW ?? 0;

/** For appending (the journal): created when absent, never through a link. */
export const APPEND_FLAGS = constants.O_WRONLY | constants.O_APPEND | constants.O_CREAT | NO_FOLLOW;
/** For a new file: fails if anything, a link included, has the name. */
export const CREATE_FLAGS = constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | NO_FOLLOW;
export const READ_FLAGS = constants.O_RDONLY | NO_FOLLOW;

/** openSync without following a link; a link found is a DamagedDataError saying what to do. */
export function openNoFollow(path: string, flags: number, mode?: number): number {
  try {
    return openSync(path, flags, mode);
  } catch (error) {
    throw linkRefusal(path, error);
  }
}

/** The whole file, read without following a link. */
export function readFileNoFollow(path: string): Buffer {
  const descriptor = openNoFollow(path, READ_FLAGS);
  try {
    const buffer = Buffer.alloc(fstatSync(descriptor).size);
    let offset = 0;
    while (offset < buffer.length) {
      const read = readSync(descriptor, buffer, offset, buffer.length - offset, offset);
      if (read === 0) break;
      offset += read;
    }
    return buffer.subarray(0, offset);
  } finally {
    closeSync(descriptor);
  }
}

/** ELOOP is what O_NOFOLLOW answers for a link: told as such; any other error as it is. */
export function linkRefusal(path: string, error: unknown): unknown {
  if (!(error instanceof Error && 'code' in error && error.code === 'ELOOP')) return error;
  return new DamagedDataError(
    `${path} is a symbolic link, and the sandbox follows no link in its data directory. Nothing was ` +
      'changed: remove the link, or start with another --data-dir.',
  );
}

/** truncateSync without following a link. */
export function truncateNoFollow(path: string, length: number): void {
  const descriptor = openNoFollow(path, constants.O_WRONLY | NO_FOLLOW);
  try {
    ftruncateSync(descriptor, length);
  } finally {
    closeSync(descriptor);
  }
}
