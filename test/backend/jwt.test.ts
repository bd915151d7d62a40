import assert from 'node:assert/strict';
import { createPublicKey, generateKeyPairSync, sign } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { exportJWK, SignJWT } from 'jose';
import type { MockBackend } from '../../sandbox/src/server.js';
import {
  JWT_AUDIENCE,
  JWT_ISSUER,
  applicationId,
  applicationPrivateKey,
  signApplicationJwt,
} from '../../sandbox/src/jwt/jwt-signer.js';
import { asObject, startBackend } from './backend-fixture.js';
import { borrowedKey, callJsonApi, failure } from './json-api-fixture.js';

const SHOP = 'sandbox-shop';
const now = () => Math.floor(Date.now() / 1000);

interface TokenParts {
  header?: Record<string, unknown>;
  claims?: Record<string, unknown>;
  key?: Parameters<SignJWT['sign']>[0];
}

/** A token like signApplicationJwt's, with parts replaced; claims set to undefined are left out. */
function token({
  header = {},
  claims = {},
  key = applicationPrivateKey(SHOP),
}: TokenParts = {}): Promise<string> {
  const iat = now();
  const payload = Object.fromEntries(
    Object.entries({ iss: JWT_ISSUER, aud: JWT_AUDIENCE, iat, exp: iat + 600, ...claims }).filter(
      ([, value]) => value !== undefined,
    ),
  );
  return new SignJWT(payload)
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT', kid: applicationId(SHOP), ...header })
    .sign(key);
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** The same bytes written with a last character whose unused bits are not zero. */
function otherEncoding(segment: string): string {
  const last = ALPHABET.indexOf(segment.at(-1) ?? '');
  const other = `${segment.slice(0, -1)}${ALPHABET[last ^ 1] ?? ''}`;
  assert.ok(Buffer.from(other, 'base64url').equals(Buffer.from(segment, 'base64url')), 'the same bytes');
  return other;
}

/**
 * A token of Sandbox Shop signed over its segments as written, with header fields added, for
 * what jose will not sign. The header segment is made to leave unused bits in its last
 * character, so `writeHeader` can write it another way.
 */
function signedAsSent(
  extraHeader: Record<string, unknown>,
  writeHeader = (segment: string) => segment,
): string {
  const header: Record<string, unknown> = {
    alg: 'RS256',
    typ: 'JWT',
    kid: applicationId(SHOP),
    ...extraHeader,
  };
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  for (let pad = ''; encode(header).length % 4 === 0; pad += 'x') header.pad = pad;
  const iat = now();
  const text = `${writeHeader(encode(header))}.${encode({ iss: JWT_ISSUER, aud: JWT_AUDIENCE, iat, exp: iat + 600 })}`;
  return `${text}.${sign('RSA-SHA256', Buffer.from(text), applicationPrivateKey(SHOP)).toString('base64url')}`;
}

describe('JSON API authentication (JWT)', () => {
  let backend: MockBackend;
  before(async () => {
    backend = await startBackend({ publicKeys: borrowedKey('production-shop') });
  });
  after(() => backend.close());

  const refused = async (
    bearer: string | null,
    expected: { status: number; error: string },
    pattern?: RegExp,
  ) => {
    const result = await callJsonApi(backend, '/application', { token: bearer });
    assert.deepEqual(failure(result), { ...expected, code: expected.status });
    if (pattern) assert.match(String(asObject(result.json).message), pattern);
    return result;
  };
  const unauthorised = { status: 401, error: 'UNAUTHORIZED_ACCESS' };

  it('accepts the token of signApplicationJwt and answers for its application', async () => {
    const result = await callJsonApi(backend, '/application', { token: await signApplicationJwt(SHOP) });
    assert.equal(result.status, 200);
    assert.equal(asObject(result.json).kid, applicationId(SHOP));
    const tpp = await callJsonApi(backend, '/application', { application: 'sandbox-tpp' });
    assert.equal(asObject(tpp.json).name, 'Sandbox Licensed TPP');
  });

  it('AUTHORIZATION_NOT_PROVIDED without the header or without a bearer token', async () => {
    const missing = await refused(null, { status: 401, error: 'AUTHORIZATION_NOT_PROVIDED' });
    assert.equal(missing.headers.get('www-authenticate'), 'Bearer');
    const basic = await callJsonApi(backend, '/application', {
      token: null,
      headers: { Authorization: 'Basic dXNlcjpwYXNz' },
    });
    assert.deepEqual(failure(basic), { status: 401, error: 'AUTHORIZATION_NOT_PROVIDED', code: 401 });
    await refused('', { status: 401, error: 'AUTHORIZATION_NOT_PROVIDED' });
  });

  it('refuses what is not a JWT', async () => {
    await refused('not-a-jwt', unauthorised, /not a JWT/);
    await refused('a.b.c', unauthorised);
  });

  it('refuses any algorithm but RS256: HS256 and an unsigned token', async () => {
    const hs256 = await new SignJWT({ iss: JWT_ISSUER, aud: JWT_AUDIENCE })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT', kid: applicationId(SHOP) })
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode('a shared secret of at least thirty-two bytes'));
    await refused(hs256, unauthorised, /HS256; only RS256/);
    const header = Buffer.from(
      JSON.stringify({ alg: 'none', typ: 'JWT', kid: applicationId(SHOP) }),
    ).toString('base64url');
    const claims = Buffer.from(
      JSON.stringify({ iss: JWT_ISSUER, aud: JWT_AUDIENCE, iat: now(), exp: now() + 60 }),
    ).toString('base64url');
    await refused(`${header}.${claims}.`, unauthorised, /only RS256/);
  });

  it('refuses an unknown kid, a missing kid, and another application kid', async () => {
    await refused(
      await token({ header: { kid: '00000000-0000-4000-8000-000000000000' } }),
      unauthorised,
      /kid/,
    );
    await refused(await token({ header: { kid: undefined } }), unauthorised, /kid/);
    // Signed with Sandbox Shop's key but claiming to be the TPP: the signature does not verify.
    await refused(await token({ header: { kid: applicationId('sandbox-tpp') } }), unauthorised, /signature/);
  });

  it('refuses a token signed with a key that is not the application key', async () => {
    const stranger = applicationPrivateKey('sandbox-tpp');
    await refused(await token({ key: stranger }), unauthorised, /signature/);
  });

  it('refuses a changed payload', async () => {
    const [header, , signature] = (await token()).split('.');
    const claims = Buffer.from(
      JSON.stringify({ iss: JWT_ISSUER, aud: JWT_AUDIENCE, iat: now(), exp: now() + 7200 }),
    ).toString('base64url');
    await refused(`${header}.${claims}.${signature}`, unauthorised, /signature/);
  });

  it('checks iss and aud against the configured values', async () => {
    await refused(await token({ claims: { iss: 'someone.else' } }), unauthorised, /iss.*service\.example/);
    await refused(
      await token({ claims: { aud: 'api.other.example' } }),
      unauthorised,
      /aud.*api\.service\.example/,
    );
    await refused(await token({ claims: { iss: undefined } }), unauthorised, /iss/);
    await refused(await token({ claims: { aud: undefined } }), unauthorised, /aud/);
  });

  it('needs iat and exp, and a typ of JWT', async () => {
    await refused(await token({ claims: { iat: undefined } }), unauthorised, /iat/);
    await refused(await token({ claims: { exp: undefined } }), unauthorised, /exp/);
    await refused(await token({ header: { typ: 'at+jwt' } }), unauthorised, /typ/);
  });

  it('refuses an expired token and one issued in the future', async () => {
    await refused(await token({ claims: { iat: now() - 7200, exp: now() - 3600 } }), unauthorised, /expired/);
    await refused(await token({ claims: { iat: now() + 3600, exp: now() + 7200 } }), unauthorised, /iat/);
  });

  it('refuses a lifetime (exp - iat) over 86400 s and accepts exactly 86400 s', async () => {
    const tooLong = await signApplicationJwt(SHOP, { lifetimeSeconds: 86_401 });
    await refused(tooLong, unauthorised, /86401 s.*at most 86400 s/);
    const longest = await signApplicationJwt(SHOP, { lifetimeSeconds: 86_400 });
    assert.equal((await callJsonApi(backend, '/application', { token: longest })).status, 200);
  });

  it('verifies with the configured public key, also one given at start (publicKeys)', async () => {
    const kid = applicationId('production-shop');
    const own = await token({ header: { kid }, key: applicationPrivateKey('sandbox-tpp') });
    const result = await callJsonApi(backend, '/application', { token: own });
    assert.equal(result.status, 200);
    assert.equal(asObject(result.json).environment, 'PRODUCTION');
    await refused(await token({ header: { kid } }), unauthorised, /signature/);
  });

  it('authenticates before routing, and sends no CORS headers even to a browser Origin', async () => {
    const unknownPath = await callJsonApi(backend, '/nothing', { token: null });
    assert.equal(unknownPath.status, 401);
    const result = await callJsonApi(backend, '/application', { headers: { Origin: 'http://allowed.test' } });
    assert.equal(result.status, 200);
    assert.equal(result.headers.get('access-control-allow-origin'), null);
    const preflight = await callJsonApi(backend, '/auth', { method: 'OPTIONS', token: null });
    assert.equal(preflight.status, 401);
    assert.equal(preflight.headers.get('access-control-allow-origin'), null);
  });

  it('refuses HS256 signed with the application’s public key as the secret', async () => {
    const publicPem = createPublicKey(applicationPrivateKey(SHOP)).export({ type: 'spki', format: 'pem' });
    const confused = await new SignJWT({ iss: JWT_ISSUER, aud: JWT_AUDIENCE })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT', kid: applicationId(SHOP) })
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode(String(publicPem)));
    await refused(confused, unauthorised, /HS256; only RS256/);
  });

  it('refuses kid tricks: a path, a number, a list, an id with a space', async () => {
    for (const kid of [
      '../../data/keys/sandbox-shop',
      42,
      [applicationId(SHOP)],
      ` ${applicationId(SHOP)}`,
    ]) {
      await refused(await token({ header: { kid } }), unauthorised, /kid/);
    }
  });

  it('trusts no key the token brings along (jwk, jku, x5u) and fetches nothing it names', async () => {
    const hits: string[] = [];
    const probe: Server = createServer((request, response) => {
      hits.push(request.url ?? '');
      response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const probeOrigin = `http://127.0.0.1:${(probe.address() as AddressInfo).port}`;
    try {
      const attacker = generateKeyPairSync('rsa', { modulusLength: 2048 });
      const jwk = await exportJWK(attacker.publicKey);
      for (const header of [
        { jwk },
        { jku: `${probeOrigin}/jwks.json` },
        { x5u: `${probeOrigin}/cert.pem` },
      ]) {
        await refused(await token({ header, key: attacker.privateKey }), unauthorised, /signature/);
      }
      assert.deepEqual(hits, [], 'the sandbox fetched a URL the token named');
    } finally {
      await new Promise((resolve) => probe.close(resolve));
    }
  });

  it('draws the edges of exp and iat with a 60 s leeway', async () => {
    const at = now();
    await refused(await token({ claims: { iat: at - 600, exp: at - 60 } }), unauthorised, /expired/);
    const lastSecond = await callJsonApi(backend, '/application', {
      token: await token({ claims: { iat: at - 600, exp: at - 55 } }),
    });
    assert.equal(lastSecond.status, 200, lastSecond.text);
    await refused(
      await token({ claims: { iat: at + 65, exp: at + 600 } }),
      unauthorised,
      /iat .* in the future/,
    );
    await refused(
      await token({ claims: { iat: at, exp: at } }),
      unauthorised,
      /expires before it was issued/,
    );
    await refused(await token({ claims: { iat: String(at) } }), unauthorised, /numeric iat/);
    await refused(await token({ claims: { exp: String(at + 600) } }), unauthorised, /numeric exp/);
  });

  it('refuses a critical header parameter it does not understand (crit)', async () => {
    const unknown = signedAsSent({ crit: ['x-bank-policy'], 'x-bank-policy': 'strict' });
    await refused(
      unknown,
      unauthorised,
      /crit names \["x-bank-policy"\], which the service does not understand/,
    );
    await refused(signedAsSent({ crit: ['exp'] }), unauthorised, /crit/);
  });

  it('refuses an nbf that is not a number, and one still ahead', async () => {
    await refused(await token({ claims: { nbf: '0' } }), unauthorised, /nbf must be a number/);
    await refused(await token({ claims: { nbf: now() + 3600 } }), unauthorised, /not valid before/);
    assert.equal(
      (await callJsonApi(backend, '/application', { token: await token({ claims: { nbf: now() - 10 } }) }))
        .status,
      200,
    );
  });

  it('reads a segment in either alphabet with any padding, and verifies the text as sent', async () => {
    const [header = '', claims = '', signature = ''] = (await token()).split('.');
    assert.equal(signature.length % 4, 2, 'a 2048-bit signature leaves two padding characters');
    const standard = Buffer.from(signature, 'base64url').toString('base64');
    for (const written of [
      `${header}.${claims}.${otherEncoding(signature)}`,
      `${header}.${claims}.${signature}=`,
      `${header}.${claims}.${standard}`,
      `${header}.${claims}.${standard.replace('=', '')}`,
      signedAsSent({}, otherEncoding),
      signedAsSent({}, (segment) =>
        `${segment}=`.slice(0, segment.length + ((4 - (segment.length % 4)) % 4)),
      ),
    ]) {
      const result = await callJsonApi(backend, '/application', { token: written });
      assert.equal(result.status, 200, `${written}: ${JSON.stringify(result.json)}`);
    }
    // The signed text written another way without signing it again: the signature no longer covers it.
    const [signedHeader = '', ...signed] = signedAsSent({}).split('.');
    await refused(
      [otherEncoding(signedHeader), ...signed].join('.'),
      unauthorised,
      /signature does not verify/,
    );
  });

  it('refuses what no base64 decoder reads: other characters, a lone last character, excess padding', async () => {
    const [header = '', claims = '', signature = ''] = (await token()).split('.');
    for (const bad of [
      `${header}.${claims}.${signature}===`,
      `${header}.${claims}.${signature.slice(0, -1)}`,
      `${header}.${claims}.${signature.slice(0, 10)}*${signature.slice(11)}`,
      `${header}.${claims}%3D.${signature}`,
      `${header}.${claims}.${signature}.`,
    ]) {
      await refused(bad, unauthorised, /not a JWT/);
    }
  });

  it('refuses a token of an application whose RSA key is shorter than 2048 bits', async () => {
    const weak = generateKeyPairSync('rsa', { modulusLength: 1024 });
    const pem = weak.publicKey.export({ type: 'spki', format: 'pem' }).toString();
    const weakBackend = await startBackend({ publicKeys: { 'production-shop': pem } });
    try {
      // Signed by hand: jose signs with no key this short.
      const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
      const iat = now();
      const text = `${encode({ alg: 'RS256', typ: 'JWT', kid: applicationId('production-shop') })}.${encode({ iss: JWT_ISSUER, aud: JWT_AUDIENCE, iat, exp: iat + 600 })}`;
      const signed = `${text}.${sign('RSA-SHA256', Buffer.from(text), weak.privateKey).toString('base64url')}`;
      const result = await callJsonApi(weakBackend, '/application', { token: signed });
      assert.deepEqual(failure(result), { ...unauthorised, code: 401 });
      assert.match(String(asObject(result.json).message), /shorter than 2048 bits/);
    } finally {
      await weakBackend.close();
    }
  });

  it('refuses a token of an application whose RSA key has a public exponent other than 65537, before verifying it', async () => {
    const slow = generateKeyPairSync('rsa', { modulusLength: 2048, publicExponent: 3 });
    const pem = slow.publicKey.export({ type: 'spki', format: 'pem' }).toString();
    const slowBackend = await startBackend({ publicKeys: { 'production-shop': pem } });
    try {
      const signed = await token({
        header: { kid: applicationId('production-shop') },
        key: slow.privateKey,
      });
      const result = await callJsonApi(slowBackend, '/application', { token: signed });
      assert.deepEqual(failure(result), { ...unauthorised, code: 401 });
      assert.match(String(asObject(result.json).message), /public exponent other than 65537/);
    } finally {
      await slowBackend.close();
    }
  });

  it('signApplicationJwt has no key for a PRODUCTION application nor an unknown one', async () => {
    await assert.rejects(signApplicationJwt('production-shop'), /only the SANDBOX applications/);
    await assert.rejects(signApplicationJwt('nobody'), /Unknown application "nobody"/);
  });
});
