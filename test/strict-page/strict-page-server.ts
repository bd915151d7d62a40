/**
 * A merchant page as strict as a bank's security reviewer would make it, for the CSP and
 * Trusted Types tests: its own origin, the built library served as 'self', and the CSP of
 * docs/merchant-pages.md. The page pins the script and the stylesheet with SRI, and serves
 * nothing else of the library, as {auth_url}/lib/ is specified. Optionally the page carries its
 * own copy of Lit, as a merchant's app may.
 */
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { encodedPage } from './encoded-page.js';

const repo = new URL('../../', import.meta.url);
/** The two files the specification serves under {auth_url}/lib/, and nothing beside them. */
const libFiles: Record<string, string> = {
  'widgets.umd.min.js': 'text/javascript',
  'widgets.css': 'text/css',
};

/** The CSP a merchant page needs (docs/merchant-pages.md), with the backend's origin filled in. */
export function strictPolicy(backendOrigin: string, ownLit: boolean): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    `img-src ${backendOrigin} data:`,
    `connect-src ${backendOrigin}`,
    // The backend's credentials frame (widget-api.md, section 5b).
    `frame-src ${backendOrigin}`,
    "require-trusted-types-for 'script'",
    // The page's own Lit needs its own policy name; ours is service-widgets.
    `trusted-types service-widgets${ownLit ? ' lit-html' : ''}`,
  ].join('; ');
}

/** The strict pages: the bundle alone, beside the page's own Lit, or loaded twice. */
const variants = {
  '/strict.html': { ownLit: false, copies: 1 },
  '/strict-own-lit.html': { ownLit: true, copies: 1 },
  '/strict-twice.html': { ownLit: false, copies: 2 },
} as const;
type Variant = (typeof variants)[keyof typeof variants];

/** The `integrity` hashes of the build (dist/integrity.json), pinned as a merchant pins them. */
type Integrity = Record<string, string>;

function page({ ownLit, copies }: Variant, integrity: Integrity): string {
  const pinned = (file: string) => `integrity="${integrity[file] ?? ''}" crossorigin="anonymous"`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Strict page</title>
<script src="/strict-page-driver.js"></script>
${ownLit ? '<script src="/own-lit.js"></script>' : ''}
${`<script src="/lib/widgets.umd.min.js" ${pinned('widgets.umd.min.js')}></script>\n`.repeat(copies)}<link rel="stylesheet" href="/lib/widgets.css" ${pinned('widgets.css')}>
</head>
<body><main id="widgets"></main></body>
</html>`;
}

/** The page's own Lit, bundled the way an application would ship it. */
async function ownLitBundle(): Promise<string> {
  const result = await build({
    stdin: {
      contents: `import { html, render } from 'lit';
        render(html\`<p id="own-lit">The page's own Lit</p>\`, document.body ?? document.documentElement);`,
      resolveDir: fileURLToPath(repo),
    },
    bundle: true,
    format: 'iife',
    minify: true,
    write: false,
  });
  return result.outputFiles[0]?.text ?? '';
}

function backendOriginOf(url: URL): string | undefined {
  try {
    const origin = new URL(url.searchParams.get('backend') ?? '').origin;
    return /^https?:\/\/[\w.:[\]-]+$/.test(origin) ? origin : undefined;
  } catch {
    return undefined;
  }
}

export interface StrictPageServer {
  origin: string;
  close(): Promise<void>;
}

/** The page is one of `variants`, with ?backend=<the mock backend's origin>. */
export async function startStrictPageServer(): Promise<StrictPageServer> {
  const ownLit = await ownLitBundle();
  const driver = await readFile(new URL('./strict-page-driver.js', import.meta.url), 'utf8');
  const encodedDriver = await readFile(new URL('./encoded-page-driver.js', import.meta.url));
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://page');
    const send = (type: string, body: string | Buffer, headers: Record<string, string> = {}) => {
      response.writeHead(200, { 'Content-Type': type, 'Cache-Control': 'no-store', ...headers });
      response.end(body);
    };
    const backend = backendOriginOf(url);
    const variant = Object.hasOwn(variants, url.pathname)
      ? variants[url.pathname as keyof typeof variants]
      : undefined;
    if (variant && backend) {
      // Read per page, as a build made after the server started writes new hashes.
      void readFile(new URL('dist/integrity.json', repo), 'utf8').then(
        (integrity) =>
          send('text/html; charset=utf-8', page(variant, JSON.parse(integrity) as Integrity), {
            'Content-Security-Policy': strictPolicy(backend, variant.ownLit),
          }),
        () => {
          response.writeHead(404).end('run npm run build');
        },
      );
      return;
    }
    if (url.pathname === '/strict-page-driver.js') return send('text/javascript', driver);
    const encoded = encodedPage(url);
    if (encoded) return send(encoded.contentType, encoded.body);
    if (url.pathname === '/encoded-page-driver.js') return send('text/javascript', encodedDriver);
    if (url.pathname === '/own-lit.js') return send('text/javascript', ownLit);
    const libFile = url.pathname.replace(/^\/lib\//, '');
    const type = libFiles[libFile];
    if (url.pathname.startsWith('/lib/') && type) {
      void readFile(new URL(`dist/${libFile}`, repo)).then(
        (content) => send(type, content),
        () => {
          response.writeHead(404).end('run npm run build');
        },
      );
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
