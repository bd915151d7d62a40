/**
 * A web-test-runner plugin that runs the mock backend on its own port, so every request a
 * widget makes in a test is cross-origin with real CORS. Each running browser gets its own
 * backend (browsers run in parallel, and the leaks group runs a Chromium of its own beside the
 * other groups' Chromium; fault modes and request logs must not mix), reached by tests through
 * the `backend` server command (see backend.ts).
 */
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserLauncher, TestRunnerPlugin } from '@web/test-runner';
import { startMockBackend, type MockBackend } from '../../sandbox/src/server.js';
import { startStrictPageServer, type StrictPageServer } from '../strict-page/strict-page-server.js';
import { tamperedMessage, type BackendCommand } from './backend-command.js';

export function mockBackendPlugin(): TestRunnerPlugin {
  const backends = new Map<BrowserLauncher, Promise<MockBackend>>();
  const refusingBackends = new Map<BrowserLauncher, Promise<MockBackend>>();
  const tamperedBackends = new Map<BrowserLauncher, Promise<MockBackend>>();
  let tamperedDir: Promise<string> | undefined;
  let pageOrigins: string[] = [];
  let strictPage: StrictPageServer | undefined;

  /** `refusing` is a second backend that has not whitelisted the test page's origin. */
  function backendFor(browser: BrowserLauncher, refusing = false): Promise<MockBackend> {
    const started = refusing ? refusingBackends : backends;
    let backend = started.get(browser);
    if (!backend) {
      backend = startMockBackend({ port: 0, allowedOrigins: refusing ? [] : pageOrigins });
      started.set(browser, backend);
    }
    return backend;
  }

  /** A backend whose /lib/ serves altered copies of the built files, as a compromised CDN would. */
  function tamperedBackendFor(browser: BrowserLauncher): Promise<MockBackend> {
    let backend = tamperedBackends.get(browser);
    if (!backend) {
      tamperedDir ??= tamperedLibDir();
      backend = tamperedDir.then((libDir) =>
        startMockBackend({ port: 0, allowedOrigins: pageOrigins, libDir }),
      );
      tamperedBackends.set(browser, backend);
    }
    return backend;
  }

  return {
    name: 'sandbox',
    async serverStart({ config }) {
      strictPage = await startStrictPageServer();
      pageOrigins = [`http://${config.hostname ?? 'localhost'}:${config.port}`, strictPage.origin];
    },
    async serverStop() {
      const all = [...backends.values(), ...refusingBackends.values(), ...tamperedBackends.values()];
      await Promise.all(all.map(async (backend) => (await backend).close()));
      await strictPage?.close();
      if (tamperedDir) await rm(await tamperedDir, { recursive: true, force: true });
    },
    async executeCommand({ command, payload, session }) {
      if (command !== 'backend') return undefined;
      const request = payload as BackendCommand;
      try {
        if (request.op === 'refusingOrigin') return { ok: (await backendFor(session.browser, true)).origin };
        if (request.op === 'tamperedLibOrigin')
          return { ok: (await tamperedBackendFor(session.browser)).origin };
        if (request.op === 'strictPageOrigin') return { ok: strictPage?.origin };
        return { ok: await runCommand(await backendFor(session.browser), request) };
      } catch (error) {
        // Handed to the test, which throws it: a thrown command would leave the test hanging.
        return { error: error instanceof Error ? error.message : String(error) };
      }
    },
  };
}

/**
 * dist/'s widgets.umd.min.js and widgets.css, each with a line added that a test can see
 * (window.serviceWidgetsTampered, the custom property --tampered on :root) if it ever runs;
 * the Swedish catalogue with one message changed to `tamperedMessage` and the index of hashes
 * (locales/integrity.json) changed to match it, as a compromised server would; no other catalogue.
 */
async function tamperedLibDir(): Promise<string> {
  const dist = new URL('../../dist/', import.meta.url);
  const dir = await mkdtemp(join(tmpdir(), 'service-widgets-tampered-'));
  const script = await readFile(new URL('widgets.umd.min.js', dist), 'utf8');
  await writeFile(join(dir, 'widgets.umd.min.js'), `window.serviceWidgetsTampered=true;\n${script}`);
  const css = await readFile(new URL('widgets.css', dist), 'utf8');
  await writeFile(join(dir, 'widgets.css'), `${css}\n:root{--tampered:yes}\n`);
  const catalogue = async (file: string) =>
    JSON.parse(await readFile(new URL(`locales/${file}`, dist), 'utf8')) as Record<string, unknown>;
  const alteredSwedish = JSON.stringify({ ...(await catalogue('sv.json')), errorHeading: tamperedMessage });
  const alteredIndex = {
    ...(await catalogue('integrity.json')),
    sv: `sha256-${createHash('sha256').update(alteredSwedish).digest('base64')}`,
  };
  await mkdir(join(dir, 'locales'));
  await writeFile(join(dir, 'locales', 'sv.json'), alteredSwedish);
  await writeFile(join(dir, 'locales', 'integrity.json'), JSON.stringify(alteredIndex));
  return dir;
}

/**
 * The PSU's answer on the simulated bank page, as a script sends it (the sandbox's own Origin
 * stands for the page's form token); the 303 is not followed.
 */
async function decideAtBank(url: string, decision: 'approve' | 'reject'): Promise<string> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: new URL(url).origin },
    body: new URLSearchParams({ decision }).toString(),
    redirect: 'manual',
  });
  return response.headers.get('location') ?? '';
}

function runCommand(backend: MockBackend, command: BackendCommand): unknown {
  switch (command.op) {
    case 'origin':
      return backend.origin;
    case 'reset':
      backend.reset();
      return true;
    case 'createAuthorization':
      return backend.createAuthorization(command.input);
    case 'createPayment':
      return backend.createPayment(command.input);
    case 'setFault':
      backend.faults.set(command.rule);
      return true;
    case 'clearFaults':
      backend.faults.clear();
      return true;
    case 'requests':
      return backend.requests;
    case 'refusingOrigin':
    case 'tamperedLibOrigin':
    case 'strictPageOrigin':
      return undefined;
    case 'bankDecision':
      return decideAtBank(command.url, command.decision);
    case 'advanceClock':
      backend.clock.advance(command.ms);
      return true;
    case 'changeApplication': {
      const application = backend.applications.byKey(command.key);
      if (!application) throw new Error(`There is no application ${command.key}.`);
      backend.applications.update(application.id, command.settings);
      return true;
    }
  }
}
