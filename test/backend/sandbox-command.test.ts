/**
 * The sandbox command (`service-sandbox`, `npm run mock`): its flags and their environment
 * variables, what it prints, its health check, a clean stop, and one clear line with exit code
 * 2 for a setting it cannot use. With SANDBOX_BIN set, the installed command is the one run.
 */
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { parseCommandLine } from '../../sandbox/src/cli/options.js';
import { runSandboxCommand, startSandboxCommand } from '../support/sandbox-command.js';
import { asObject } from './backend-fixture.js';
import { rawRequest } from './raw-request.js';

const directory = mkdtempSync(join(tmpdir(), 'sandbox-command-'));
after(() => rmSync(directory, { recursive: true, force: true }));
const manifest = JSON.parse(readFileSync(new URL('../../sandbox/package.json', import.meta.url), 'utf8')) as {
  version: string;
};

function settingsOf(argv: string[], env: Record<string, string> = {}) {
  const commandLine = parseCommandLine(argv, env);
  assert.equal(commandLine.kind, 'run', JSON.stringify(commandLine));
  return commandLine.kind === 'run' ? commandLine.settings : undefined;
}

describe('The sandbox command line', () => {
  it('runs on 127.0.0.1:3600 with .sandbox-data, the clock at the speed kept there, when given nothing', () => {
    assert.deepEqual(settingsOf([]), {
      port: 3600,
      host: '127.0.0.1',
      dataDir: '.sandbox-data',
      resetData: false,
      jwtIssuer: undefined,
      jwtAudience: undefined,
      registrationAudience: undefined,
      apiHost: undefined,
      clockSpeed: undefined,
      allowedOrigins: [],
      allowedHosts: [],
      largeCatalogue: false,
    });
  });

  it('reads every setting from its SANDBOX_ variable', () => {
    assert.deepEqual(
      settingsOf([], {
        SANDBOX_PORT: '4000',
        SANDBOX_HOST: '0.0.0.0',
        SANDBOX_PUBLIC_ORIGIN: 'http://sandbox:3600',
        SANDBOX_DATA_DIR: '/tmp/env',
        SANDBOX_JWT_ISSUER: 'iss.example',
        SANDBOX_JWT_AUDIENCE: 'aud.example',
        SANDBOX_REGISTRATION_AUDIENCE: 'registration.example',
        SANDBOX_API_HOST: 'api.example',
        SANDBOX_CLOCK_SPEED: '60',
        SANDBOX_ALLOWED_ORIGINS: 'https://a.example, https://b.example',
        SANDBOX_ALLOWED_HOSTS: 'sandbox, ci.internal:8080',
        SANDBOX_TLS: 'sandbox-ca',
        SANDBOX_LARGE_CATALOGUE: '1',
        SANDBOX_RESET: '1',
      }),
      {
        port: 4000,
        host: '0.0.0.0',
        publicOrigin: 'http://sandbox:3600',
        dataDir: '/tmp/env',
        resetData: true,
        jwtIssuer: 'iss.example',
        jwtAudience: 'aud.example',
        registrationAudience: 'registration.example',
        apiHost: 'api.example',
        clockSpeed: 60,
        allowedOrigins: ['https://a.example', 'https://b.example'],
        allowedHosts: ['sandbox', 'ci.internal:8080'],
        largeCatalogue: true,
        tls: { kind: 'sandbox-ca' },
      },
    );
    assert.equal(settingsOf([], { SANDBOX_IN_MEMORY: '1' })?.dataDir, undefined);
  });

  it('ignores HOST, RESET, DATA_DIR, TLS and the other names without SANDBOX_ that other programs set', () => {
    const elsewhere = {
      HOST: '0.0.0.0',
      PUBLIC_ORIGIN: 'http://other:8080',
      DATA_DIR: '/srv/other',
      JWT_ISSUER: 'other.example',
      JWT_AUDIENCE: 'api.other.example',
      REGISTRATION_AUDIENCE: 'registration.other.example',
      API_HOST: 'api.other.example',
      CLOCK_SPEED: '60',
      ALLOWED_ORIGINS: 'https://other.example',
      ALLOWED_HOSTS: 'other',
      TLS: 'sandbox-ca',
      LARGE_CATALOGUE: '1',
      IN_MEMORY: '1',
      RESET: '1',
    };
    assert.deepEqual(settingsOf([], elsewhere), settingsOf([]));
  });

  it('reads the port from SANDBOX_PORT, else from PORT as hosting platforms set it, else 3600; --port wins', () => {
    assert.equal(settingsOf([], { PORT: '8080' })?.port, 8080);
    assert.equal(settingsOf([], { SANDBOX_PORT: '4000', PORT: '8080' })?.port, 4000);
    assert.equal(settingsOf(['--port', '0'], { SANDBOX_PORT: '4000', PORT: '8080' })?.port, 0);
    assert.equal(settingsOf([], {})?.port, 3600);
    const refused = parseCommandLine([], { SANDBOX_PORT: 'eighty', PORT: '8080' });
    assert.deepEqual(refused, {
      kind: 'error',
      message: '--port must be a whole number from 0 to 65535, not "eighty".',
    });
  });

  it('takes every setting as a flag or as its environment variable, the flag winning', () => {
    const fromEnv = settingsOf([], {
      SANDBOX_PORT: '4000',
      SANDBOX_DATA_DIR: '/tmp/env',
      SANDBOX_JWT_ISSUER: 'iss.example',
      SANDBOX_CLOCK_SPEED: '60',
      SANDBOX_ALLOWED_ORIGINS: 'https://a.example, https://b.example',
      SANDBOX_ALLOWED_HOSTS: 'sandbox, ci.internal:8080',
      SANDBOX_LARGE_CATALOGUE: '1',
      SANDBOX_PUBLIC_ORIGIN: 'http://sandbox:3600',
    });
    assert.equal(fromEnv?.port, 4000);
    assert.equal(fromEnv?.dataDir, '/tmp/env');
    assert.equal(fromEnv?.jwtIssuer, 'iss.example');
    assert.equal(fromEnv?.clockSpeed, 60);
    assert.deepEqual(fromEnv?.allowedOrigins, ['https://a.example', 'https://b.example']);
    assert.deepEqual(fromEnv?.allowedHosts, ['sandbox', 'ci.internal:8080']);
    assert.equal(fromEnv?.largeCatalogue, true);
    assert.equal(fromEnv?.publicOrigin, 'http://sandbox:3600');

    const fromFlags = settingsOf(
      [
        '--port',
        '0',
        '--data-dir',
        '/tmp/flag',
        '--jwt-audience',
        'aud.example',
        '--api-host',
        'api.example',
        '--large-catalogue',
        '--allowed-hosts',
        'Sandbox.Test',
        '--public-origin',
        'HTTPS://Sandbox.Test:443/',
      ],
      {
        SANDBOX_PORT: '4000',
        SANDBOX_DATA_DIR: '/tmp/env',
        SANDBOX_ALLOWED_HOSTS: 'sandbox',
        SANDBOX_PUBLIC_ORIGIN: 'http://sandbox:3600',
      },
    );
    assert.equal(fromFlags?.port, 0);
    assert.equal(fromFlags?.dataDir, '/tmp/flag');
    assert.equal(fromFlags?.jwtAudience, 'aud.example');
    assert.equal(fromFlags?.apiHost, 'api.example');
    assert.equal(fromFlags?.largeCatalogue, true);
    assert.deepEqual(fromFlags?.allowedHosts, ['sandbox.test']);
    // As URL writes an origin: lowercase, without its scheme's default port or a trailing slash.
    assert.equal(fromFlags?.publicOrigin, 'https://sandbox.test');
  });

  it('refuses an unknown flag, a port, a clock speed or an origin it cannot use, naming the flag', () => {
    const cases: [string[], RegExp][] = [
      [['--prot', '3000'], /--prot/],
      [['--port', 'eighty'], /--port must be a whole number from 0 to 65535, not "eighty"/],
      [['--port', '70000'], /--port/],
      [['--clock-speed', '0'], /--clock-speed must be a number from 1 to 100000/],
      [
        ['--allowed-origins', 'https://shop.example/path'],
        /--allowed-origins .* not "https:\/\/shop.example\/path"/,
      ],
      [['--allowed-origins', 'javascript:alert(1)'], /--allowed-origins/],
      [['--allowed-hosts', 'http://sandbox'], /--allowed-hosts takes host names .* not "http:\/\/sandbox"/],
      [['--allowed-hosts', 'sandbox/path'], /--allowed-hosts .* not "sandbox\/path"/],
      [['--allowed-hosts', 'sandbox:99999'], /--allowed-hosts .* not "sandbox:99999"/],
      [
        ['--public-origin', 'http://sandbox:3600/api/v1'],
        /--public-origin takes an http\(s\) origin without a path, such as http:\/\/sandbox:3600, not "http:\/\/sandbox:3600\/api\/v1"/,
      ],
      [['--public-origin', 'sandbox:3600'], /--public-origin .* not "sandbox:3600"/],
      [['--public-origin', 'ftp://sandbox'], /--public-origin .* not "ftp:\/\/sandbox"/],
      [['--public-origin', 'http://sandbox:3600?x=1'], /--public-origin .* not "http:\/\/sandbox:3600\?x=1"/],
      [['--public-origin', 'http://sandbox:3600#x'], /--public-origin/],
      [['--public-origin', 'http://user@sandbox:3600'], /--public-origin/],
      [['--public-origin', 'http://sandbox:99999'], /--public-origin/],
      [['extra'], /extra/],
    ];
    for (const [argv, message] of cases) {
      const commandLine = parseCommandLine(argv, {});
      assert.equal(commandLine.kind, 'error', argv.join(' '));
      assert.match(commandLine.kind === 'error' ? commandLine.message : '', message);
    }
  });
});

