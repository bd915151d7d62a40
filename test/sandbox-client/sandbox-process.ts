/**
 * Starts the sandbox as `npm run mock` does (node --import tsx mock-backend/main.ts, run from
 * the repository root) in a child process, configured only through its environment, and
 * stops it again. Nothing of mock-backend/ is imported.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPOSITORY_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const READY_LINE = /Sandbox of the service at (http:\/\/\S+)/;
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 5_000;

export interface SandboxIdentity {
  /** JWT iss: the service's domain. */
  jwtIssuer: string;
  /** JWT aud of the JSON API. */
  jwtAudience: string;
  /** JWT aud of the registration endpoint. */
  registrationAudience: string;
}

export interface RunningSandbox {
  origin: string;
  /** Everything the process printed, for a failure message. */
  output: () => string;
  stop: () => Promise<void>;
}

export async function startSandbox(identity: SandboxIdentity): Promise<RunningSandbox> {
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'sandbox-client-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'mock-backend/main.ts'], {
    cwd: REPOSITORY_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      JWT_ISSUER: identity.jwtIssuer,
      JWT_AUDIENCE: identity.jwtAudience,
      REGISTRATION_AUDIENCE: identity.registrationAudience,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));

  const stop = async (): Promise<void> => {
    await terminate(child);
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    const origin = await waitForReady(child, () => output);
    return { origin, output: () => output, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

function waitForReady(child: ChildProcess, output: () => string): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new Error(`The sandbox did not start within ${START_TIMEOUT_MS} ms:\n${output()}`));
    }, START_TIMEOUT_MS);
    const onData = (): void => {
      const origin = READY_LINE.exec(output())?.[1];
      if (origin === undefined) return;
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      resolve(origin);
    };
    child.stdout?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The sandbox exited with ${String(code)} before it was ready:\n${output()}`));
    });
  });
}

async function terminate(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}

/** A port nobody listens on right now (the OS picks it). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
