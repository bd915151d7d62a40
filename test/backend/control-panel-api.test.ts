/**
 * The control panel over HTTP: its JSON API lists the applications and changes their
 * settings, each change taking effect at once where a client meets it (POST /auth, the
 * widget API, POST /payments, authentication); the page itself; and the refusal of any
 * other site.
 */
import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { applicationId } from '../../sandbox/src/jwt/jwt-signer.js';
import type { MockBackend } from '../../sandbox/src/server.js';
import { ALLOWED_ORIGIN, asObject, callApi, startBackend } from './backend-fixture.js';
import { callControlApi, patchApplication } from './control-panel-fixture.js';
import { authBody, CALLBACK, callJsonApi, failure, paymentBody } from './json-api-fixture.js';
import { registeredAppId, sandboxRegistration } from './registration-fixture.js';

const SHOP_ID = applicationId('sandbox-shop');
const wrong = { status: 400, error: 'WRONG_REQUEST_PARAMETERS', code: 400 };

function messageOf(result: { json: unknown }): string {
  return String(asObject(result.json).message);
}

describe('Control panel API: applications', () => {
  let backend: MockBackend;
  beforeEach(async () => {
    backend = await startBackend();
  });
  afterEach(() => backend.close());

  const shopSettings = async () => asObject((await callControlApi(backend, `/applications/${SHOP_ID}`)).json);

  it('GET /applications lists every application, built-in and registered, with its settings', async () => {
    const result = await callControlApi(backend, '/applications');
    assert.equal(result.status, 200);
    assert.equal(result.headers.get('cache-control'), 'no-store');
    const listed = (asObject(result.json).applications as unknown[]).map(asObject);
    assert.deepEqual(
      listed.map((application) => application.key),
      ['sandbox-shop', 'sandbox-tpp', 'production-shop', 'production-pending'],
    );
    const shop = listed[0] ?? {};
    assert.deepEqual(Object.keys(shop).sort(), [
      'active',
      'allowed_ips',
      'app_id',
      'consent_required',
      'credentials_frame',
      'credentials_frame_style',
      'description',
      'environment',
      'key',
      'name',
      'redirect_urls',
      'services',
      'source',
      'webhook_origins',
      'widget_origins',
    ]);
    assert.equal(shop.app_id, SHOP_ID);
    assert.equal(shop.source, 'built-in');
    assert.equal(shop.environment, 'SANDBOX');
    assert.deepEqual(shop.services, ['AIS', 'PIS']);
    assert.ok((shop.widget_origins as string[]).includes(ALLOWED_ORIGIN));
    assert.ok((shop.redirect_urls as string[]).includes(CALLBACK));
    assert.equal(listed[3]?.active, false);

    const appId = await registeredAppId(backend, sandboxRegistration());
    const after = (
      asObject((await callControlApi(backend, '/applications')).json).applications as unknown[]
    ).map(asObject);
    assert.equal(after.length, 5);
    assert.equal(after[4]?.app_id, appId);
    assert.equal(after[4]?.source, 'registered');
  });

  it('GET /applications/{app_id}, or a built-in key; 404 for an unknown application', async () => {
    assert.equal((await shopSettings()).name, 'Sandbox Shop');
    const byKey = await callControlApi(backend, '/applications/sandbox-tpp');
    assert.equal(asObject(byKey.json).app_id, applicationId('sandbox-tpp'));
    for (const [method, body] of [
      ['GET', undefined],
      ['PATCH', { services: ['AIS'] }],
    ] as const) {
      const unknown = await callControlApi(backend, '/applications/no-such-app', { method, body });
      assert.equal(unknown.status, 404, method);
      assert.match(messageOf(unknown), /There is no application "no-such-app"/);
    }
    const post = await callControlApi(backend, '/applications', { method: 'POST', body: {} });
    assert.deepEqual(failure(post), wrong);
    assert.match(messageOf(post), /use GET/);
  });

  it('redirect_urls: a new redirect URL is accepted by POST /auth at once, a removed one refused', async () => {
    const own = 'https://shop.example/return?from=bank';
    const refused = await callJsonApi(backend, '/auth', { body: authBody({ redirect_url: own }) });
    assert.deepEqual(failure(refused), { status: 400, error: 'REDIRECT_URI_NOT_ALLOWED', code: 400 });

    const patched = await patchApplication(backend, SHOP_ID, { redirect_urls: [` ${own} `, own] });
    assert.equal(patched.status, 200, patched.text);
    assert.deepEqual(asObject(patched.json).redirect_urls, [own]);
    assert.equal(
      (await callJsonApi(backend, '/auth', { body: authBody({ redirect_url: own }) })).status,
      200,
    );
    const removed = await callJsonApi(backend, '/auth', { body: authBody({ redirect_url: CALLBACK }) });
    assert.deepEqual(failure(removed), { status: 400, error: 'REDIRECT_URI_NOT_ALLOWED', code: 400 });
    assert.deepEqual((await shopSettings()).redirect_urls, [own]);
  });

  it('widget_origins: a page on a newly whitelisted origin gets data from the widget API', async () => {
    const started = await callJsonApi(backend, '/auth', { body: authBody() });
    const path = `/authorizations/${String(asObject(started.json).authorization_id)}`;
    const page = 'https://shop.example';
    const before = await callApi(backend, path, { origin: page });
    assert.deepEqual(failure(before), { status: 403, error: 'UNAUTHORIZED_ACCESS', code: 403 });

    const patched = await patchApplication(backend, SHOP_ID, {
      widget_origins: ['HTTPS://Shop.Example:443/', 'http://localhost:5173'],
    });
    assert.equal(patched.status, 200, patched.text);
    assert.deepEqual(asObject(patched.json).widget_origins, [page, 'http://localhost:5173']);
    const afterwards = await callApi(backend, path, { origin: page });
    assert.equal(afterwards.status, 200, afterwards.text);
    assert.equal(asObject(afterwards.json).status, 'CREATED');
    assert.equal(afterwards.headers.get('access-control-allow-origin'), page);
    const dropped = await callApi(backend, path, { origin: ALLOWED_ORIGIN });
    assert.equal(dropped.status, 403, 'an origin no longer listed is refused');
  });

  it('webhook_origins: POST /payments accepts a webhook_url on a newly whitelisted origin', async () => {
    const body = paymentBody({ webhook_url: 'https://hooks.shop.example/payments' });
    const before = await callJsonApi(backend, '/payments', { body });
    assert.deepEqual(failure(before), { status: 400, error: 'WEBHOOK_URI_NOT_ALLOWED', code: 400 });
    const patched = await patchApplication(backend, SHOP_ID, {
      webhook_origins: ['https://hooks.shop.example'],
    });
    assert.equal(patched.status, 200, patched.text);
    const afterwards = await callJsonApi(backend, '/payments', { body });
    assert.equal(afterwards.status, 200, afterwards.text);
  });

  it('allowed_ips: a call from any other address is UNAUTHORIZED_IP; 127.0.0.1 listed is accepted', async () => {
    const patched = await patchApplication(backend, SHOP_ID, {
      allowed_ips: ['203.0.113.7', '2001:DB8:0:0::1'],
    });
    assert.equal(patched.status, 200, patched.text);
    assert.deepEqual(asObject(patched.json).allowed_ips, ['203.0.113.7', '2001:db8::1']);
    const refused = await callJsonApi(backend, '/application');
    assert.deepEqual(failure(refused), { status: 403, error: 'UNAUTHORIZED_IP', code: 403 });
    assert.match(
      messageOf(refused),
      /only from 203\.0\.113\.7, 2001:db8::1, not from (::ffff:)?127\.0\.0\.1/,
    );

    await patchApplication(backend, SHOP_ID, { allowed_ips: ['203.0.113.7', '127.0.0.1'] });
    assert.equal((await callJsonApi(backend, '/application')).status, 200);
    await patchApplication(backend, SHOP_ID, { allowed_ips: [] });
    assert.equal((await callJsonApi(backend, '/application')).status, 200);
  });

  it('services: without PIS, POST /payments is ACCESS_DENIED; without AIS, POST /auth is', async () => {
    const pisOff = await patchApplication(backend, SHOP_ID, { services: ['AIS'] });
    assert.deepEqual(asObject(pisOff.json).services, ['AIS']);
    const payment = await callJsonApi(backend, '/payments', { body: paymentBody() });
    assert.deepEqual(failure(payment), { status: 403, error: 'ACCESS_DENIED', code: 403 });
    assert.equal((await callJsonApi(backend, '/auth', { body: authBody() })).status, 200);

    await patchApplication(backend, SHOP_ID, { services: ['PIS'] });
    const auth = await callJsonApi(backend, '/auth', { body: authBody() });
    assert.deepEqual(failure(auth), { status: 403, error: 'ACCESS_DENIED', code: 403 });

    const both = await patchApplication(backend, SHOP_ID, { services: ['PIS', 'AIS', 'PIS'] });
    assert.deepEqual(asObject(both.json).services, ['AIS', 'PIS']);
    assert.equal((await callJsonApi(backend, '/payments', { body: paymentBody() })).status, 200);
  });

  it('each invalid value: WRONG_REQUEST_PARAMETERS naming it, and nothing changes', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [
        { redirect_urls: ['/callback'] },
        /^redirect_urls\[0\] "\/callback" is not an absolute http or https URL/,
      ],
      [{ redirect_urls: [CALLBACK, 'javascript:alert(1)'] }, /^redirect_urls\[1\] /],
      [{ redirect_urls: [`${CALLBACK}#x`] }, /^redirect_urls\[0\] .* has a fragment/],
      [{ redirect_urls: CALLBACK }, /^redirect_urls must be an array of strings/],
      [
        { widget_origins: ['https://shop.example/path'] },
        /^widget_origins\[0\] .* is not an origin.*here https:\/\/shop\.example/,
      ],
      [
        { widget_origins: ['shop.example'] },
        /^widget_origins\[0\] "shop\.example" is not an http or https origin/,
      ],
      [{ widget_origins: ['https://shop.example?x=1'] }, /^widget_origins\[0\] .* is not an origin/],
      [
        { webhook_origins: ['ftp://shop.example'] },
        /^webhook_origins\[0\] .* is not an http or https origin/,
      ],
      [{ webhook_origins: [''] }, /^webhook_origins\[0\] must be a non-empty string/],
      [{ webhook_origins: [42] }, /^webhook_origins\[0\] must be a non-empty string, not 42/],
      [{ allowed_ips: ['localhost'] }, /^allowed_ips\[0\] "localhost" is not an IP address/],
      [{ allowed_ips: ['10.0.0.0/8'] }, /^allowed_ips\[0\] "10\.0\.0\.0\/8" is not an IP address/],
      [{ services: ['AIS', 'CBPII'] }, /^services\[1\] must be one of AIS, PIS, not "CBPII"/],
      [{ services: 'AIS' }, /^services must be an array/],
      [
        { redirect_url: [CALLBACK] },
        /^redirect_url is not a setting that can be changed; the settings are redirect_urls/,
      ],
      [{ active: true }, /^active is not a setting/],
    ];
    const before = await shopSettings();
    for (const [body, message] of cases) {
      const result = await patchApplication(backend, SHOP_ID, { services: ['AIS'], ...body });
      assert.deepEqual(failure(result), wrong, JSON.stringify(body));
      assert.match(messageOf(result), message);
    }
    const empty = await patchApplication(backend, SHOP_ID, {});
    assert.deepEqual(failure(empty), wrong);
    assert.match(messageOf(empty), /^Give at least one setting to change: redirect_urls, widget_origins/);
    assert.deepEqual(
      await shopSettings(),
      before,
      'a valid setting next to an invalid one is not saved either',
    );
  });

  it('PATCH takes only a JSON object sent as application/json', async () => {
    const text = await patchApplication(backend, SHOP_ID, JSON.stringify({ services: ['AIS'] }), {
      'Content-Type': 'text/plain',
    });
    assert.deepEqual(failure(text), wrong);
    assert.match(messageOf(text), /Content-Type: application\/json/);
    const list = await patchApplication(backend, SHOP_ID, [{ services: ['AIS'] }]);
    assert.deepEqual(failure(list), wrong);
    assert.match(messageOf(list), /The body must be a JSON object/);
    assert.deepEqual((await shopSettings()).services, ['AIS', 'PIS']);
  });
});