describe('The sandbox command', () => {
  it('--help lists every flag with its SANDBOX_ environment variable, and PORT for the port, and exits 0', async () => {
    const { code, stdout } = await runSandboxCommand(['--help']);
    assert.equal(code, 0);
    assert.match(stdout, /^Usage: service-sandbox \[options\]/);
    const variables: [string, string][] = [
      ['--port <number>', 'SANDBOX_PORT'],
      ['--host <address>', 'SANDBOX_HOST'],
      ['--public-origin <origin>', 'SANDBOX_PUBLIC_ORIGIN'],
      ['--data-dir <path>', 'SANDBOX_DATA_DIR'],
      ['--jwt-issuer <iss>', 'SANDBOX_JWT_ISSUER'],
      ['--jwt-audience <aud>', 'SANDBOX_JWT_AUDIENCE'],
      ['--registration-audience <aud>', 'SANDBOX_REGISTRATION_AUDIENCE'],
      ['--api-host <host>', 'SANDBOX_API_HOST'],
      ['--clock-speed <factor>', 'SANDBOX_CLOCK_SPEED'],
      ['--allowed-origins <a,b>', 'SANDBOX_ALLOWED_ORIGINS'],
      ['--allowed-hosts <a,b>', 'SANDBOX_ALLOWED_HOSTS'],
      ['--tls <sandbox-ca|cert.pem,key.pem>', 'SANDBOX_TLS'],
      ['--large-catalogue', 'SANDBOX_LARGE_CATALOGUE'],
      ['--in-memory', 'SANDBOX_IN_MEMORY'],
      ['--reset', 'SANDBOX_RESET'],
    ];
    const lines = stdout.split('\n');
    for (const [flag, variable] of variables) {
      const line = lines.find((candidate) => candidate.trimStart().startsWith(`${flag} `));
      assert.ok(line?.endsWith(` [${variable}]`), `${flag}: ${line}`);
    }
    const bracketed = [...stdout.matchAll(/\[([A-Z_]+)\]/g)].map(([, name]) => name);
    assert.deepEqual(
      bracketed,
      variables.map(([, variable]) => variable),
    );
    assert.match(stdout, /--port <number> .*\bPORT\b.*hosting platforms.* \[SANDBOX_PORT\]/);
  });

  it('--version prints the package version alone', async () => {
    const { code, stdout } = await runSandboxCommand(['--version']);
    assert.equal(code, 0);
    assert.equal(stdout, `${manifest.version}\n`);
  });

  it('a bad flag or an unusable data directory is one line on stderr and exit code 2', async () => {
    const notADirectory = join(directory, 'a-file');
    writeFileSync(notADirectory, '');
    const cases: [string[], RegExp][] = [
      [['--bogus'], /^service-sandbox: Unknown option '--bogus'\. See --help\.\n$/],
      [['--port=-1'], /^service-sandbox: --port must be .* See --help\.\n$/],
      [['--port', '-1'], /^service-sandbox: Option '--port' argument is ambiguous\. See --help\.\n$/],
      [
        ['--port', '0', '--data-dir', join(notADirectory, 'data')],
        /^service-sandbox: The data directory .*a-file\/data cannot be used \(ENOTDIR\): choose another with --data-dir\.\n$/,
      ],
    ];
    for (const [flags, message] of cases) {
      const { code, stdout, stderr } = await runSandboxCommand(flags);
      assert.equal(code, 2, flags.join(' '));
      assert.equal(stdout, '');
      assert.match(stderr, message);
    }
  });

  it('a port in use is one line and exit code 2', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const { port } = blocker.address() as AddressInfo;
    try {
      const { code, stderr } = await runSandboxCommand([
        '--port',
        String(port),
        '--data-dir',
        join(directory, 'busy'),
      ]);
      assert.equal(code, 2);
      assert.equal(
        stderr,
        `service-sandbox: port ${port} is in use: choose another with --port, or --port 0 for a free one.\n`,
      );
    } finally {
      blocker.close();
    }
  });

  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    it(`--port 0 prints the origin first, then its URLs; /healthz answers 200; ${signal} stops it with exit code 0`, async () => {
      const sandbox = await startSandboxCommand(['--port', '0', '--data-dir', join(directory, signal)]);
      try {
        assert.match(sandbox.origin, /^http:\/\/127\.0\.0\.1:\d+$/);
        assert.notEqual(sandbox.origin, 'http://127.0.0.1:0');
        await waitFor(() => sandbox.output().includes('Stop with Ctrl+C.'));
        const output = sandbox.output();
        assert.ok(output.includes(`{base_url}          ${sandbox.origin}/api/v1`), output);
        assert.ok(output.includes(`control panel       ${sandbox.origin}/control-panel`), output);
        const health = await fetch(`${sandbox.origin}/healthz`);
        assert.equal(health.status, 200);
        assert.deepEqual(await health.json(), { status: 'ok' });
        const library = await fetch(`${sandbox.origin}/lib/widgets.umd.min.js`);
        assert.equal(library.status, 200, 'the widgets of the service-widgets package are served at /lib/');
      } finally {
        assert.equal(await sandbox.stop(signal), 0);
      }
    });
  }

  it('names the private key of each SANDBOX application, a file a client signs with', async () => {
    const sandbox = await startSandboxCommand(['--port', '0', '--in-memory']);
    try {
      await waitFor(() => sandbox.output().includes('Stop with Ctrl+C.'));
      const lines = sandbox.output().split('\n');
      const shop = lines.findIndex((line) =>
        /^ {2}sandbox-shop [0-9a-f-]{36} \(SANDBOX, active\)/.test(line),
      );
      assert.ok(shop >= 0, sandbox.output());
      const key = /^ {4}private key: (\/.+\/sandbox-shop\.private\.pem)$/.exec(lines[shop + 1] ?? '')?.[1];
      assert.ok(key, lines[shop + 1]);
      assert.match(readFileSync(key, 'utf8'), /^-----BEGIN PRIVATE KEY-----/);
      for (const line of lines.filter((candidate) => candidate.includes('(PRODUCTION')))
        assert.ok(!lines[lines.indexOf(line) + 1]?.includes('private key'), line);
    } finally {
      await sandbox.stop('SIGTERM');
    }
  });

  it('makes its data directory with a .gitignore of everything in it, and leaves one it did not make alone', async () => {
    const made = join(directory, 'project', '.sandbox-data');
    const sandbox = await startSandboxCommand(['--port', '0', '--data-dir', made]);
    await sandbox.stop('SIGTERM');
    assert.equal(readFileSync(join(made, '.gitignore'), 'utf8'), '*\n');
    const own = mkdtempSync(join(directory, 'own-'));
    const again = await startSandboxCommand(['--port', '0', '--data-dir', own]);
    await again.stop('SIGTERM');
    assert.ok(!existsSync(join(own, '.gitignore')));
  });

  it('starts on its own defaults when the shell has HOST, RESET, TLS and DATA_DIR set for other programs', async () => {
    const notRead = join(directory, 'not-read');
    const sandbox = await startSandboxCommand(['--port', '0', '--in-memory'], {
      HOST: '0.0.0.0',
      RESET: '1',
      TLS: 'sandbox-ca',
      DATA_DIR: notRead,
    });
    try {
      assert.match(sandbox.origin, /^http:\/\/127\.0\.0\.1:\d+$/);
      await waitFor(() => sandbox.output().includes('Stop with Ctrl+C.'));
      assert.match(sandbox.output(), /Data: in memory only/);
      assert.equal((await fetch(`${sandbox.origin}/healthz`)).status, 200);
      assert.ok(!existsSync(notRead));
    } finally {
      assert.equal(await sandbox.stop(), 0);
    }
  });
});

