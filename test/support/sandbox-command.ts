/**
 * Runs the sandbox command in a child process, as a user does: by default as `npm run mock`
 * does (sandbox/src/cli.ts through tsx, from the repository root); with SANDBOX_BIN set, that
 * installed `service-sandbox` command instead (the packed-files test sets it).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';

const REPOSITORY_ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** The command prints its origin alone on its first line. */
const READY_LINE = /^(https?:\/\/\S+)\n/;
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 5_000;

export interface RunningSandboxCommand {
  origin: string;
  /** The process id, to read its memory from /proc; that of the installed command with SANDBOX_BIN. */
  pid: number | undefined;
  /** Everything the process printed so far, for a failure message. */
  output: () => string;
  /** Sends the signal (SIGTERM by default; SIGKILL after 5 s) and resolves with the exit code. */
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
}

export interface FinishedSandboxCommand {
  code: number | null;
  stdout: string;
  stderr: string;
}

function spawnSandbox(flags: readonly string[], env: Record<string, string>): ChildProcess {
  const installed = process.env['SANDBOX_BIN'];
  const [command, args] =
    installed === undefined
      ? [process.execPath, ['--import', 'tsx', 'sandbox/src/cli.ts', ...flags]]
      : [installed, [...flags]];
  return spawn(command, args, {
    cwd: installed === undefined ? REPOSITORY_ROOT : tmpdir(),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Starts the command and waits for its first line, the origin. */
export function startSandboxCommand(
  flags: readonly string[],
  env: Record<string, string> = {},
): Promise<RunningSandboxCommand> {
  const child = spawnSandbox(flags, env);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`The sandbox did not start within ${START_TIMEOUT_MS} ms:\n${output}`));
    }, START_TIMEOUT_MS);
    const onData = (): void => {
      const origin = READY_LINE.exec(output)?.[1];
      if (origin === undefined) return;
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      child.off('exit', onEarlyExit);
      resolve({ origin, pid: child.pid, output: () => output, stop: (signal) => terminate(child, signal) });
    };
    const onEarlyExit = (code: number | null): void => {
      clearTimeout(timer);
      reject(new Error(`The sandbox exited with ${String(code)} before it was ready:\n${output}`));
    };
    child.stdout?.on('data', onData);
    child.once('exit', onEarlyExit);
  });
}

/** Runs the command expecting it to stop by itself (help, version, a refused setting). */
export function runSandboxCommand(
  flags: readonly string[],
  env: Record<string, string> = {},
): Promise<FinishedSandboxCommand> {
  const child = spawnSandbox(flags, env);
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const timer = setTimeout(() => child.kill('SIGKILL'), START_TIMEOUT_MS);
  return new Promise((resolve) => {
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

async function terminate(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  const code = await exited;
  clearTimeout(timer);
  return code;
}
