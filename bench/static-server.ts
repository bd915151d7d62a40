/**
 * The merchant's site in the benchmark: a tiny node:http server on a port of its own, so the
 * widgets talk to the mock backend across origins, as on a real page. It serves the pages
 * of bench/pages/, the built library, the peer's files, the in-page measuring script (bundled
 * from bench/pages/probe.ts at start) and JSON documents the benchmark hands it.
 */
import { readFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, resolve, sep } from 'node:path';
import { build } from 'esbuild';
import { floorHosts } from './pages/floor-step.js';

export interface StaticServer {
  origin: string;
  /** Serves `body` as JSON at `path` (no-store, like an API answer), `delayMs` after the request. */
  serveJson(path: string, body: unknown, options?: { delayMs?: number }): void;
  /** Serves `body` at `path`, cached like a CDN's file. */
  serveFile(path: string, body: Buffer, contentType: string): void;
  close(): Promise<void>;
}

const json = 'application/json; charset=utf-8';
const javascript = 'text/javascript; charset=utf-8';
const css = 'text/css; charset=utf-8';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': javascript,
  '.css': css,
  '.json': json,
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ttf': 'font/ttf',
};

interface ServedDocument {
  body: string | Buffer;
  contentType: string;
  cache: string;
  /** How long the server waits before it answers, as a network would. */
  delayMs?: number;
}

const jsonCors = { 'Access-Control-Allow-Origin': '*' };
const preflight = {
  'Access-Control-Allow-Methods': 'GET, POST',
  'Access-Control-Allow-Headers': 'Content-Type, Accept-Language',
  'Access-Control-Max-Age': '600',
};

/** The library, the pages and the peer's files are cached like a CDN's: later runs load them from memory. */
const cdnCache = 'max-age=3600';

/** URL prefix → directory. */
const directories: Record<string, string> = {
  '/pages/': resolve('bench/pages'),
  '/dist/': resolve('dist'),
  '/peer/': resolve('node_modules/nordigen-bank-ui/package/src'),
};

export async function startStaticServer(): Promise<StaticServer> {
  const probe = await bundleProbe();
  const documents = new Map<string, ServedDocument>([
    ['/floor/widgets.css', { body: await floorStyles(), contentType: css, cache: cdnCache }],
  ]);
  const server = createServer((request, response) => {
    void answer(request, response, probe, documents).catch((error: unknown) => {
      response.writeHead(500, { 'Content-Type': 'text/plain' }).end(String(error));
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    serveJson: (path, body, { delayMs } = {}) =>
      documents.set(path, { body: JSON.stringify(body), contentType: json, cache: 'no-store', delayMs }),
    serveFile: (path, body, contentType) => documents.set(path, { body, contentType, cache: cdnCache }),
    close: () => close(server),
  };
}

async function answer(
  request: IncomingMessage,
  response: ServerResponse,
  probe: string,
  documents: ReadonlyMap<string, ServedDocument>,
): Promise<void> {
  const path = new URL(request.url ?? '/', 'http://localhost').pathname;
  const document =
    path === '/probe.js' ? { body: probe, contentType: javascript, cache: cdnCache } : documents.get(path);
  // A JSON document answers other origins as the mock backend does (sandbox/src/http/cors.ts),
  // POST included: the flows' floor sends what our widgets send (floor-steps.ts).
  const cors = document?.contentType === json ? jsonCors : {};
  if (document !== undefined && request.method === 'OPTIONS') {
    response.writeHead(204, { ...cors, ...preflight }).end();
    return;
  }
  if (document !== undefined) {
    if (document.delayMs) await sleep(document.delayMs);
    response.writeHead(200, {
      ...cors,
      'Content-Type': document.contentType,
      'Cache-Control': document.cache,
    });
    response.end(document.body);
    return;
  }
  const file = fileFor(path);
  const body = file === undefined ? undefined : await readFile(file).catch(() => undefined);
  if (file === undefined || body === undefined) {
    response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
    return;
  }
  response.writeHead(200, {
    'Content-Type': contentTypes[extname(file)] ?? 'application/octet-stream',
    'Cache-Control': cdnCache,
  });
  response.end(body);
}

/** The file a path names inside one of the served directories, never outside it. */
function fileFor(path: string): string | undefined {
  for (const [prefix, directory] of Object.entries(directories)) {
    if (!path.startsWith(prefix)) continue;
    const file = resolve(directory, decodeURIComponent(path.slice(prefix.length)));
    return file.startsWith(directory + sep) ? file : undefined;
  }
  return undefined;
}

/**
 * widgets.css with its rules for `service-consent` and `service-auth-flow` also written for
 * the flows' floor hosts (pages/floor-step.ts), so that the floor's steps are styled as ours.
 * Only element names change: classes such as `.service-consent-actions` stay.
 */
async function floorStyles(): Promise<string> {
  const styles = await readFile(resolve('dist/widgets.css'), 'utf8').catch(() => '');
  return styles.replace(
    /(?<![\w.-])(service-consent|service-auth-flow)(?![\w-])/g,
    (name) => floorHosts[name as keyof typeof floorHosts],
  );
}

async function bundleProbe(): Promise<string> {
  const result = await build({
    entryPoints: [resolve('bench/pages/probe.ts')],
    bundle: true,
    format: 'iife',
    target: 'es2022',
    // Chromium compiles every function of the probe as it loads: compiled lazily, the first
    // call of its frame callback took 1–5 ms of the first keystroke's window at 4× (traced).
    banner: { js: '//# allFunctionsCalledOnLoad' },
    write: false,
    logLevel: 'silent',
  });
  const [output] = result.outputFiles;
  if (!output) throw new Error('esbuild gave no output for bench/pages/probe.ts.');
  return output.text;
}

function close(server: Server): Promise<void> {
  return new Promise((done) => {
    server.close(() => done());
    server.closeAllConnections();
  });
}
