/**
 * `npm run demo`: the mock backend (the sandbox {auth_url} and {base_url}) and the demo site
 * on two origins, as a merchant's site and the service really are. The demo site plays the
 * application: its server side (demo/server/, inside Vite's dev server) holds the sandbox
 * applications' keys, signs the JWTs and calls the JSON API; its pages only call that server
 * side and, through the widgets, the service's widget API.
 *
 * Environment: DEMO_PORT (5173) for the demo site; SANDBOX_PORT, else PORT, as for the sandbox
 * command (3600), for the backend.
 * Tests call startDemo() with port 0 for free ports.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createServer, type LogLevel } from 'vite';
import { DEFAULT_PORT, environmentSetting } from '../sandbox/src/cli/options.js';
import { startMockBackend } from '../sandbox/src/server.js';
import { ApplicationDirectory } from './server/application-directory.js';
import type { DemoContext } from './server/demo-context.js';
import { demoServerPlugin } from './server/demo-plugin.js';
import { freePort } from './server/free-port.js';
import { JourneyStore } from './server/journeys.js';

const DEMO_HOST = 'localhost';

export interface DemoOptions {
  /** The demo site's port; 0 picks a free one. Default 5173. */
  port?: number;
  /** The mock backend's port; 0 picks a free one. Default 3600. */
  backendPort?: number;
  /** Vite's logging; default 'info'. */
  logLevel?: LogLevel;
}

export interface RunningDemo {
  /** The home page, such as http://localhost:5173/. */
  url: string;
  /** The service's {auth_url}. */
  backendOrigin: string;
  /** The JSON API ({base_url}). */
  apiBaseUrl: string;
  close(): Promise<void>;
}

export async function startDemo(options: DemoOptions = {}): Promise<RunningDemo> {
  const requestedPort = options.port ?? 5173;
  const port = requestedPort === 0 ? await freePort(DEMO_HOST) : requestedPort;
  const demoOrigin = `http://${DEMO_HOST}:${port}`;
  const demoOrigins = [demoOrigin, `http://127.0.0.1:${port}`];
  // The backend whitelists this origin for the widgets and adds `${demoOrigin}/callback` as a redirect URL.
  const backend = await startMockBackend({
    port: options.backendPort ?? 3600,
    allowedOrigins: demoOrigins,
    // The journey pages' phone pane frames the hand-off's phone pages; only the demo may.
    phoneFrameAncestors: demoOrigins,
  });
  const context: DemoContext = {
    demoOrigin,
    backendOrigin: backend.origin,
    apiBaseUrl: backend.apiBaseUrl,
    // The demo started the sandbox, so it knows its certificate URL; a merchant configures the service's.
    webhookX5u: backend.webhookCertificateUrl,
    applications: new ApplicationDirectory(),
    journeys: new JourneyStore(),
    now: Date.now,
  };
  try {
    const vite = await createServer({
      configFile: false,
      root: fileURLToPath(new URL('.', import.meta.url)),
      appType: 'mpa',
      clearScreen: false,
      logLevel: options.logLevel ?? 'info',
      // strictPort: the backend has whitelisted exactly this origin.
      server: { host: DEMO_HOST, port, strictPort: true },
      // Lit is plain ES modules: served as they are, no pre-bundling and no reload when it finishes.
      optimizeDeps: { noDiscovery: true, include: [] },
      plugins: [demoServerPlugin(context)],
    });
    await vite.listen();
    return {
      url: `${demoOrigin}/`,
      backendOrigin: backend.origin,
      apiBaseUrl: backend.apiBaseUrl,
      async close() {
        await Promise.allSettled([vite.close(), backend.close()]);
      },
    };
  } catch (error) {
    await backend.close();
    throw error;
  }
}

async function main(): Promise<void> {
  const demo = await startDemo({
    port: Number(process.env.DEMO_PORT ?? 5173),
    backendPort: Number(environmentSetting('port', process.env) ?? DEFAULT_PORT),
  });
  const bundle = fileURLToPath(new URL('../dist/widgets.umd.min.js', import.meta.url));
  const buildNote = existsSync(bundle)
    ? ''
    : '\n  Note: dist/ is not built; run `npm run build` for the script-tag page.';
  console.log(`
  Demo:          ${demo.url}
  Mock backend:  ${demo.backendOrigin} (the sandbox {auth_url}; the library at ${demo.backendOrigin}/lib/)
  JSON API:      ${demo.apiBaseUrl} (called only by the demo's server side, with signed JWTs)
  Test users:    demo / demo1234 / 123456 and tester / tester5678 / 654321${buildNote}
  Stop with Ctrl+C.
`);
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await demo.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main();
}
