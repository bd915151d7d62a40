/**
 * The checks the specification asks of a payment status webhook handler: the signature under
 * the X.509 key at the header's x5u, an x5u on HTTPS at the service's domain (or a subdomain),
 * and msgi = "sha256-" + base64(SHA-256(body)). The handler also checks that sub is its own
 * application id and that environment is the one it registered in.
 */
import { createHash, type KeyObject } from 'node:crypto';
import { compactVerify, decodeProtectedHeader } from 'jose';
import type { PaymentWebhookBody } from './api-types.js';

export interface WebhookExpectations {
  applicationId: string;
  environment: 'PRODUCTION' | 'SANDBOX';
  /** The service's domain: an https x5u must be on it or on a subdomain. */
  serviceDomain: string;
  /**
   * Whether an x5u on plain http is taken from a loopback host (a local sandbox without
   * https); false checks exactly what the specification asks. Default true.
   */
  plainHttpOnLoopback?: boolean;
}

export type WebhookVerdict =
  | { ok: true; body: PaymentWebhookBody; claims: Record<string, unknown>; x5u: string }
  | {
      ok: false;
      problem: string;
      /** Set when the refusal is only that the certificate at this x5u could not be fetched. */
      unreachableX5u?: string;
    };

/** Loads the public key of the certificate at an x5u URL. */
export type KeyResolver = (x5u: string) => Promise<KeyObject>;

/** The digest the msgi claim must carry for this raw body. */
export function messageIntegrity(rawBody: Buffer): string {
  return `sha256-${createHash('sha256').update(rawBody).digest('base64')}`;
}

/**
 * Why an x5u URL must not be trusted, or undefined when it may be fetched. HTTPS on the
 * service's domain or a subdomain; plain http only on a loopback host when allowed, which is
 * where a local sandbox without https serves its certificate (nothing on the network can pose
 * as it there).
 */
export function x5uProblem(
  x5u: string,
  serviceDomain: string,
  plainHttpOnLoopback = true,
): string | undefined {
  let url: URL;
  try {
    url = new URL(x5u);
  } catch {
    return `x5u ${JSON.stringify(x5u)} is not a URL.`;
  }
  const host = url.hostname.toLowerCase();
  if (url.protocol === 'https:') {
    const domain = serviceDomain.toLowerCase();
    if (host === domain || host.endsWith(`.${domain}`)) return undefined;
    return `x5u ${x5u} is not on the service's domain ${serviceDomain} or a subdomain of it.`;
  }
  if (plainHttpOnLoopback && url.protocol === 'http:' && isLoopback(host)) return undefined;
  return plainHttpOnLoopback
    ? `x5u ${x5u} must use HTTPS (plain http is accepted only on a loopback host).`
    : `x5u ${x5u} must use HTTPS.`;
}

function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '[::1]' || /^127(\.\d{1,3}){3}$/.test(host);
}

/** Verifies one received webhook request; never throws. */
export async function verifyWebhook(
  authorization: string | undefined,
  rawBody: Buffer,
  expected: WebhookExpectations,
  resolveKey: KeyResolver,
): Promise<WebhookVerdict> {
  const token = /^Bearer (\S+)$/.exec(authorization ?? '')?.[1];
  if (token === undefined) {
    return {
      ok: false,
      problem: `Authorization must be "Bearer <JWT>", got ${JSON.stringify(authorization)}.`,
    };
  }
  let header: Record<string, unknown>;
  try {
    header = decodeProtectedHeader(token);
  } catch (error) {
    return { ok: false, problem: `The JWT header cannot be read: ${String(error)}` };
  }
  if (header.alg !== 'RS256') return { ok: false, problem: `alg is ${String(header.alg)}, not RS256.` };
  if (header.typ !== 'JWT') return { ok: false, problem: `typ is ${String(header.typ)}, not JWT.` };
  if (typeof header.x5u !== 'string') return { ok: false, problem: 'The JWT header has no x5u.' };
  const x5u = header.x5u;
  const urlProblem = x5uProblem(x5u, expected.serviceDomain, expected.plainHttpOnLoopback);
  if (urlProblem !== undefined) return { ok: false, problem: urlProblem };

  let key: KeyObject;
  try {
    key = await resolveKey(x5u);
  } catch (error) {
    return {
      ok: false,
      problem: `The certificate at ${x5u} cannot be fetched: ${String(error)}`,
      unreachableX5u: x5u,
    };
  }
  let claims: Record<string, unknown>;
  try {
    const { payload } = await compactVerify(token, key, { algorithms: ['RS256'] });
    claims = JSON.parse(new TextDecoder().decode(payload)) as Record<string, unknown>;
  } catch (error) {
    return { ok: false, problem: `The signature does not verify with the key at ${x5u}: ${String(error)}` };
  }
  if (claims.sub !== expected.applicationId) {
    return { ok: false, problem: `sub is ${JSON.stringify(claims.sub)}, not ${expected.applicationId}.` };
  }
  if (claims.environment !== expected.environment) {
    return { ok: false, problem: `environment is ${JSON.stringify(claims.environment)}.` };
  }
  const digest = messageIntegrity(rawBody);
  if (claims.msgi !== digest) {
    return { ok: false, problem: `msgi is ${JSON.stringify(claims.msgi)}; the body's digest is ${digest}.` };
  }
  try {
    return { ok: true, body: JSON.parse(rawBody.toString('utf8')) as PaymentWebhookBody, claims, x5u };
  } catch {
    return { ok: false, problem: 'The body is not JSON.' };
  }
}
