/**
 * The application's key and its JWTs, as the specification's Authentication describes them:
 * RS256, typ JWT, kid = application id, iss = the service's domain, aud = the API host,
 * iat and exp in seconds, a lifetime of at most 86400 s.
 */
import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { SignJWT } from 'jose';

export interface ApplicationKey {
  privateKey: KeyObject;
  /** SubjectPublicKeyInfo PEM: what the registration's `certificate` field carries. */
  publicKeyPem: string;
}

/** Where the tokens go: the service's domain (iss) and the audience of the endpoint. */
export interface TokenTarget {
  issuer: string;
  audience: string;
}

/** A short lifetime, as a server that signs a fresh token per request would use. */
const TOKEN_LIFETIME_SECONDS = 3600;

export function generateApplicationKey(): ApplicationKey {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { privateKey, publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString() };
}

/** A token for one API request; `kid` is the application id (none before registration). */
export function signJwt(key: KeyObject, target: TokenTarget, kid?: string): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT', ...(kid === undefined ? {} : { kid }) })
    .setIssuer(target.issuer)
    .setAudience(target.audience)
    .setIssuedAt()
    .setExpirationTime(`${TOKEN_LIFETIME_SECONDS}s`)
    .sign(key);
}

/**
 * The same token as some existing clients write it: every base64url segment padded with `=`
 * to a multiple of four, the signature computed over the padded header and payload as sent.
 */
export function signPaddedJwt(key: KeyObject, target: TokenTarget, kid: string): string {
  const iat = Math.floor(Date.now() / 1000);
  const header = padded(json({ alg: 'RS256', typ: 'JWT', kid }));
  // A jti of the right length makes the payload segment need padding, so the test shows some.
  let payload = '';
  for (let filler = ''; !payload.endsWith('='); filler += 'x') {
    payload = padded(
      json({ iss: target.issuer, aud: target.audience, iat, exp: iat + 600, jti: `padded-${filler}` }),
    );
  }
  const signingInput = `${header}.${payload}`;
  const signature = sign('RSA-SHA256', Buffer.from(signingInput, 'ascii'), key);
  return `${signingInput}.${padded(signature)}`;
}

function json(value: unknown): Buffer {
  return Buffer.from(JSON.stringify(value), 'utf8');
}

function padded(bytes: Buffer): string {
  const bare = bytes.toString('base64url');
  return bare + '='.repeat((4 - (bare.length % 4)) % 4);
}
