/**
 * A key registers one application per environment: registering a key that an application of
 * that environment already has (built-in or registered, however the PEM is written) is refused
 * with the application's id, also after a restart; the same key in the other environment is
 * taken.
 */
import assert from 'node:assert/strict';
import { createPublicKey } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { applicationId, applicationPrivateKey } from '../../sandbox/src/jwt/jwt-signer.js';
import type { MockBackend } from '../../sandbox/src/server.js';
import { asObject, startBackend } from './backend-fixture.js';
import { callJsonApi, failure } from './json-api-fixture.js';
import {
  applicationToken,
  CERTIFICATE,
  newApplicationKey,
  PRIVATE_KEY,
  productionRegistration,
  register,
  registeredAppId,
  registrationToken,
  sandboxRegistration,
  type ApplicationKey,
} from './registration-fixture.js';
import { temporaryDirectories } from './temporary-directories.js';

const wrong = { status: 400, error: 'WRONG_REQUEST_PARAMETERS', code: 400 };
const SHOP_ID = applicationId('sandbox-shop');

const dataDir = temporaryDirectories('sandbox-registration-keys-');

function messageOf(result: { json: unknown }): string {
  return String(asObject(result.json).message);
}

/** The fixture's key as PEM public keys written otherwise than its certificate. */
function otherWritings(): [string, string][] {
  const publicKey = createPublicKey(PRIVATE_KEY);
  const spki = publicKey.export({ type: 'spki', format: 'pem' }).toString();
  const base64 = spki.replace(/-----[A-Z ]+-----/g, '').replace(/\s/g, '');
  const wrapped = (width: number, newline: string): string =>
    [
      '-----BEGIN PUBLIC KEY-----',
      ...(base64.match(new RegExp(`.{1,${width}}`, 'g')) ?? []),
      '-----END PUBLIC KEY-----',
    ]
      .join(newline)
      .concat(newline);
  return [
    ['SPKI PEM', spki],
    ['PKCS#1 PEM', publicKey.export({ type: 'pkcs1', format: 'pem' }).toString()],
    ['SPKI in lines of 76', wrapped(76, '\n')],
    ['SPKI on one line, CRLF', wrapped(base64.length, '\r\n')],
  ];
}

describe('Registration: one key, one application per environment', () => {
  let backend: MockBackend;
  before(async () => {
    backend = await startBackend();
  });
  after(() => backend.close());
  const registered = () => backend.applications.all().length;

  it('refuses a key already registered in the environment, however its PEM is written, naming the application', async () => {
    const appId = await registeredAppId(backend, sandboxRegistration({ certificate: CERTIFICATE }));
    const before = registered();
    for (const [writing, certificate] of otherWritings()) {
      const again = await register(backend, sandboxRegistration({ certificate, name: 'Second Shop' }));
      assert.deepEqual(failure(again), wrong, writing);
      assert.equal(
        messageOf(again),
        `certificate: this key is already registered for application ${appId} (SANDBOX); use a new key ` +
          `pair to register another application, or sign the JWTs with kid ${appId} to use that one.`,
        writing,
      );
    }
    assert.equal(registered(), before, 'nothing was registered');
    const first = await callJsonApi(backend, '/application', { token: await applicationToken(appId) });
    assert.equal(asObject(first.json).name, 'My Shop', 'the first application is as it was');
  });

  it('takes the same key for one application in each environment, each answering with its own kid', async () => {
    const key = await newApplicationKey();
    const sandboxId = await registeredAppId(backend, sandboxRegistration({ certificate: key.certificate }));
    const productionId = await registeredAppId(
      backend,
      productionRegistration({ certificate: key.certificate }),
    );
    assert.notEqual(sandboxId, productionId);
    for (const [appId, environment] of [
      [sandboxId, 'SANDBOX'],
      [productionId, 'PRODUCTION'],
    ]) {
      const application = await callJsonApi(backend, '/application', {
        token: await applicationToken(String(appId), { key: key.privateKey }),
      });
      assert.equal(application.status, 200, application.text);
      assert.equal(asObject(application.json).kid, appId);
      assert.equal(asObject(application.json).environment, environment);
    }
    const third = await register(backend, productionRegistration({ certificate: key.certificate }));
    assert.deepEqual(failure(third), wrong);
    assert.match(messageOf(third), new RegExp(`registered for application ${productionId} \\(PRODUCTION\\)`));
  });

  it("counts a built-in application's key: the public sandbox-shop key registers only in PRODUCTION", async () => {
    const privateKey = applicationPrivateKey('sandbox-shop');
    const certificate = createPublicKey(privateKey).export({ type: 'spki', format: 'pem' }).toString();
    const token = () => registrationToken({ key: privateKey });
    const sandbox = await register(backend, sandboxRegistration({ certificate }), { token: await token() });
    assert.deepEqual(failure(sandbox), wrong);
    assert.match(messageOf(sandbox), new RegExp(`registered for application ${SHOP_ID} \\(SANDBOX\\)`));
    const production = await register(backend, productionRegistration({ certificate }), {
      token: await token(),
    });
    assert.equal(production.status, 200, production.text);
  });
});

describe('Registration: a key registered stays registered across a restart', () => {
  let key: ApplicationKey;
  before(async () => {
    key = await newApplicationKey();
  });

  it('refuses the key in its environment after a restart, and takes it in the other', async () => {
    const directory = dataDir();
    let backend = await startBackend({ dataDir: directory });
    let appId: string;
    try {
      appId = await registeredAppId(backend, sandboxRegistration({ certificate: key.certificate }));
    } finally {
      await backend.close();
    }
    backend = await startBackend({ dataDir: directory });
    try {
      const pkcs1 = createPublicKey(key.privateKey).export({ type: 'pkcs1', format: 'pem' }).toString();
      const again = await register(backend, sandboxRegistration({ certificate: pkcs1 }));
      assert.deepEqual(failure(again), wrong);
      assert.match(messageOf(again), new RegExp(`registered for application ${appId} \\(SANDBOX\\)`));
      const production = await register(backend, productionRegistration({ certificate: key.certificate }));
      assert.equal(production.status, 200, production.text);
    } finally {
      await backend.close();
    }
  });
});