describe('Control panel API: only its own page', () => {
  let backend: MockBackend;
  beforeEach(async () => {
    backend = await startBackend();
  });
  afterEach(() => backend.close());

  it('refuses a request from another site, and takes one from its own page on any loopback name', async () => {
    const port = new URL(backend.origin).port;
    const refusedHeaders: Record<string, string>[] = [
      { Origin: 'https://evil.example' },
      { Origin: ALLOWED_ORIGIN },
      { Origin: `http://localhost:${Number(port) + 1}` },
      { Origin: `http://127.0.0.1.evil.example:${port}` },
      { Origin: 'null' },
      { 'Sec-Fetch-Site': 'cross-site' },
    ];
    for (const headers of refusedHeaders) {
      const patch = await patchApplication(
        backend,
        SHOP_ID,
        { widget_origins: ['https://evil.example'] },
        headers,
      );
      assert.deepEqual(
        failure(patch),
        { status: 403, error: 'UNAUTHORIZED_ACCESS', code: 403 },
        JSON.stringify(headers),
      );
      assert.match(messageOf(patch), /only its own page/);
      const read = await callControlApi(backend, '/applications', { headers });
      assert.equal(read.status, 403, JSON.stringify(headers));
    }
    const settings = asObject((await callControlApi(backend, `/applications/${SHOP_ID}`)).json);
    assert.ok(!(settings.widget_origins as string[]).includes('https://evil.example'));

    for (const origin of [backend.origin, `http://localhost:${port}`]) {
      const own = await patchApplication(
        backend,
        SHOP_ID,
        { services: ['AIS', 'PIS'] },
        {
          Origin: origin,
          'Sec-Fetch-Site': 'same-origin',
        },
      );
      assert.equal(own.status, 200, origin);
    }
  });
});

