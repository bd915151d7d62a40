/**
 * The sandbox over https: a sandbox CA made in its folder on first use and kept, a server
 * certificate for the sandbox's names that verifies against that CA alone, the webhook's x5u
 * on https, a certificate and key of the user's own, and the --tls setting.
 */
import assert from 'node:assert/strict';
import { createPrivateKey, generateKeyPairSync, X509Certificate } from 'node:crypto';
import {
  lstatSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PeerCertificate, TLSSocket } from 'node:tls';
import { after, describe, it } from 'node:test';
import { helpText, parseCommandLine } from '../../sandbox/src/cli/options.js';
import { SandboxCaError, signApplicationJwt, type MockBackend } from '../../sandbox/src/server.js';
import { sandboxCa } from '../../sandbox/src/tls/sandbox-ca.js';
import { issueCertificate } from '../../sandbox/src/tls/x509-certificate.js';
import { ALLOWED_ORIGIN, API, asObject, startBackend } from './backend-fixture.js';
import { checkJsonApiAnswer, paymentBody } from './json-api-fixture.js';
import { Receiver, until } from './webhook-fixture.js';

interface HttpsAnswer {
  status: number;
  body: string;
  certificate: PeerCertificate;
}

/** A request over https that trusts only `ca` (none: Node's default roots); a JSON body. */
function httpsCall(
  url: string,
  ca?: string,
  options: { method?: string; headers?: Record<string, string>; body?: unknown } = {},
): Promise<HttpsAnswer> {
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  const headers = {
    ...options.headers,
    ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
  };
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      { ca, agent: false, method: options.method ?? 'GET', headers },
      (response) => {
        const certificate = (response.socket as TLSSocket).getPeerCertificate();
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text, certificate }));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

const httpsGet = (url: string, ca?: string) => httpsCall(url, ca);

