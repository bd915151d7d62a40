#!/usr/bin/env node
/**
 * The sandbox command (`npx service-sandbox`, or `npm run mock` in the repository). Prints the
 * origin alone on its first line, for scripts, then what a developer needs to point a client
 * at it. Exit codes: 0 stopped by SIGINT or SIGTERM, 1 its data directory could not be written,
 * 2 it could not start with these settings.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { applicationPrivateKeyPath } from './data/application-keys.js';
import { unusableDataDir } from './cli/data-dir.js';
import { helpText, parseCommandLine, type SandboxSettings, type TlsSource } from './cli/options.js';
import {
  DamagedDataError,
  DataDirInUseError,
  SandboxCaError,
  UnsafeDataDirError,
  startMockBackend,
  type MockBackend,
  type MockBackendOptions,
} from './server.js';

const COMMAND = 'service-sandbox';

function exitWith(message: string): never {
  console.error(`${COMMAND}: ${message}`);
  process.exit(2);
}

function packageVersion(): string {
  const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
    version: string;
  };
  return manifest.version;
}

async function start(settings: SandboxSettings): Promise<MockBackend> {
  const dataDir = settings.dataDir === undefined ? undefined : resolve(settings.dataDir);
  const unusable = dataDir === undefined ? undefined : unusableDataDir(dataDir);
  if (unusable !== undefined) exitWith(unusable);
  try {
    return await startMockBackend({
      port: settings.port,
      host: settings.host,
      publicOrigin: settings.publicOrigin,
      allowedOrigins: settings.allowedOrigins,
      allowedHosts: settings.allowedHosts,
      largeCatalogue: settings.largeCatalogue,
      identity: {
        ...(settings.jwtIssuer && { jwtIssuer: settings.jwtIssuer }),
        ...(settings.jwtAudience && { jwtAudience: settings.jwtAudience }),
        ...(settings.registrationAudience && { registrationAudience: settings.registrationAudience }),
        apiHost: settings.apiHost,
      },
      dataDir,
      onDataNotWritten,
      resetData: settings.resetData,
      tls: tlsOption(settings.tls, dataDir),
    });
  } catch (error) {
    if (
      error instanceof DamagedDataError ||
      error instanceof DataDirInUseError ||
      error instanceof UnsafeDataDirError ||
      error instanceof SandboxCaError
    )
      exitWith(error.message);
    const code = error instanceof Error && 'code' in error ? error.code : undefined;
    if (code === 'EADDRINUSE')
      exitWith(`port ${settings.port} is in use: choose another with --port, or --port 0 for a free one.`);
    if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND')
      exitWith(`cannot listen on --host ${settings.host} (${code}).`);
    if (code === 'EACCES')
      exitWith(`not allowed to listen on port ${settings.port} (EACCES): choose a port above 1023.`);
    throw error;
  }
}

/** The sandbox CA lives in the data directory, so a client trusts it once for every start. */
function tlsOption(source: TlsSource | undefined, dataDir: string | undefined): MockBackendOptions['tls'] {
  if (source === undefined) return undefined;
  if (source.kind === 'sandbox-ca') {
    if (dataDir === undefined)
      exitWith(
        '--tls sandbox-ca keeps its CA in the data directory: with --in-memory give cert.pem,key.pem.',
      );
    return { sandboxCaDir: join(dataDir, 'tls') };
  }
  const read = (file: string, what: string): string => {
    try {
      return readFileSync(resolve(file), 'utf8');
    } catch (error) {
      const code = error instanceof Error && 'code' in error ? String(error.code) : 'unreadable';
      return exitWith(`--tls: the ${what} file ${resolve(file)} cannot be read (${code}).`);
    }
  };
  return {
    certificate: read(source.certificateFile, 'certificate'),
    privateKey: read(source.privateKeyFile, 'private key'),
  };
}

/** What a client needs to trust the sandbox's https. */
function tlsLine(backend: MockBackend): string[] {
  if (!backend.origin.startsWith('https:')) return [];
  if (backend.sandboxCaCertificate === undefined)
    return ['TLS: https with the certificate and key given to --tls'];
  return [
    `TLS: https with a certificate of the sandbox CA; trust only this CA: ${backend.sandboxCaCertificate}`,
    `  (Node: NODE_EXTRA_CA_CERTS=${backend.sandboxCaCertificate}; curl: --cacert ${backend.sandboxCaCertificate})`,
  ];
}

