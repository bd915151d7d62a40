import { createHash, createPublicKey, type KeyObject } from 'node:crypto';
import type { ApplicationConfig } from '../types/application.js';

/**
 * A public key's identity: the SHA-256 of its SubjectPublicKeyInfo DER. The same whichever way
 * the key was written: in a certificate, as SPKI or PKCS#1 PEM, with any line breaks.
 */
export function keyFingerprint(key: KeyObject): string {
  return createHash('sha256')
    .update(key.export({ type: 'spki', format: 'der' }))
    .digest('base64url');
}

/** By application, with the PEM it was read from: a key is parsed once, not at every registration. */
const fingerprints = new WeakMap<ApplicationConfig, { pem: string; fingerprint: string | undefined }>();

/** The fingerprint of an application's public key; undefined when its PEM holds no readable key. */
export function applicationKeyFingerprint(application: ApplicationConfig): string | undefined {
  const known = fingerprints.get(application);
  if (known?.pem === application.public_key) return known.fingerprint;
  let fingerprint: string | undefined;
  try {
    fingerprint = keyFingerprint(createPublicKey(application.public_key));
  } catch {
    fingerprint = undefined;
  }
  fingerprints.set(application, { pem: application.public_key, fingerprint });
  return fingerprint;
}
