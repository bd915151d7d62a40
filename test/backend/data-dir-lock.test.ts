/**
 * The data directory's lock is held only by a live sandbox: a holder that died (killed and
 * not yet reaped: a zombie) or a process id now used by a program that is not that sandbox
 * frees the directory; a running sandbox still keeps a second one out, which exits 2 naming it.
 */
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { lockDataDir } from '../../sandbox/src/persistence/data-dir-lock.js';
import { holderVerdict, parseProcStat } from '../../sandbox/src/persistence/lock-holder.js';
import { runSandboxCommand, startSandboxCommand } from '../support/sandbox-command.js';

const REPOSITORY_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const HAS_PROC = existsSync('/proc/self/stat');

const roots: string[] = [];
const children: ChildProcess[] = [];
/** The processes started behind a `sh`, killed at the end: they hold its output pipe open. */
const orphans: number[] = [];
function newDirectory(): string {
  const root = mkdtempSync(join(tmpdir(), 'sandbox-lock-'));
  roots.push(root);
  return root;
}
after(() => {
  for (const pid of orphans) killQuietly(pid);
  for (const child of children) {
    child.kill('SIGKILL');
    child.stdout?.destroy();
    child.stderr?.destroy();
  }
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

/** `sh -c '<command> & echo $!; exec sleep 60'`: a process whose parent never reaps it. Resolves with its pid. */
function orphanedChild(
  command: string,
  onOutput?: (text: string) => void,
): Promise<{ pid: number; parent: ChildProcess }> {
  const parent = spawn('sh', ['-c', `${command} & echo "pid=$!"; exec sleep 60`], {
    cwd: REPOSITORY_ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(parent);
  return new Promise((resolve, reject) => {
    let output = '';
    parent.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      onOutput?.(output);
      const pid = /pid=(\d+)/.exec(output)?.[1];
      if (pid === undefined || orphans.includes(Number(pid))) return;
      orphans.push(Number(pid));
      resolve({ pid: Number(pid), parent });
    });
    parent.once('error', reject);
  });
}

function killQuietly(pid: number): void {
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    // Gone already.
  }
}

function procState(pid: number): string | undefined {
  try {
    return parseProcStat(readFileSync(`/proc/${pid}/stat`, 'utf8'))?.state;
  } catch {
    return undefined;
  }
}

async function until(condition: () => boolean, what: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Timed out: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A zombie: a child that exited and whose parent (`sleep`) never reaps it. */
async function zombie(): Promise<number> {
  const { pid } = await orphanedChild('sleep 0');
  await until(() => procState(pid) === 'Z', `process ${pid} to become a zombie`);
  return pid;
}

function writeLock(directory: string, holder: Record<string, unknown>): void {
  writeFileSync(join(directory, 'sandbox.lock'), `${JSON.stringify(holder)}\n`);
}

describe('The data directory lock judges its holder', { skip: !HAS_PROC && 'needs /proc' }, () => {
  it('parses /proc/<pid>/stat, a command name with spaces and parentheses included', () => {
    const stat = '4242 (my (odd) name) Z 1 4242 4242 0 -1 4194560 80 0 0 0 0 0 0 0 20 0 1 0 987654 0 0';
    assert.deepEqual(parseProcStat(stat), { state: 'Z', startTicks: '987654' });
    assert.equal(parseProcStat('garbage'), undefined);
  });

  it('decides from the facts alone: gone, a zombie, another boot, another start, another program', () => {
    const here = { host: 'box', pid: 1, boot: 'boot-1' };
    const holder = { pid: 42, host: 'box', started: 's', boot: 'boot-1', process_start: '100' };
    const running = { kind: 'present', state: 'S', startTicks: '100', cmdline: ['node', 'cli.js'] } as const;
    assert.equal(holderVerdict(holder, here, running), 'alive');
    assert.equal(holderVerdict(holder, here, { kind: 'absent' }), 'gone');
    assert.equal(holderVerdict(holder, here, { ...running, state: 'Z' }), 'gone');
    assert.equal(holderVerdict(holder, here, { ...running, state: 'X' }), 'gone');
    assert.equal(holderVerdict({ ...holder, boot: 'boot-0' }, here, running), 'gone');
    assert.equal(holderVerdict(holder, here, { ...running, startTicks: '101' }), 'gone');
    assert.equal(holderVerdict({ ...holder, host: 'other' }, here, { kind: 'absent' }), 'alive');
    assert.equal(holderVerdict({ ...holder, pid: 1 }, here, running), 'gone');
    // A lock without the start token (an older sandbox's): the program tells.
    const legacy = { pid: 42, host: 'box', started: 's' };
    assert.equal(holderVerdict(legacy, here, running), 'alive');
    assert.equal(holderVerdict(legacy, here, { ...running, cmdline: ['sleep', '30'] }), 'gone');
    // Without /proc: the signal's answer, and ps's state where there is ps.
    assert.equal(holderVerdict(holder, here, { kind: 'signalled', alive: true, zombie: false }), 'alive');
    assert.equal(holderVerdict(holder, here, { kind: 'signalled', alive: true, zombie: true }), 'gone');
  });

  it('takes over a lock whose holder is a zombie', async () => {
    const directory = newDirectory();
    const pid = await zombie();
    writeLock(directory, { pid, host: hostname(), started: '2026-01-01T00:00:00.000Z' });
    const unlock = lockDataDir(directory);
    unlock();
  });

  it('takes over a lock whose process id now belongs to a program that is not that sandbox', async () => {
    const directory = newDirectory();
    const { pid } = await orphanedChild('sleep 60');
    await until(() => procState(pid) === 'S', `process ${pid} to sleep`);
    const boot = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    // Written by a sandbox that had this id before: its start time is not this process's.
    writeLock(directory, {
      pid,
      host: hostname(),
      started: '2026-01-01T00:00:00.000Z',
      boot,
      process_start: '1',
    });
    lockDataDir(directory)();
    // Written by an older sandbox, without the start time: the program is not a sandbox.
    writeLock(directory, { pid, host: hostname(), started: '2026-01-01T00:00:00.000Z' });
    lockDataDir(directory)();
  });

  it('keeps a second sandbox out while the first runs, and lets the next one in once it is killed and left unreaped', async () => {
    // The sandbox's own directory, created by the command: its owner's alone.
    const directory = join(newDirectory(), 'data');
    const flags = `--port 0 --data-dir ${directory}`;
    let ready = false;
    const first = await orphanedChild(
      `${process.execPath} --import tsx sandbox/src/cli.ts ${flags}`,
      (text) => {
        ready ||= /^http:\/\/\S+$/m.test(text);
      },
    );
    await until(() => ready, 'the first sandbox to start');
    assert.equal((statSync(directory).mode & 0o777).toString(8), '700');
    assert.equal((statSync(join(directory, 'sandbox.lock')).mode & 0o777).toString(8), '600');

    const second = await runSandboxCommand(['--port', '0', '--data-dir', directory]);
    assert.equal(second.code, 2);
    assert.match(
      second.stderr,
      new RegExp(
        `^service-sandbox: The data directory \\S+ is in use by the sandbox with process id ${first.pid}, started [^\\n]+\\n$`,
      ),
    );

    process.kill(first.pid, 'SIGKILL');
    await until(() => procState(first.pid) === 'Z', 'the killed sandbox to be a zombie');
    const next = await startSandboxCommand(['--port', '0', '--data-dir', directory]);
    try {
      const lock = JSON.parse(readFileSync(join(directory, 'sandbox.lock'), 'utf8')) as { pid?: unknown };
      assert.equal(lock.pid, next.pid, 'the next sandbox holds the directory');
    } finally {
      await next.stop();
      first.parent.kill('SIGKILL');
    }
  });
});
