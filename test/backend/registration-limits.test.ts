/**
 * Registrations cannot grow the sandbox without end: a registration JWT registers once, so
 * replaying it registers nothing, and the applications registrations keep are bounded.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { MAX_REGISTERED_APPLICATIONS } from '../../sandbox/src/registration/registration-limits.js';
import type { MockBackend } from '../../sandbox/src/server.js';
import { asObject, send, startBackend } from './backend-fixture.js';
import { register, registrationToken, sandboxRegistration } from './registration-fixture.js';

describe('Registration limits', () => {
  let backend: MockBackend;
  before(async () => {
    backend = await startBackend();
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
    const token = await registrationToken();
    const first = await register(backend, sandboxRegistration({ name: 'Once' }), { token });
    assert.equal(first.status, 200, first.text);
    const before = registered();
    const [header = '', claims = '', signature = ''] = token.split('.');
    const standard = Buffer.from(signature, 'base64url').toString('base64');
    for (const written of [`${signature}=`, standard, standard.replace(/=+$/, '')]) {
      const again = await register(backend, sandboxRegistration({ name: 'Again' }), {
        token: `${header}.${claims}.${written}`,
      });
      assert.equal(again.status, 401, `${written}: ${again.text}`);
      assert.match(String(asObject(again.json).message), /registers once/);
    }
    assert.equal(registered(), before, 'no application was added');
  });

  it('keeps a bounded number of registered applications, and then says what to do', async () => {
    const flood = MAX_REGISTERED_APPLICATIONS + 5;
    const statuses: number[] = [];
    let refusal: Record<string, unknown> = {};
    for (let index = 0; index < flood; index += 1) {
      const result = await register(backend, sandboxRegistration({ name: `Flood ${index}` }));
      statuses.push(result.status);
      if (result.status !== 200) refusal = asObject(result.json);
    }
    assert.ok(registered() < flood, `${registered()} registered of ${flood}`);
    assert.ok(statuses.includes(403), 'the last ones are refused');
    assert.equal(refusal.error, 'ACCESS_DENIED');
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
    for (const round of [0, 1]) {
      for (let index = 0; index < 30; index += 1) {
        const result = await register(backend, sandboxRegistration({ name: `Shop ${round}-${index}` }));
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
