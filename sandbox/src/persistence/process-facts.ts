/**
 * What the system says of a process id, for the data directory's lock (lock-holder.ts): from
 * /proc where there is one (Linux, most containers), otherwise from a signal and `ps`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { parseProcStat, type ProcessFacts } from './lock-holder.js';

const PS_TIMEOUT_MS = 2000;

export function hasProc(): boolean {
  return existsSync('/proc/self/stat');
}

/** This machine's boot id, or undefined without /proc. */
export function bootId(): string | undefined {
  return readText('/proc/sys/kernel/random/boot_id')?.trim();
}

/** This process's start time in clock ticks since boot, or undefined without /proc. */
export function ownStartTicks(): string | undefined {
  const stat = readText('/proc/self/stat');
  return stat === undefined ? undefined : parseProcStat(stat)?.startTicks;
}

export function processFacts(pid: number): ProcessFacts {
  if (!hasProc()) return signalledFacts(pid);
  const stat = readText(`/proc/${pid}/stat`);
  const parsed = stat === undefined ? undefined : parseProcStat(stat);
  if (parsed === undefined) return { kind: 'absent' };
  // Readable for most processes; hidden ones (hidepid) read as unknown, which counts as a sandbox.
  const cmdline = (readText(`/proc/${pid}/cmdline`) ?? '').split('\0').filter((part) => part !== '');
  return { kind: 'present', ...parsed, cmdline };
}

function signalledFacts(pid: number): ProcessFacts {
  try {
    process.kill(pid, 0);
  } catch (error) {
    const denied = error instanceof Error && 'code' in error && error.code === 'EPERM';
    if (!denied) return { kind: 'absent' };
  }
  return { kind: 'signalled', alive: true, zombie: psSaysZombie(pid) };
}

/** `ps -o stat= -p <pid>` starts with Z for a zombie (macOS, the BSDs); no ps (Windows) says no. */
function psSaysZombie(pid: number): boolean {
  if (process.platform === 'win32') return false;
  const ps = spawnSync('ps', ['-o', 'stat=', '-p', String(pid)], {
    encoding: 'utf8',
    timeout: PS_TIMEOUT_MS,
  });
  return ps.status === 0 && ps.stdout.trim().startsWith('Z');
}

function readText(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}