describe('The sandbox command on a network address', () => {
  it('--host 0.0.0.0: answers only the names it is given, and prints the control panel URL with its token', async () => {
    const sandbox = await startSandboxCommand(
      ['--host', '0.0.0.0', '--port', '0', '--data-dir', join(directory, 'network')],
      { SANDBOX_ALLOWED_HOSTS: 'sandbox.test' },
    );
    try {
      // The warning goes to stderr, which may arrive after stdout's last line.
      await waitFor(
        () => sandbox.output().includes('Stop with Ctrl+C.') && sandbox.output().includes('Warning:'),
      );
      const output = sandbox.output();
      const { port } = new URL(sandbox.origin);
      const panel = /control panel {7}(\S+)/.exec(output)?.[1] ?? '';
      assert.match(panel, new RegExp(`^${sandbox.origin}/control-panel\\?token=[\\w-]{32,}$`), output);
      assert.match(output, /--allowed-hosts/, 'the warning says how to reach it by another name');
      assert.equal(
        (await rawRequest(`${sandbox.origin}/healthz`, { host: `sandbox.test:${port}` })).status,
        200,
      );
      const refused = await rawRequest(`${sandbox.origin}/healthz`, { host: `evil.example:${port}` });
      assert.equal(refused.status, 400);
      assert.match(String(asObject(refused.json).message), /--allowed-hosts evil\.example/);
      const login = await rawRequest(panel, { host: `sandbox.test:${port}` });
      assert.equal(login.status, 303, login.text);
    } finally {
      assert.equal(await sandbox.stop(), 0);
    }
  });
});

async function waitFor(condition: () => boolean): Promise<void> {
  for (let tries = 0; !condition(); tries++) {
    if (tries > 100) throw new Error('Timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
