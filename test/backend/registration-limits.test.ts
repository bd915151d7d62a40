/**
 * Registrations cannot grow the sandbox without end: a registration JWT registers once, so
 * replaying it registers nothing, and the applications registrations keep are bounded.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { MAX_REGISTERED_APPLICATIONS } from '../../sandbox/src/registration/registration-limits.js';
import type { MockBackend } from '../../sandbox/src/server.js';
import { asObject, startBackend } from './backend-fixture.js';
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
