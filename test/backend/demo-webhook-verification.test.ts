/**
 * The demo application's webhook check, which merchants copy: what a forger might try is
 * refused, each with the reason the demo keeps for its own page. The sandbox's own webhook
 * passes (webhooks.test.ts shows the rest of the check).
 */
import assert from 'node:assert/strict';
import {
  createHash,
  createHmac,
  generateKeyPairSync,
  sign,
  X509Certificate,
  type KeyObject,
} from 'node:crypto';
import { describe, it } from 'node:test';
import { exportJWK } from 'jose';
import { webhookProblem } from '../../demo/server/webhook-verification.js';
import { applicationId } from '../../sandbox/src/jwt/jwt-signer.js';
import { webhookSigningKey } from '../../sandbox/src/webhooks/signing-key.js';

const BODY = Buffer.from('{"payment_id":"p","payment_status":"ACSC"}');
const X5U = 'http://127.0.0.1:3600/certificates/webhook-signing.pem';
const SHOP_ID = applicationId('sandbox-shop');
const NOW = Date.now();
const SECONDS = Math.floor(NOW / 1000);
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

const expected = {
  applicationId: SHOP_ID,
  environment: 'SANDBOX' as const,
  x5u: X5U,
  now: NOW,
  certificate: async () => new X509Certificate(webhookSigningKey().certificatePem),
};

interface Forgery {
  header?: Record<string, unknown>;
  claims?: Record<string, unknown>;
  key?: KeyObject;
  /** Rewrites the header segment as sent (and signed). */
  writeHeader?: (segment: string) => string;
}

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A webhook token as the sandbox signs it, with parts replaced; claims set to undefined are left out. */
function bearer({
  header = {},
  claims = {},
  key = webhookSigningKey().privateKey,
  writeHeader,
}: Forgery = {}) {
  const fullHeader: Record<string, unknown> = { alg: 'RS256', typ: 'JWT', x5u: X5U, ...header };
  // Unused bits in the header segment's last character, so writeHeader can write it another way.
  for (let pad = ''; encode(fullHeader).length % 4 === 0; pad += 'x') fullHeader.pad = pad;
  const allClaims = Object.fromEntries(
    Object.entries({
      sub: SHOP_ID,
      environment: 'SANDBOX',
      msgi: `sha256-${createHash('sha256').update(BODY).digest('base64')}`,
      iat: SECONDS,
      exp: SECONDS + 300,
      ...claims,
    }).filter(([, value]) => value !== undefined),
  );
  const headerSegment = writeHeader ? writeHeader(encode(fullHeader)) : encode(fullHeader);
  const text = `${headerSegment}.${encode(allClaims)}`;
  return `Bearer ${text}.${sign('RSA-SHA256', Buffer.from(text), key).toString('base64url')}`;
}

/** The same bytes written with a last character whose unused bits are not zero. */
function otherEncoding(segment: string): string {
  const last = ALPHABET.indexOf(segment.at(-1) ?? '');
  return `${segment.slice(0, -1)}${ALPHABET[last ^ 1] ?? ''}`;
}

async function refusal(authorization: string): Promise<string> {
  const problem = await webhookProblem(authorization, BODY, expected);
  assert.notEqual(problem, undefined, `accepted: ${authorization}`);
  return String(problem);
}

describe("the demo's webhook check refuses every forgery", () => {
  it('accepts the token as the sandbox signs it', async () => {
    assert.equal(await webhookProblem(bearer(), BODY, expected), undefined);
  });

  it('refuses alg none and HS256 under the certificate’s public key', async () => {
    const claims = encode({ sub: SHOP_ID, environment: 'SANDBOX', iat: SECONDS, exp: SECONDS + 300 });
    await refusal(`Bearer ${encode({ alg: 'none', typ: 'JWT', x5u: X5U })}.${claims}.`);
    const secret = new X509Certificate(webhookSigningKey().certificatePem).publicKey.export({
      type: 'spki',
      format: 'pem',
    });
    const text = `${encode({ alg: 'HS256', typ: 'JWT', x5u: X5U })}.${claims}`;
    const mac = createHmac('sha256', String(secret)).update(text).digest('base64url');
    assert.match(await refusal(`Bearer ${text}.${mac}`), /alg is HS256, not RS256/);
  });

  it('trusts no key the token brings along (jwk, jku, another x5u)', async () => {
    const attacker = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const jwk = await exportJWK(attacker.publicKey);
    for (const header of [{ jwk }, { jku: 'http://127.0.0.1:1/jwks.json' }]) {
      assert.match(await refusal(bearer({ header, key: attacker.privateKey })), /signature does not verify/);
    }
    assert.match(
      await refusal(bearer({ header: { x5u: 'http://127.0.0.1:1/cert.pem' }, key: attacker.privateKey })),
      /not the pinned certificate URL/,
    );
  });

  it('draws the edges of exp and iat with a 60 s leeway, and needs each claim', async () => {
    assert.match(await refusal(bearer({ claims: { iat: SECONDS - 400, exp: SECONDS - 60 } })), /expired/);
    assert.equal(
      await webhookProblem(bearer({ claims: { iat: SECONDS - 300, exp: SECONDS - 55 } }), BODY, expected),
      undefined,
    );
    assert.match(
      await refusal(bearer({ claims: { iat: SECONDS + 65, exp: SECONDS + 365 } })),
      /in the future/,
    );
    for (const claim of ['sub', 'environment', 'msgi', 'iat', 'exp']) {
      assert.match(await refusal(bearer({ claims: { [claim]: undefined } })), new RegExp(claim));
    }
    assert.match(await refusal(bearer({ claims: { exp: String(SECONDS + 300) } })), /exp/);
  });

  it('refuses a critical header parameter it does not understand (crit)', async () => {
    const token = bearer({ header: { crit: ['x-policy'], 'x-policy': 1 } });
    assert.match(await refusal(token), /crit names \["x-policy"\]/);
  });

  it('refuses an nbf that is not a number', async () => {
    assert.match(await refusal(bearer({ claims: { nbf: '0' } })), /nbf must be a number/);
  });

  it('refuses a segment that is not the one base64url encoding of its bytes', async () => {
    const [header = '', claims = '', signature = ''] = bearer().slice('Bearer '.length).split('.');
    for (const token of [
      `${header}.${claims}.${otherEncoding(signature)}`,
      `${header}.${claims}.${signature}==`,
      bearer({ writeHeader: otherEncoding }).slice('Bearer '.length),
    ]) {
      assert.match(await refusal(`Bearer ${token}`), /not three base64url segments/);
    }
  });
});
