/**
 * The few file operations whose order makes a write survive a crash or a power cut: a file
 * replaced whole goes to a temporary file, flushed, renamed over the old one, and the
 * directory flushed so the rename itself is on disk.
 */
import {
  close,
  closeSync,
  fsync,
  fsyncSync,
  open,
  openSync,
  read,
  rename,
  renameSync,
  rmSync,
  write,
  writeSync,
} from 'node:fs';
import { rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import { promisify } from 'node:util';
import { PRIVATE_FILE_MODE } from './data-dir-permissions.js';
import { CREATE_FLAGS, linkRefusal, openNoFollow, READ_FLAGS } from './no-follow.js';

const openAsync = promisify(open);
const writeAsync = promisify(write);
const readAsync = promisify(read);
const fsyncAsync = promisify(fsync);
const renameAsync = promisify(rename);
const closeAsync = promisify(close);

export function replaceFileDurably(file: string, content: string | Buffer): void {
  const temporary = `${file}.${process.pid}.tmp`;
  try {
    // A file left by a crash goes first (a link as a link): the new one is created, never reused.
    rmSync(temporary, { force: true });
    const descriptor = openNoFollow(temporary, CREATE_FLAGS, PRIVATE_FILE_MODE);
    try {
      const bytes = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
      writeWhole(bytes, (offset) => writeSync(descriptor, bytes, offset, bytes.length - offset));
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

/**
 * Writes every byte, `writeSome(offset)` writing from `offset` on and saying how many it took:
 * a write may take fewer (a nearly full disk), and one that takes none would loop for ever.
 */
function writeWhole(bytes: Buffer, writeSome: (offset: number) => number): void {
  let offset = 0;
  while (offset < bytes.length) {
    const written = writeSome(offset);
    if (written <= 0) throw noProgress(offset, bytes.length);
    offset += written;
  }
}

export function noProgress(offset: number, length: number): Error {
  return new Error(`The write stopped after ${offset} of ${length} bytes: nothing more was taken.`);
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

/**
 * replaceFileDurably without holding the event loop: the content is written in pieces to a
 * temporary file, then `commit()` flushes it, renames it over the file and flushes the
 * directory. The descriptor stays open at the end of the new file, for a caller that goes on
 * appending to it (the journal); the caller closes it.
 */
export class FileReplacement {
  private written = 0;

  private constructor(
    private readonly file: string,
    private readonly temporary: string,
    readonly descriptor: number,
  ) {}

  static async create(file: string): Promise<FileReplacement> {
    const temporary = `${file}.${process.pid}.tmp`;
    await rm(temporary, { force: true });
    const descriptor = await openAsync(temporary, CREATE_FLAGS, PRIVATE_FILE_MODE).catch((error: unknown) => {
      throw linkRefusal(temporary, error);
    });
    return new FileReplacement(file, temporary, descriptor);
  }

  /** Bytes written so far. */
  get size(): number {
    return this.written;
  }

  async write(content: string | Buffer): Promise<void> {
    const bytes = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
    let offset = 0;
    while (offset < bytes.length) {
      const { bytesWritten } = await writeAsync(this.descriptor, bytes, offset, bytes.length - offset, null);
      if (bytesWritten <= 0) throw noProgress(offset, bytes.length);
      offset += bytesWritten;
    }
    this.written += bytes.length;
  }

  /** Flushes the new content and puts it in the file's place, durably. */
  async commit(): Promise<void> {
    await fsyncAsync(this.descriptor);
    await renameAsync(this.temporary, this.file);
    await syncDirectoryAsync(dirname(this.file));
  }

  /** Closes and removes the temporary file: the file stays as it was. */
  async discard(): Promise<void> {
    await closeAsync(this.descriptor).catch(() => undefined);
    await rm(this.temporary, { force: true });
  }
}

/** syncDirectory, its flush off the event loop. */
async function syncDirectoryAsync(directory: string): Promise<void> {
  let descriptor: number;
  try {
    descriptor = await openAsync(directory, 'r');
  } catch {
    return;
  }
  try {
    await fsyncAsync(descriptor);
  } catch {
    // As in syncDirectory.
  } finally {
    await closeAsync(descriptor);
  }
}

/** Bytes `start` to `end` of a file. */
export async function readRange(file: string, start: number, end: number): Promise<Buffer> {
  const buffer = Buffer.alloc(Math.max(0, end - start));
  const descriptor = await openAsync(file, READ_FLAGS).catch((error: unknown) => {
    throw linkRefusal(file, error);
  });
  try {
    let offset = 0;
    while (offset < buffer.length) {
      const { bytesRead } = await readAsync(
        descriptor,
        buffer,
        offset,
        buffer.length - offset,
        start + offset,
      );
      if (bytesRead === 0) throw new Error(`${file} ends before byte ${end}`);
      offset += bytesRead;
    }
  } finally {
    await closeAsync(descriptor);
  }
  return buffer;
}
