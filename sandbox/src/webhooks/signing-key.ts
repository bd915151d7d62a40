/**
 * The service's webhook signing key and its self-signed certificate: test-only, committed in
 * data/keys/ (see its README.md). The certificate is what `x5u` points at.
 */
import { createPrivateKey, X509Certificate, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';

const KEY_DIR = new URL('../data/keys/', import.meta.url);

/** Where the mock serves the certificate; `${origin}${this}` is every webhook JWT's x5u. */
export const WEBHOOK_CERTIFICATE_PATH = '/certificates/webhook-signing.pem';

export interface WebhookSigningKey {
  privateKey: KeyObject;
  /** PEM, as served at WEBHOOK_CERTIFICATE_PATH. */
  certificatePem: string;
}

let loaded: WebhookSigningKey | undefined;

/** Read once, on the first use; a key that does not match its certificate stops the sandbox there. */
export function webhookSigningKey(): WebhookSigningKey {
  if (loaded) return loaded;
  const privateKey = createPrivateKey(readFileSync(new URL('webhook-signing.private.pem', KEY_DIR)));
  const certificatePem = readFileSync(new URL('webhook-signing.certificate.pem', KEY_DIR), 'utf8');
  if (!new X509Certificate(certificatePem).checkPrivateKey(privateKey)) {
    throw new Error(
      'sandbox: data/keys: webhook-signing.certificate.pem is not the certificate of webhook-signing.private.pem.',
    );
  }
  loaded = { privateKey, certificatePem };
  return loaded;
}
