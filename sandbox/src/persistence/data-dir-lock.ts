/**
 * One data directory, one sandbox: `sandbox.lock` names the process that uses it. A second
 * sandbox refuses to start; a lock whose process is gone (killed, crashed, a zombie not yet
 * reaped, or an id another program now has: lock-holder.ts) is taken over.
 */
import { renameSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { PRIVATE_FILE_MODE } from './data-dir-permissions.js';
import { holderVerdict, type LockHolder } from './lock-holder.js';
import { readFileNoFollow } from './no-follow.js';
import { bootId, ownStartTicks, processFacts } from './process-facts.js';

export const LOCK_FILE = 'sandbox.lock';

/** Another sandbox uses the directory: the message names it. */
export class DataDirInUseError extends Error {}

/** Takes the directory's lock; returns what releases it. Throws a DataDirInUseError. */
export function lockDataDir(directory: string): () => void {
  const file = join(directory, LOCK_FILE);
  const own: LockHolder = {
    pid: process.pid,
    host: hostname(),
    started: new Date().toISOString(),
    // What tells this process from a later one under the same id (lock-holder.ts).
    boot: bootId(),
    process_start: ownStartTicks(),
  };
  const content = `${JSON.stringify(own)}\n`;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    try {
      writeFileSync(file, content, { flag: 'wx', mode: PRIVATE_FILE_MODE });
      return () => release(file, content);
    } catch (error) {
      if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error;
    }
    const found = readText(file);
    if (found === undefined) continue;
    const holder = parseHolder(found);
    if (holder !== undefined && isRunning(holder)) throw new DataDirInUseError(inUse(directory, holder));
    takeOver(file, found);
  }
  throw new DataDirInUseError(`The data directory ${directory} is being taken by another sandbox right now.`);
}

/**
 * Moves the stale lock aside, then checks that what moved is the lock judged stale: if another
 * sandbox took it over in between, its lock goes back, and the next look finds it running.
 */
function takeOver(file: string, stale: string): void {
  const aside = `${file}.${process.pid}.stale`;
  try {
    renameSync(file, aside);
  } catch {
    return;
  }
  if (readText(aside) === stale) rmSync(aside, { force: true });
  else renameSync(aside, file);
}

function release(file: string, content: string): void {
  if (readText(file) === content) rmSync(file, { force: true });
}

function isRunning(holder: LockHolder): boolean {
  const seeker = { host: hostname(), pid: process.pid, boot: bootId() };
  const facts = holder.host === seeker.host ? processFacts(holder.pid) : { kind: 'absent' as const };
  return holderVerdict(holder, seeker, facts) === 'alive';
}

function inUse(directory: string, holder: LockHolder): string {
  const where = holder.host === hostname() ? '' : ` on ${holder.host}`;
  const removal =
    holder.host === hostname() ? '' : ` If it no longer runs, remove ${join(directory, LOCK_FILE)}.`;
  return (
    `The data directory ${directory} is in use by the sandbox with process id ${holder.pid}${where}, ` +
    `started ${holder.started}: stop it, or give this one another --data-dir (or --in-memory).${removal}`
  );
}

function readText(file: string): string | undefined {
  try {
    return readFileNoFollow(file).toString('utf8');
  } catch {
    return undefined;
  }
}

/** A lock cut short by a crash while it was written reads as no holder: stale. */
function parseHolder(text: string): LockHolder | undefined {
  try {
    const value = JSON.parse(text) as Partial<LockHolder>;
    if (typeof value.pid !== 'number' || typeof value.host !== 'string') return undefined;
    return {
      pid: value.pid,
      host: value.host,
      started: String(value.started),
      boot: typeof value.boot === 'string' ? value.boot : undefined,
      process_start: typeof value.process_start === 'string' ? value.process_start : undefined,
    };
  } catch {
    return undefined;
  }
}