describe('Control panel page', () => {
  let backend: MockBackend;
  beforeEach(async () => {
    backend = await startBackend();
  });
  afterEach(() => backend.close());

  it('GET /control-panel: HTML under a strict CSP, with every application and its settings', async () => {
    const response = await fetch(`${backend.origin}/control-panel`);
    assert.equal(response.status, 200);
    assert.match(String(response.headers.get('content-type')), /^text\/html/);
    const csp = String(response.headers.get('content-security-policy'));
    assert.match(csp, /script-src 'self'/);
    assert.match(csp, /style-src 'self'/);
    assert.doesNotMatch(csp, /unsafe-inline/);
    const html = await response.text();
    assert.doesNotMatch(html, /<script>|<style>| style="/, 'no inline script or style');
    assert.match(html, /<script src="\/control-panel\/panel\.js" defer><\/script>/);
    for (const name of [
      'Sandbox Shop',
      'Sandbox Licensed TPP',
      'Production Shop',
      'Pending Production App',
    ]) {
      assert.match(html, new RegExp(`<h3 id="app-[^"]+-name">${name}</h3>`));
    }
    assert.match(html, new RegExp(`data-app-id="${SHOP_ID}"`));
    assert.match(
      html,
      /<textarea id="app-[^"]+-widget_origins" name="widget_origins"[^>]*>http:\/\/localhost:5173\n/,
    );
    assert.match(html, new RegExp(`<code>${backend.origin}/api/v1</code>`));
    assert.equal((await fetch(`${backend.origin}/control-panel/`)).status, 200);
  });

  it('gives each clock form its own error, inside it as the settings forms have theirs', async () => {
    const html = await (await fetch(`${backend.origin}/control-panel`)).text();
    for (const [form, input] of [
      ['clock-speed-form', 'clock-speed-input'],
      ['clock-advance-form', 'clock-advance-input'],
    ] as const) {
      const markup = new RegExp(`<form id="${form}"[^>]*>([\\s\\S]*?)</form>`).exec(html)?.[1] ?? '';
      assert.match(markup, new RegExp(`<input id="${input}" `), form);
      // panel.js ties it to the input (aria-describedby, aria-invalid) when it shows it.
      assert.deepEqual(
        [...markup.matchAll(/<p class="form-error" id="([^"]+)" tabindex="-1" hidden><\/p>/g)].map(
          (m) => m[1],
        ),
        [form.replace(/-form$/, '-error')],
        form,
      );
    }
    assert.doesNotMatch(html, /id="clock-error"/);
  });

  it('escapes what a registration brought, and shows it after a reload', async () => {
    await registeredAppId(backend, sandboxRegistration({ name: '<img src=x onerror=alert(1)> & "Co"' }));
    const html = await (await fetch(`${backend.origin}/control-panel`)).text();
    assert.match(html, /&lt;img src=x onerror=alert\(1\)&gt; &amp; &quot;Co&quot;/);
    assert.doesNotMatch(html, /<img src=x/);
  });

  it('serves its script and styles, and nothing else under /control-panel', async () => {
    const script = await fetch(`${backend.origin}/control-panel/panel.js`);
    assert.equal(script.status, 200);
    assert.match(String(script.headers.get('content-type')), /^text\/javascript/);
    assert.match(await script.text(), /PATCH/);
    const styles = await fetch(`${backend.origin}/control-panel/panel.css`);
    assert.match(String(styles.headers.get('content-type')), /^text\/css/);
    assert.match(await styles.text(), /forced-colors: active/);
    for (const path of [
      '/control-panel/page.ts',
      '/control-panel/public/panel.js',
      '/control-panel/%2e%2e/server.ts',
    ]) {
      const response = await fetch(`${backend.origin}${path}`);
      assert.equal(response.status, 404, path);
      await response.body?.cancel();
    }
  });
});