function describe(backend: MockBackend, settings: SandboxSettings): string[] {
  const { origin, clock } = backend;
  const identity = backend.identity;
  const lines = [
    origin,
    `Sandbox of the service ${packageVersion()}`,
    `  {base_url}          ${backend.apiBaseUrl}   (JSON API, server to server)`,
    `  {auth_url}          ${origin}   (end-user pages, widget API, /lib/widgets.umd.min.js)`,
    `  {registration_url}  ${origin}   (POST /api/applications)`,
    `  control panel       ${backend.controlPanelUrl}`,
    `  health check        ${origin}/healthz`,
    `JWTs: RS256, kid = application id, iss "${identity.jwtIssuer}", aud "${identity.jwtAudience}"` +
      (identity.apiHost === undefined ? '' : `; Host must be ${identity.apiHost}`),
    ...tlsLine(backend),
    `Webhooks: JWT x5u ${backend.webhookCertificateUrl}`,
    `${dataLine(settings.dataDir)}   Clock speed: ${clock.speed}×`,
    'Applications (key, JWT kid) and their whitelisted widget origins:',
    ...backend.applications.all().flatMap((application) => {
      const state = application.active ? 'active' : 'pending';
      // Where a client finds the key to sign with: inside the package, wherever npx put it.
      const key = applicationPrivateKeyPath(application.key);
      return [
        `  ${application.key} ${application.id} (${application.environment}, ${state}): ${application.widget_origins.join(', ')}`,
        ...(key === undefined ? [] : [`    private key: ${key}`]),
      ];
    }),
  ];
  return lines;
}

function dataLine(dataDir: string | undefined): string {
  return dataDir === undefined
    ? 'Data: in memory only (--in-memory), gone when it stops'
    : `Data (everything, kept across restarts): ${resolve(dataDir)}`;
}

const commandLine = parseCommandLine(process.argv.slice(2), process.env);
if (commandLine.kind === 'error') exitWith(`${commandLine.message.replace(/\.?$/, '.')} See --help.`);
if (commandLine.kind === 'help') {
  console.log(helpText(COMMAND));
  process.exit(0);
}
if (commandLine.kind === 'version') {
  console.log(packageVersion());
  process.exit(0);
}

const { settings } = commandLine;
let stopping = false;
async function stop(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  // Every acknowledged change is on disk already; closing ends the connections and releases the directory.
  await (await started).close();
  process.exit(code);
}

/**
 * A write of the data directory failed: what the sandbox holds is ahead of it, so it exits,
 * and a start (by a supervisor, or by hand once the disk has room) reads what it acknowledged.
 */
function onDataNotWritten(error: unknown): void {
  const reason = error instanceof Error ? error.message : String(error);
  console.error(
    `${COMMAND}: the data directory could not be written (${reason}). Stopping: start it again once the ` +
      'directory can be written, and it carries on from the last change it acknowledged.',
  );
  // After this turn, in which the answers that waited for the write are written (500s).
  setImmediate(() => void stop(1));
}

const started = start(settings);
const backend = await started;
// Without the flag, the clock keeps the speed it was last set to (in the data directory).
if (settings.clockSpeed !== undefined) backend.clock.setSpeed(settings.clockSpeed);

// Before the origin is printed: a script that reads it may stop the sandbox at once.
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

// After the origin, which scripts read from the first line.
const notes = backend.dataNotes.map((note) => `${COMMAND}: ${note}`);
console.log(describe(backend, settings).join('\n'));
for (const note of notes) console.warn(note);
if (backend.controlPanelToken !== undefined) {
  console.warn(
    `Warning: --host ${settings.host} is not a loopback address: anyone who can reach this port can use the ` +
      'JSON API with the built-in keys, which are public. Use it only on a network you trust. The control ' +
      'panel answers another machine only through the URL above, whose token it keeps in a cookie. Browsers ' +
      `reach the sandbox only as ${backend.origin}, on another loopback name, or by a name given with ` +
      '--allowed-hosts (a container name, say).',
  );
}
console.log('Stop with Ctrl+C.');
