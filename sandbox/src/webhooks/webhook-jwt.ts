/**
 * The JWT in each webhook's Authorization header (interface specification, Events): header
 * alg RS256, typ JWT, x5u = the certificate's URL; claims sub (application id), environment
 * and msgi = "sha256-" + base64(SHA-256 of the exact body bytes), with iat and exp.
 */
import { createHash, sign, type KeyObject } from 'node:crypto';
import type { Environment } from '../types/application.js';

/** Long enough for a slow receiver, short enough that a captured token soon stops mattering. */
export const WEBHOOK_JWT_LIFETIME_SECONDS = 300;

export interface WebhookJwtInput {
  /** The exact bytes of the request body. */
  body: string;
  applicationId: string;
  environment: Environment;
  x5u: string;
  /**
   * Real time in ms, not sandbox time: the receiver checks iat and exp against its own clock,
   * also while a tester runs the sandbox clock fast.
   */
  issuedAt: number;
  privateKey: KeyObject;
}

export function signWebhookJwt(input: WebhookJwtInput): string {
  const iat = Math.floor(input.issuedAt / 1000);
  const header = { alg: 'RS256', typ: 'JWT', x5u: input.x5u };
  const claims = {
    sub: input.applicationId,
    environment: input.environment,
    msgi: messageIntegrity(input.body),
    iat,
    exp: iat + WEBHOOK_JWT_LIFETIME_SECONDS,
  };
  const signingInput = `${segment(header)}.${segment(claims)}`;
  const signature = sign('sha256', Buffer.from(signingInput), input.privateKey);
  return `${signingInput}.${signature.toString('base64url')}`;
}

/** The msgi claim of a body: "sha256-" and the base64 (not base64url) SHA-256 digest of its bytes. */
export function messageIntegrity(body: string | Buffer): string {
  return `sha256-${createHash('sha256').update(body).digest('base64')}`;
}

function segment(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}