describe('the sandbox over https', () => {
  const folders: string[] = [];
  const backends: MockBackend[] = [];
  const folder = (): string => {
    const made = mkdtempSync(join(tmpdir(), 'sandbox-tls-'));
    folders.push(made);
    return made;
  };
  const start = async (options: Parameters<typeof startBackend>[0]): Promise<MockBackend> => {
    const backend = await startBackend(options);
    backends.push(backend);
    return backend;
  };
  after(async () => {
    await Promise.all(backends.map((backend) => backend.close()));
    for (const made of folders) rmSync(made, { recursive: true, force: true });
  });

  it('with a sandbox CA: https on its origin, verified with that CA alone, the same CA on the next start', async () => {
    const caDir = join(folder(), 'tls');
    const backend = await start({ tls: { sandboxCaDir: caDir } });
    assert.match(backend.origin, /^https:\/\/127\.0\.0\.1:\d+$/);
    assert.equal(backend.apiBaseUrl, `${backend.origin}/api/v1`);
    assert.equal(backend.sandboxCaCertificate, join(caDir, 'sandbox-ca.pem'));
    const ca = readFileSync(join(caDir, 'sandbox-ca.pem'), 'utf8');
    assert.equal(new X509Certificate(ca).ca, true);

    const health = await httpsGet(`${backend.origin}/healthz`, ca);
    assert.deepEqual([health.status, health.body], [200, '{"status":"ok"}']);
    assert.match(health.certificate.subjectaltname ?? '', /DNS:localhost/);
    assert.match(health.certificate.subjectaltname ?? '', /IP Address:127\.0\.0\.1/);
    await assert.rejects(
      httpsGet(`${backend.origin}/healthz`),
      /certificate/,
      'not trusted by the default roots',
    );

    const localhost = backend.origin.replace('127.0.0.1', 'localhost');
    assert.equal(
      (await httpsGet(`${localhost}/healthz`, ca)).status,
      200,
      'the name localhost is covered too',
    );

    await backend.close();
    backends.splice(backends.indexOf(backend), 1);
    const again = await start({ tls: { sandboxCaDir: caDir } });
    assert.equal(readFileSync(join(caDir, 'sandbox-ca.pem'), 'utf8'), ca, 'the CA is kept');
    assert.equal((await httpsGet(`${again.origin}/healthz`, ca)).status, 200);
  });

  it('the webhook x5u is https, and its certificate is served there', async () => {
    const receiver = new Receiver();
    await receiver.listen();
    try {
      const caDir = join(folder(), 'tls');
      const backend = await start({
        tls: { sandboxCaDir: caDir },
        allowedOrigins: [ALLOWED_ORIGIN, receiver.origin],
        webhooks: { checkIntervalMs: 10 },
      });
      const ca = readFileSync(join(caDir, 'sandbox-ca.pem'), 'utf8');
      assert.equal(backend.webhookCertificateUrl, `${backend.origin}/certificates/webhook-signing.pem`);
      const token = await signApplicationJwt('sandbox-shop');
      const created = await httpsCall(`${backend.apiBaseUrl}/payments`, ca, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
        body: paymentBody({ webhook_url: `${receiver.origin}/hook` }),
      });
      assert.equal(created.status, 200, created.body);
      const payment = asObject(JSON.parse(created.body));
      checkJsonApiAnswer('POST', `${backend.apiBaseUrl}/payments`, created.status, payment);
      assert.match(String(payment.url), /^https:\/\//, 'the PSU is sent to an https page');
      // The PSU cancels on the consent: a status change, so a webhook.
      const cancelled = await httpsCall(
        `${backend.origin}${API}/payments/${String(payment.payment_id)}/flow?sandbox=true`,
        ca,
        {
          method: 'POST',
          headers: { Origin: ALLOWED_ORIGIN },
          body: { action: 'cancel' },
        },
      );
      assert.equal(cancelled.status, 200, cancelled.body);
      const delivered = await until('a webhook', () => receiver.received[0]);
      const header = /^Bearer ([^.]+)\./.exec(String(delivered.headers.authorization))?.[1] ?? '';
      const x5u = String(asObject(JSON.parse(Buffer.from(header, 'base64url').toString('utf8'))).x5u);
      assert.equal(x5u, backend.webhookCertificateUrl);
      const certificate = await httpsGet(x5u, ca);
      assert.equal(certificate.status, 200);
      assert.match(certificate.body, /^-----BEGIN CERTIFICATE-----/);
    } finally {
      await receiver.close();
    }
  });

  it('with a certificate and key of the user: served as given', async () => {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
    const party = { commonName: 'my-sandbox.test', publicKey };
    const certificate = issueCertificate({
      subject: party,
      issuer: { ...party, privateKey },
      notBefore: new Date(Date.now() - 60_000),
      notAfter: new Date(Date.now() + 86_400_000),
      role: { kind: 'server', names: ['127.0.0.1'] },
    });
    const backend = await start({
      tls: { certificate, privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString() },
    });
    assert.equal(backend.sandboxCaCertificate, undefined);
    const answer = await httpsGet(`${backend.origin}/healthz`, certificate);
    assert.equal(answer.status, 200);
    assert.equal(answer.certificate.fingerprint256, new X509Certificate(certificate).fingerprint256);
  });

  it('a CA folder with a certificate but no key stops the start with a reason', async () => {
    const caDir = folder();
    writeFileSync(join(caDir, 'sandbox-ca.pem'), 'not a certificate');
    await assert.rejects(startBackend({ tls: { sandboxCaDir: caDir } }), (error: unknown) => {
      assert.ok(error instanceof SandboxCaError);
      assert.match(error.message, /holds only one of sandbox-ca\.pem and sandbox-ca-key\.pem/);
      return true;
    });
  });

  /** A CA folder as a first start leaves it, then changed by `damage` as a crash could have. */
  const damagedCaDir = async (damage: (caDir: string) => void): Promise<string> => {
    const caDir = join(folder(), 'tls');
    await (await startBackend({ tls: { sandboxCaDir: caDir } })).close();
    damage(caDir);
    return caDir;
  };

  /** The CA in `caDir` is whole and new, the key private, and the sandbox's https verifies with it. */
  const checkNewCa = async (backend: MockBackend, caDir: string, oldKey: string): Promise<void> => {
    const ca = readFileSync(join(caDir, 'sandbox-ca.pem'), 'utf8');
    const key = readFileSync(join(caDir, 'sandbox-ca-key.pem'), 'utf8');
    assert.notEqual(key, oldKey, 'the CA was made again, key and certificate');
    const certificate = new X509Certificate(ca);
    assert.equal(certificate.ca, true);
    assert.ok(certificate.checkPrivateKey(createPrivateKey(key)));
    if (process.platform !== 'win32') {
      assert.equal(statSync(join(caDir, 'sandbox-ca-key.pem')).mode & 0o777, 0o600, 'the key stays private');
      assert.equal(statSync(join(caDir, 'sandbox-ca.pem')).mode & 0o777, 0o600);
    }
    assert.deepEqual(
      readdirSync(caDir).sort(),
      ['sandbox-ca-key.pem', 'sandbox-ca.pem'],
      'no file is left over',
    );
    const health = await httpsGet(`${backend.origin}/healthz`, ca);
    assert.deepEqual([health.status, health.body], [200, '{"status":"ok"}']);
  };

  it('a CA folder left with the key alone (a first start cut short) starts with a new CA', async () => {
    let oldKey = '';
    const caDir = await damagedCaDir((caDir) => {
      oldKey = readFileSync(join(caDir, 'sandbox-ca-key.pem'), 'utf8');
      rmSync(join(caDir, 'sandbox-ca.pem'));
      // What a crash inside the durable write leaves: its temporary file (a key, here).
      writeFileSync(join(caDir, 'sandbox-ca-key.pem.999999.tmp'), oldKey.slice(0, 40), { mode: 0o600 });
    });
    const backend = await start({ tls: { sandboxCaDir: caDir } });
    assert.equal(backend.sandboxCaCertificate, join(caDir, 'sandbox-ca.pem'));
    // The start says so, where the command prints what it found in the data directory.
    assert.ok(
      backend.dataNotes.some((note) => note.includes('a new sandbox CA was made')),
      backend.dataNotes.join('\n'),
    );
    await checkNewCa(backend, caDir, oldKey);
  });

  it('a CA folder with an empty certificate (a first start cut short) starts with a new CA', async () => {
    let oldKey = '';
    const caDir = await damagedCaDir((caDir) => {
      oldKey = readFileSync(join(caDir, 'sandbox-ca-key.pem'), 'utf8');
      writeFileSync(join(caDir, 'sandbox-ca.pem'), '');
    });
    await checkNewCa(await start({ tls: { sandboxCaDir: caDir } }), caDir, oldKey);
  });

  it('a half-made CA is made again with a note for the start; a whole one is kept without', async () => {
    const cases: [string, (caDir: string) => void, RegExp][] = [
      [
        'key alone',
        (caDir) => rmSync(join(caDir, 'sandbox-ca.pem')),
        /sandbox-ca-key\.pem without sandbox-ca\.pem/,
      ],
      [
        'empty key',
        (caDir) => writeFileSync(join(caDir, 'sandbox-ca-key.pem'), ''),
        /sandbox-ca-key\.pem is empty/,
      ],
      [
        'cut certificate',
        (caDir) => {
          const pem = readFileSync(join(caDir, 'sandbox-ca.pem'), 'utf8');
          writeFileSync(join(caDir, 'sandbox-ca.pem'), pem.slice(0, pem.length / 2));
        },
        /sandbox-ca\.pem does not parse/,
      ],
    ];
    for (const [name, damage, reason] of cases) {
      const caDir = await damagedCaDir(damage);
      const remade = sandboxCa(caDir, new Date());
      assert.equal(remade.notes.length, 1, name);
      assert.match(remade.notes[0] ?? '', reason, name);
      assert.match(remade.notes[0] ?? '', /a new sandbox CA was made/, name);
      const kept = sandboxCa(caDir, new Date());
      assert.deepEqual(kept.notes, [], `${name}: the CA made again is kept`);
      assert.equal(kept.certificatePem, remade.certificatePem, name);
    }
  });

  it('a CA folder whose certificate and key parse but do not belong together still stops the start', async () => {
    const caDir = await damagedCaDir(() => undefined);
    const otherDir = await damagedCaDir(() => undefined);
    const foreignCertificate = readFileSync(join(otherDir, 'sandbox-ca.pem'), 'utf8');
    writeFileSync(join(caDir, 'sandbox-ca.pem'), foreignCertificate);
    const key = readFileSync(join(caDir, 'sandbox-ca-key.pem'), 'utf8');
    await assert.rejects(startBackend({ tls: { sandboxCaDir: caDir } }), (error: unknown) => {
      assert.ok(error instanceof SandboxCaError);
      assert.match(error.message, /sandbox-ca\.pem is not the CA certificate of .*sandbox-ca-key\.pem/);
      return true;
    });
    assert.equal(
      readFileSync(join(caDir, 'sandbox-ca.pem'), 'utf8'),
      foreignCertificate,
      'nothing was replaced',
    );
    assert.equal(readFileSync(join(caDir, 'sandbox-ca-key.pem'), 'utf8'), key);
  });

  it('a CA key that is a symbolic link, without a certificate, still stops the start and is not replaced', async () => {
    const caDir = await damagedCaDir((caDir) => rmSync(join(caDir, 'sandbox-ca.pem')));
    const elsewhere = join(folder(), 'my-key.pem');
    writeFileSync(elsewhere, 'the user keeps this\n');
    rmSync(join(caDir, 'sandbox-ca-key.pem'));
    symlinkSync(elsewhere, join(caDir, 'sandbox-ca-key.pem'));
    await assert.rejects(
      startBackend({ tls: { sandboxCaDir: caDir } }),
      (error: unknown) => error instanceof SandboxCaError,
    );
    assert.ok(lstatSync(join(caDir, 'sandbox-ca-key.pem')).isSymbolicLink());
    assert.equal(readFileSync(elsewhere, 'utf8'), 'the user keeps this\n');
    assert.deepEqual(readdirSync(caDir), ['sandbox-ca-key.pem']);
  });

  it('--tls takes sandbox-ca or a certificate and a key file; --help says so', () => {
    const run = (argv: string[], env: Record<string, string> = {}) => parseCommandLine(argv, env);
    const settings = (argv: string[], env: Record<string, string> = {}) => {
      const line = run(argv, env);
      assert.equal(line.kind, 'run', JSON.stringify(line));
      return line.kind === 'run' ? line.settings : undefined;
    };
    assert.equal(settings([])?.tls, undefined, 'plain http by default');
    assert.deepEqual(settings(['--tls', 'sandbox-ca'])?.tls, { kind: 'sandbox-ca' });
    assert.deepEqual(settings([], { SANDBOX_TLS: 'sandbox-ca' })?.tls, { kind: 'sandbox-ca' });
    assert.deepEqual(settings(['--tls', 'cert.pem, key.pem'])?.tls, {
      kind: 'files',
      certificateFile: 'cert.pem',
      privateKeyFile: 'key.pem',
    });
    const refused = run(['--tls', 'cert.pem']);
    assert.equal(refused.kind, 'error');
    assert.match(
      refused.kind === 'error' ? refused.message : '',
      /--tls takes sandbox-ca or a certificate and a key file/,
    );
    assert.match(
      helpText('service-sandbox'),
      /--tls <sandbox-ca\|cert\.pem,key\.pem>\s+serve https: sandbox-ca issues/,
    );
  });
});
