/**
 * Starts the sandbox command for the client (see test/support/sandbox-command.ts: from the
 * repository, or the installed package's command with SANDBOX_BIN) and stops it again. The
 * identity goes through environment variables, the port and data directory through flags,
 * so both ways of configuring it are used. Nothing of sandbox/src/ is imported.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSandboxCommand } from '../support/sandbox-command.js';

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

/** A sandbox on a data directory the caller keeps: it can be killed and started again on it. */
export interface KillableSandbox extends RunningSandbox {
  /** `kill -9`: no chance to write anything more. */
  kill: () => Promise<void>;
}

/** `flags`: more of the command's flags, such as `--tls sandbox-ca`. */
export async function startSandbox(identity: SandboxIdentity, flags: string[] = []): Promise<RunningSandbox> {
  const dataDir = await mkdtemp(join(tmpdir(), 'sandbox-client-'));
  try {
    const sandbox = await startSandboxOn(dataDir, identity, flags);
    return {
      ...sandbox,
      stop: async () => {
        await sandbox.stop();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}

export async function startSandboxOn(
  dataDir: string,
  identity: SandboxIdentity,
  flags: string[] = [],
): Promise<KillableSandbox> {
  const sandbox = await startSandboxCommand(['--port', '0', '--data-dir', dataDir, ...flags], {
    SANDBOX_HOST: '127.0.0.1',
    SANDBOX_JWT_ISSUER: identity.jwtIssuer,
    SANDBOX_JWT_AUDIENCE: identity.jwtAudience,
    SANDBOX_REGISTRATION_AUDIENCE: identity.registrationAudience,
  });
  return {
    origin: sandbox.origin,
    output: sandbox.output,
    stop: async () => {
      await sandbox.stop();
    },
    kill: async () => {
      await sandbox.stop('SIGKILL');
    },
  };
}
