/** Helpers of the registration tests: the application's key and certificate, its tokens, its request. */
import {
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPair,
  randomUUID,
  type KeyObject,
} from 'node:crypto';
import { promisify } from 'node:util';
import { readFileSync } from 'node:fs';
import { SignJWT } from 'jose';
import { JWT_AUDIENCE, JWT_ISSUER, REGISTRATION_AUDIENCE } from '../../sandbox/src/data/jwt-claims.js';
import { openApiDocument } from '../../sandbox/src/openapi/openapi-document.js';
import type { MockBackend } from '../../sandbox/src/server.js';
import { answerChecker } from '../support/openapi-answers.js';
import { send, type CallResult } from './backend-fixture.js';

const FIXTURES = new URL('./fixtures/', import.meta.url);

/** A self-signed certificate of a 2048-bit RSA key (fixtures/README.md). */
export const CERTIFICATE = readFileSync(new URL('registration.cert.pem', FIXTURES), 'utf8');
export const PRIVATE_KEY: KeyObject = createPrivateKey(
  readFileSync(new URL('registration.private.pem', FIXTURES)),
);
export const OWN_CALLBACK = 'https://shop.example/callback';

/**
 * A key registers one application per environment, so a test that registers again in one
 * backend uses a key pair of its own (newApplicationKey). register() signs with the private
 * key of the body's certificate, and applicationToken() with that of the application.
 */
const privateKeyByPublicKey = new Map<string, KeyObject>();
const privateKeyByApplication = new Map<string, KeyObject>();

export interface ApplicationKey {
  privateKey: KeyObject;
  /** The public key as SPKI PEM: the registration's `certificate`. */
  certificate: string;
}

const generateRsaKeyPair = promisify(generateKeyPair);

/** A new 2048-bit RSA key pair, made off the event loop (a few hundred ms of a core). */
export async function newApplicationKey(): Promise<ApplicationKey> {
  const { privateKey, publicKey } = await generateRsaKeyPair('rsa', { modulusLength: 2048 });
  const certificate = publicKey.export({ type: 'spki', format: 'pem' }).toString();
  privateKeyByPublicKey.set(fingerprint(publicKey), privateKey);
  return { privateKey, certificate };
}

/** `count` new key pairs, made side by side. */
export function newApplicationKeys(count: number): Promise<ApplicationKey[]> {
  return Promise.all(Array.from({ length: count }, () => newApplicationKey()));
}

/** The body with a new key pair's public key as its certificate. */
export async function withNewKey(body: Record<string, unknown>): Promise<Record<string, unknown>> {
  return { ...body, certificate: (await newApplicationKey()).certificate };
}

/**
 * The private key of the body's certificate (a certificate or a public key in any PEM form)
 * when a test made it with newApplicationKey; else the fixture's.
 */
function privateKeyOf(body: unknown): KeyObject {
  const certificate =
    typeof body === 'object' && body !== null ? (body as Record<string, unknown>).certificate : undefined;
  if (typeof certificate !== 'string') return PRIVATE_KEY;
  let publicKey: KeyObject;
  try {
    publicKey = createPublicKey(certificate);
  } catch {
    return PRIVATE_KEY;
  }
  return privateKeyByPublicKey.get(fingerprint(publicKey)) ?? PRIVATE_KEY;
}

function fingerprint(publicKey: KeyObject): string {
  return createHash('sha256')
    .update(publicKey.export({ type: 'spki', format: 'der' }))
    .digest('base64url');
}

const REGISTRATION_PATH = '/api/applications';
/** Every answer of register is checked against it. */
const openApi = answerChecker(openApiDocument());

export interface TokenOptions {
  key?: KeyObject;
  issuer?: string;
  audience?: string;
  /** exp - iat; default 600 s. */
  lifetimeSeconds?: number;
  /** Signing time in ms; default now. */
  now?: number;
  /** The JSON API's kid: the application id. A registration token needs none. */
  kid?: string;
  jti?: string;
}

/**
 * The bearer JWT of a registration: signed with the key being registered, with a jti of its
 * own, as a registration JWT registers once and two signed in one second would be the same.
 */
export function registrationToken(options: TokenOptions = {}): Promise<string> {
  return signToken({ audience: REGISTRATION_AUDIENCE, jti: randomUUID(), ...options });
}

/** A JSON API token of a registered application: kid = its app_id, signed with its key. */
export function applicationToken(appId: string, options: TokenOptions = {}): Promise<string> {
  return signToken({
    audience: JWT_AUDIENCE,
    kid: appId,
    key: privateKeyByApplication.get(appId),
    ...options,
  });
}

function signToken(options: TokenOptions): Promise<string> {
  const issuedAt = Math.floor((options.now ?? Date.now()) / 1000);
  const header = { alg: 'RS256', typ: 'JWT', ...(options.kid === undefined ? {} : { kid: options.kid }) };
  return new SignJWT(options.jti === undefined ? {} : { jti: options.jti })
    .setProtectedHeader(header)
    .setIssuer(options.issuer ?? JWT_ISSUER)
    .setAudience(options.audience ?? JWT_AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + (options.lifetimeSeconds ?? 600))
    .sign(options.key ?? PRIVATE_KEY);
}

export function sandboxRegistration(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    certificate: CERTIFICATE,
    environment: 'SANDBOX',
    name: 'My Shop',
    redirect_urls: [OWN_CALLBACK],
    ...overrides,
  };
}

export function productionRegistration(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return sandboxRegistration({
    environment: 'PRODUCTION',
    name: 'My Shop Live',
    description: 'The shop, live.',
    gdpr_email: 'privacy@shop.example',
    privacy_url: 'https://shop.example/privacy',
    terms_url: 'https://shop.example/terms',
    ...overrides,
  });
}

export interface RegisterOptions {
  method?: string;
  /**
   * The bearer token; default a fresh registrationToken() signed with the private key of the
   * body's certificate; null sends no Authorization.
   */
  token?: string | null;
  headers?: Record<string, string>;
}

/**
 * POST {registration_url}/api/applications; the body is sent as JSON unless it is a string.
 * The answer must match the OpenAPI document, or the call throws.
 */
export async function register(
  backend: MockBackend,
  body: unknown,
  options: RegisterOptions = {},
): Promise<CallResult> {
  const key = privateKeyOf(body);
  const token = options.token === undefined ? await registrationToken({ key }) : options.token;
  const headers: Record<string, string> = { 'Content-Type': 'application/json', ...options.headers };
  if (token !== null) headers.Authorization = `Bearer ${token}`;
  const method = options.method ?? 'POST';
  const result = await send(`${backend.origin}${REGISTRATION_PATH}`, { method, headers, body });
  openApi.check(method, REGISTRATION_PATH, result.status, result.json);
  const appId = result.status === 200 ? (result.json as { app_id?: unknown }).app_id : undefined;
  if (typeof appId === 'string') privateKeyByApplication.set(appId, key);
  return result;
}

/** Registers and returns the app_id; fails the test when the registration is refused. */
export async function registeredAppId(backend: MockBackend, body: unknown): Promise<string> {
  const result = await register(backend, body);
  if (result.status !== 200) throw new Error(`Registration refused: ${result.status} ${result.text}`);
  const appId = (result.json as { app_id?: unknown }).app_id;
  if (typeof appId !== 'string') throw new Error(`No app_id in ${result.text}`);
  return appId;
}
