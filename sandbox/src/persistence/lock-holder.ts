/**
 * Whether the process a data directory's lock names still holds it: a pure decision on what
 * the system says of that process id. A process that exited but was not reaped yet (a zombie,
 * as after `kill -9` where nothing reaps orphans) holds nothing; nor does a process id reused
 * by another program, told by the start time the lock records (the boot id tells a reboot).
 */
import { basename } from 'node:path';

export interface LockHolder {
  pid: number;
  host: string;
  started: string;
  /** /proc/sys/kernel/random/boot_id when the lock was taken, where there is /proc. */
  boot?: string;
  /** The holder's start time in clock ticks since boot (/proc/<pid>/stat, field 22). */
  process_start?: string;
}

/** This process: what a holder is compared with. */
export interface LockSeeker {
  host: string;
  pid: number;
  boot?: string;
}

/** What the system says of the holder's process id. */
export type ProcessFacts =
  | { kind: 'absent' }
  | { kind: 'present'; state: string; startTicks: string; cmdline: readonly string[] }
  /** No /proc: whether a signal reaches it, and whether `ps` calls it a zombie. */
  | { kind: 'signalled'; alive: boolean; zombie: boolean };

/** Z: zombie; X: dead. */
const DEAD_STATES = new Set(['Z', 'X']);

export function holderVerdict(holder: LockHolder, seeker: LockSeeker, facts: ProcessFacts): 'alive' | 'gone' {
  // On another machine (a shared volume) nobody here can tell: the lock holds until removed.
  if (holder.host !== seeker.host) return 'alive';
  // This very id is this process (a container restarted under the same id): the lock is stale.
  if (holder.pid === seeker.pid) return 'gone';
  switch (facts.kind) {
    case 'absent':
      return 'gone';
    case 'signalled':
      return facts.alive && !facts.zombie ? 'alive' : 'gone';
    case 'present':
      if (DEAD_STATES.has(facts.state)) return 'gone';
      if (holder.boot !== undefined && seeker.boot !== undefined && holder.boot !== seeker.boot)
        return 'gone';
      if (holder.process_start !== undefined)
        return holder.process_start === facts.startTicks ? 'alive' : 'gone';
      // An older sandbox's lock, without the start time: the program must at least be a sandbox's.
      return couldBeSandbox(facts.cmdline) ? 'alive' : 'gone';
  }
}

/** The state and start time of /proc/<pid>/stat; the command name in parentheses may hold anything. */
export function parseProcStat(text: string): { state: string; startTicks: string } | undefined {
  const afterName = text
    .slice(text.lastIndexOf(')') + 1)
    .trim()
    .split(' ');
  // Fields from the third (state) on; the start time is the 22nd.
  const [state, startTicks] = [afterName[0], afterName[19]];
  if (text.lastIndexOf(')') < 0 || state === undefined || startTicks === undefined) return undefined;
  return { state, startTicks };
}

/** The sandbox runs under Node (`node …/cli.js`, `service-sandbox`, `tsx`); an unreadable command line may be anything. */
function couldBeSandbox(cmdline: readonly string[]): boolean {
  if (cmdline.length === 0) return true;
  return cmdline.some((argument) => /node|sandbox|tsx/i.test(basename(argument)));
}
