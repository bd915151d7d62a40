import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { MockBackend } from '../../sandbox/src/server.js';
import { asObject, startBackend } from './backend-fixture.js';

/** fetch() normalises '..' away; a raw request sends the path exactly as written. */
function rawGet(origin: string, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const url = new URL(origin);
    const outgoing = request({ host: url.hostname, port: url.port, path, method: 'GET' }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

describe('/lib and the hosted pages', () => {
  let backend: MockBackend;
  let libDir: string;
  before(async () => {
    libDir = mkdtempSync(join(tmpdir(), 'mock-lib-'));
    writeFileSync(join(libDir, 'widgets.umd.min.js'), 'console.log("widgets");');
    writeFileSync(join(libDir, 'widgets.css'), ':where(service-auth-flow){display:block}');
    writeFileSync(join(libDir, 'widgets.umd.min.js.map'), '{"version":3}');
    writeFileSync(join(libDir, 'secret.txt'), 'not for the web');
    mkdirSync(join(libDir, 'locales'));
    writeFileSync(join(libDir, 'locales', 'fi.json'), '{"loading":"Ladataan…"}');
    writeFileSync(join(libDir, 'locales', 'xx.json'), '{}');
    writeFileSync(join(libDir, 'locales', 'integrity.json'), '{"fi":"sha256-x"}');
    backend = await startBackend({ libDir });
  });
  after(async () => {
    await backend.close();
    rmSync(libDir, { recursive: true, force: true });
  });

  for (const [file, type] of [
    ['widgets.umd.min.js', 'text/javascript; charset=utf-8'],
    ['widgets.css', 'text/css; charset=utf-8'],
    ['widgets.umd.min.js.map', 'application/json; charset=utf-8'],
    // A module the bundle imports: a JavaScript type, and CORS, or the browser refuses it.
  ] as const) {
    it(`serves ${file} to any page`, async () => {
      const response = await fetch(`${backend.origin}/lib/${file}`);
      assert.equal(response.status, 200);
      assert.equal(response.headers.get('content-type'), type);
      assert.equal(response.headers.get('access-control-allow-origin'), '*');
      assert.equal(response.headers.get('cross-origin-resource-policy'), 'cross-origin');
      assert.ok((await response.text()).length > 0);
    });
  }

  it('answers a HEAD of the health check, a library file and the webhook certificate as their GET, without a body', async () => {
    for (const path of ['/healthz', '/lib/widgets.css', '/certificates/webhook-signing.pem']) {
      const [head, get] = await Promise.all(
        ['HEAD', 'GET'].map((method) => fetch(`${backend.origin}${path}`, { method })),
      );
      assert.equal(head?.status, 200, path);
      assert.equal(head?.headers.get('content-type'), get?.headers.get('content-type'), path);
      assert.equal(await head?.text(), '', path);
      assert.ok(((await get?.text()) ?? '').length > 0, path);
    }
  });

  it('says to build when a library file is missing', async () => {
    const response = await fetch(`${backend.origin}/lib/widgets.css.map`);
    assert.equal(response.status, 404);
    assert.match(String(asObject(await response.json()).message), /npm run build/);
  });

  it('serves the locale catalogues and their hashes beside the bundle', async () => {
    const response = await fetch(`${backend.origin}/lib/locales/fi.json`);
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type') ?? '', /^application\/json/);
    assert.equal(response.headers.get('access-control-allow-origin'), '*');
    assert.deepEqual(await response.json(), { loading: 'Ladataan…' });
    const index = await fetch(`${backend.origin}/lib/locales/integrity.json`);
    assert.equal(index.status, 200);
    assert.equal(index.headers.get('access-control-allow-origin'), '*');
    assert.deepEqual(await index.json(), { fi: 'sha256-x' });
  });

  it('serves nothing else from the library folder', async () => {
    assert.equal((await fetch(`${backend.origin}/lib/secret.txt`)).status, 404);
    assert.equal((await fetch(`${backend.origin}/lib/locales/xx.json`)).status, 404);
    assert.equal(await rawGet(backend.origin, '/lib/locales/../secret.txt'), 404);
    assert.equal(await rawGet(backend.origin, '/lib/../package.json'), 404);
    assert.equal(await rawGet(backend.origin, '/lib/..%2fpackage.json'), 404);
    assert.equal(await rawGet(backend.origin, '/lib/%2e%2e/%2e%2e/package.json'), 404);
  });

  it('hosts the auth flow of an authorisation, with a strict CSP', async () => {
    const { authorization_id, url } = backend.createAuthorization({ aspsp: { name: 'OP', country: 'FI' } });
    assert.equal(url, `${backend.origin}/auth/ais/start?authorization=${authorization_id}`);
    const response = await fetch(url);
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type') ?? '', /^text\/html/);
    const csp = response.headers.get('content-security-policy') ?? '';
    assert.match(csp, /script-src 'self'/);
    assert.match(csp, /style-src 'self'/);
    assert.match(csp, /default-src 'none'/);
    const html = await response.text();
    assert.match(html, /<script src="\/lib\/widgets\.umd\.min\.js" defer><\/script>/);
    assert.match(html, /<link rel="stylesheet" href="\/lib\/widgets\.css">/);
    assert.match(
      html,
      new RegExp(
        `<service-auth-flow authorization="${authorization_id}" origin="${backend.origin}" sandbox>`,
      ),
    );
  });

  it('heads the hosted page with its title, in its language, before the widget and styled by a file', async () => {
    for (const [language, heading] of [
      ['en', 'OP: authorisation'],
      ['fi', 'OP: valtuutus'],
      ['fr', 'OP\u00a0: autorisation'],
    ] as const) {
      const { url } = backend.createAuthorization({ aspsp: { name: 'OP', country: 'FI' }, language });
      const response = await fetch(url);
      const html = await response.text();
      assert.equal(/<title>([^<]*)<\/title>/.exec(html)?.[1], heading, language);
      // The page's one h1, first in its main: the widget's steps are headed by h2.
      assert.match(html, new RegExp(`<main>\\s*<h1>${heading}</h1>\\s*<service-auth-flow `), language);
      assert.equal(html.match(/<h1\b/g)?.length, 1, language);
      // No inline style: the page's CSP allows only its own files.
      assert.doesNotMatch(html, /<style\b|\sstyle="/, language);
      assert.match(response.headers.get('content-security-policy') ?? '', /style-src 'self'/);
      const stylesheets = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)">/g)].map((m) => m[1]);
      for (const href of stylesheets) {
        const sheet = await fetch(`${backend.origin}${href ?? ''}`);
        assert.equal(sheet.status, 200, href);
        assert.match(sheet.headers.get('content-type') ?? '', /^text\/css/, href);
      }
    }
  });

  it('hosts a payment, without the sandbox attribute for a PRODUCTION application', async () => {
    const { samplePaymentRequest } = await import('../../sandbox/src/server.js');
    const { payment_id, url } = backend.createPayment({
      application: 'production-shop',
      aspsp: { name: 'OP', country: 'FI' },
      payment_request: samplePaymentRequest(),
    });
    assert.equal(url, `${backend.origin}/auth/pis/start?payment=${payment_id}`);
    const html = await (await fetch(url)).text();
    assert.match(html, new RegExp(`<service-auth-flow payment="${payment_id}" origin="${backend.origin}">`));
  });

  it('answers 404 for unknown pages and paths', async () => {
    assert.equal(
      (await fetch(`${backend.origin}/auth/authorizations/00000000-0000-4000-8000-000000000000`)).status,
      404,
    );
    assert.equal((await fetch(`${backend.origin}/auth/authorizations/not-a-uuid`)).status, 404);
    const unknown = await fetch(`${backend.origin}/nothing-here`);
    assert.equal(unknown.status, 404);
    assert.equal(asObject(await unknown.json()).code, 404);
  });

  it('survives a malformed request', async () => {
    const { connect } = await import('node:net');
    const url = new URL(backend.origin);
    await new Promise<void>((resolve) => {
      const socket = connect(Number(url.port), url.hostname, () => socket.end('GARBAGE / HTTP/9.9\r\n\r\n'));
      socket.on('close', () => resolve());
      socket.on('error', () => resolve());
      socket.resume();
    });
    assert.equal((await fetch(`${backend.origin}/lib/widgets.css`)).status, 200);
  });

  it('answers 400 to a request target that is no URL, with nothing logged as its own bug', async (t) => {
    const logged = t.mock.method(console, 'error', () => undefined);
    const { connect } = await import('node:net');
    const url = new URL(backend.origin);
    const answer = await new Promise<string>((resolve) => {
      let text = '';
      const socket = connect(Number(url.port), url.hostname, () =>
        socket.write(
          `GET http://[/auth/phone/x?code=secret HTTP/1.1\r\nHost: ${url.host}\r\nConnection: close\r\n\r\n`,
        ),
      );
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => (text += chunk));
      socket.on('close', () => resolve(text));
      socket.on('error', () => resolve(text));
    });
    assert.match(answer, /^HTTP\/1\.1 400 /);
    assert.match(answer, /WRONG_REQUEST_PARAMETERS/);
    assert.equal(logged.mock.callCount(), 0);
    assert.equal((await fetch(`${backend.origin}/lib/widgets.css`)).status, 200);
  });
});
