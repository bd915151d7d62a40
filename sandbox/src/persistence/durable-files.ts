/**
 * The few file operations whose order makes a write survive a crash or a power cut: a file
 * replaced whole goes to a temporary file, flushed, renamed over the old one, and the
 * directory flushed so the rename itself is on disk.
 */
import { closeSync, fsyncSync, openSync, renameSync, rmSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';
import { PRIVATE_FILE_MODE } from './data-dir-permissions.js';

export function replaceFileDurably(file: string, content: string): void {
  const temporary = `${file}.${process.pid}.tmp`;
  try {
    const descriptor = openSync(temporary, 'w', PRIVATE_FILE_MODE);
    try {
      writeSync(descriptor, content);
      // Without the flush, a power cut after the rename can leave an empty file behind.
      fsyncSync(descriptor);
    } finally {
      closeSync(descriptor);
    }
    renameSync(temporary, file);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
  syncDirectory(dirname(file));
}

/** Makes a rename, creation or removal in the directory durable. */
export function syncDirectory(directory: string): void {
  let descriptor: number;
  try {
    descriptor = openSync(directory, 'r');
  } catch {
    // Some systems (Windows) cannot open a directory; their renames are durable as made.
    return;
  }
  try {
    fsyncSync(descriptor);
  } catch {
    // Likewise: a directory that cannot be flushed is flushed by the system.
  } finally {
    closeSync(descriptor);
  }
}
