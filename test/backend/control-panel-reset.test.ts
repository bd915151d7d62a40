/**
 * The control panel's reset: POST /control-panel/api/reset forgets every authorisation,
 * payment, session and webhook, for good (a restart does not bring them back), and keeps the
 * applications, registered ones included; the page offers it behind a confirmation that says
 * what goes and what stays.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { asObject, send, startBackend } from './backend-fixture.js';
import { callControlApi } from './control-panel-fixture.js';
import { callJsonApi, failure, paymentBody } from './json-api-fixture.js';
import { registeredAppId, sandboxRegistration } from './registration-fixture.js';

const dataDir = mkdtempSync(join(tmpdir(), 'sandbox-panel-reset-'));
after(() => rmSync(dataDir, { recursive: true, force: true }));

describe('Control panel: reset', () => {
  it('forgets the journeys for good and keeps the applications', async () => {
    let backend = await startBackend({ dataDir });
    let paymentId: string;
    let appId: string;
    try {
      appId = await registeredAppId(backend, sandboxRegistration({ name: 'Stays Shop' }));
      const created = await callJsonApi(backend, '/payments', { body: paymentBody() });
      paymentId = String(asObject(created.json).payment_id);

      const page = await send(`${backend.origin}/control-panel`);
      const button =
        /<button type="button" id="reset-journeys" data-confirm="([^"]+)">([^<]+)<\/button>/.exec(page.text);
      assert.ok(button, 'the page has the reset button');
      assert.equal(button[2], 'Forget the authorisations, payments, sessions and webhooks');
      assert.match(
        String(button[1]),
        /^Forget every authorisation, payment, session and webhook, .*The applications, their settings and the clock&#39;s advance stay\.$/,
      );

      const reset = await callControlApi(backend, '/reset', { method: 'POST', body: {} });
      assert.equal(reset.status, 200, reset.text);
      assert.match(
        String(asObject(reset.json).message),
        /Every authorisation, payment, session and webhook is gone/,
      );
      assert.deepEqual(failure(await callJsonApi(backend, `/payments/${paymentId}`)), {
        status: 404,
        error: 'PAYMENT_NOT_FOUND',
        code: 404,
      });
    } finally {
      await backend.close();
    }

    backend = await startBackend({ dataDir });
    try {
      assert.equal(
        (await callJsonApi(backend, `/payments/${paymentId}`)).status,
        404,
        'still gone after a restart',
      );
      const application = asObject((await callControlApi(backend, `/applications/${appId}`)).json);
      assert.equal(application.name, 'Stays Shop');
    } finally {
      await backend.close();
    }
  });
});
