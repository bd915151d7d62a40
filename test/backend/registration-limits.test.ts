/**
 * Registrations cannot grow the sandbox without end: a registration JWT registers once, so
 * replaying it registers nothing, and the applications registrations keep are bounded.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { MockBackend } from '../../sandbox/src/server.js';
import { asObject, send, startBackend } from './backend-fixture.js';
import {
  newApplicationKey,
  newApplicationKeys,
  productionRegistration,
  register,
  registrationToken,
  sandboxRegistration,
} from './registration-fixture.js';

/** The bound of registered applications in these tests; the sandbox's own is 500. */
const APPLICATIONS_LIMIT = 4;

describe('Registration limits', () => {
  let backend: MockBackend;
  before(async () => {
    backend = await startBackend({ stateLimits: { applications: APPLICATIONS_LIMIT } });
  });
  after(() => backend.close());
  const registered = () =>
    backend.applications.all().filter((application) => !backend.applications.isBuiltIn(application.id))
      .length;

  it('a registration JWT registers once: replayed, with the same body or another, it registers nothing', async () => {
    const token = await registrationToken();
    const first = await register(backend, sandboxRegistration({ name: 'Once' }), { token });
    assert.equal(first.status, 200, first.text);
    const before = registered();
    for (let replay = 0; replay < 20; replay += 1) {
      const body = sandboxRegistration({ name: replay % 2 === 0 ? 'Once' : `Again ${replay}` });
      const again = await register(backend, body, { token });
      assert.equal(again.status, 401, again.text);
      assert.equal(asObject(again.json).error, 'UNAUTHORIZED_ACCESS');
      assert.match(String(asObject(again.json).message), /registers once/);
    }
    assert.equal(registered(), before, 'no application was added');
  });

  it('a replayed registration JWT registers nothing however its signature is written', async () => {
    const { privateKey, certificate } = await newApplicationKey();
    const token = await registrationToken({ key: privateKey });
    const first = await register(backend, sandboxRegistration({ name: 'Once', certificate }), { token });
    assert.equal(first.status, 200, first.text);
    const before = registered();
    const [header = '', claims = '', signature = ''] = token.split('.');
    const standard = Buffer.from(signature, 'base64url').toString('base64');
    for (const written of [`${signature}=`, standard, standard.replace(/=+$/, '')]) {
      // In the other environment, where the key itself could register once more.
      const again = await register(backend, productionRegistration({ name: 'Again', certificate }), {
        token: `${header}.${claims}.${written}`,
      });
      assert.equal(again.status, 401, `${written}: ${again.text}`);
      assert.match(String(asObject(again.json).message), /registers once/);
    }
    assert.equal(registered(), before, 'no application was added');
  });

  it('keeps a bounded number of registered applications, and then says what to do', async () => {
    const flood = APPLICATIONS_LIMIT + 2;
    const keys = await newApplicationKeys(flood);
    const statuses: number[] = [];
    let refusal: Record<string, unknown> = {};
    for (const [index, { certificate }] of keys.entries()) {
      const result = await register(backend, sandboxRegistration({ name: `Flood ${index}`, certificate }));
      statuses.push(result.status);
      if (result.status !== 200) refusal = asObject(result.json);
    }
    assert.equal(registered(), APPLICATIONS_LIMIT, `${registered()} registered of ${flood}`);
    assert.ok(statuses.includes(403), 'the last ones are refused');
    assert.equal(refusal.error, 'ACCESS_DENIED');
    assert.match(
      String(refusal.message),
      new RegExp(`at most ${APPLICATIONS_LIMIT} registered applications`),
    );
    assert.match(String(refusal.message), /--reset/);
  });
});

describe('The control panel with many registered applications', () => {
  let backend: MockBackend;
  before(async () => {
    backend = await startBackend();
  });
  after(() => backend.close());

  it('shows them a page at a time, each on one page, the page as small with 60 as with 30', async () => {
    const articles = (html: string) =>
      [...html.matchAll(/<article class="application" aria-labelledby="app-([^"]+)-name">/g)].map((match) =>
        String(match[1]),
      );
    const sizes: number[] = [];
    // Each key registers a SANDBOX application, then a PRODUCTION one: one of each environment.
    const keys = await newApplicationKeys(30);
    for (const [round, registration] of [sandboxRegistration, productionRegistration].entries()) {
      for (const [index, { certificate }] of keys.entries()) {
        const result = await register(backend, registration({ name: `Shop ${round}-${index}`, certificate }));
        assert.equal(result.status, 200, result.text);
      }
      sizes.push((await send(`${backend.origin}/control-panel`)).text.length);
    }
    const total = backend.applications.all().length;
    const seen: string[] = [];
    let url: string | undefined = `${backend.origin}/control-panel`;
    while (url !== undefined) {
      const page = await send(url);
      assert.equal(page.status, 200);
      const shown = articles(page.text);
      assert.ok(shown.length > 0 && shown.length < total, `${shown.length} of ${total} on a page`);
      seen.push(...shown);
      const next = /<a href="([^"]+)">Next applications<\/a>/.exec(page.text)?.[1];
      url = next === undefined ? undefined : new URL(next.replaceAll('&amp;', '&'), backend.origin).href;
    }
    assert.deepEqual(
      [...seen].sort(),
      backend.applications
        .all()
        .map((application) => application.id)
        .sort(),
    );
    const [withThirty = 0, withSixty = Infinity] = sizes;
    assert.ok(withSixty <= withThirty * 1.1, `the first page: ${sizes.join(' then ')} characters`);
  });
});

describe('Registration JWTs across a restart', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'sandbox-registration-tokens-'));
  after(() => rmSync(dataDir, { recursive: true, force: true }));

  it('a registration JWT that registered before the restart registers nothing after it', async () => {
    const { privateKey, certificate } = await newApplicationKey();
    const token = await registrationToken({ key: privateKey, lifetimeSeconds: 3600 });
    let backend = await startBackend({ dataDir });
    try {
      const first = await register(backend, sandboxRegistration({ name: 'Before', certificate }), { token });
      assert.equal(first.status, 200, first.text);
    } finally {
      await backend.close();
    }
    backend = await startBackend({ dataDir });
    try {
      const before = backend.applications.all().length;
      // In the other environment, where the key itself could register once more.
      const again = await register(backend, productionRegistration({ name: 'After', certificate }), {
        token,
      });
      assert.equal(again.status, 401, again.text);
      assert.equal(asObject(again.json).error, 'UNAUTHORIZED_ACCESS');
      assert.match(String(asObject(again.json).message), /registers once/);
      assert.equal(backend.applications.all().length, before, 'no application was added');
      const fresh = await register(backend, productionRegistration({ name: 'After', certificate }));
      assert.equal(fresh.status, 200, `a new JWT of the same key registers: ${fresh.text}`);
    } finally {
      await backend.close();
    }
  });
});
