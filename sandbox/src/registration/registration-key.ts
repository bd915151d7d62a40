import { createPublicKey, X509Certificate, type KeyObject } from 'node:crypto';
import { wrongParameters } from '../http/api-error.js';
import { MAX_RSA_BITS, modulusBits, publicExponent, RSA_PUBLIC_EXPONENT } from '../jwt/rsa-key-cost.js';

/** RS256 keys shorter than this are refused, as by the service. */
export const MIN_RSA_BITS = 2048;

export interface RegisteredKey {
  /** Verifies the registration's JWT now and the application's JWTs from then on. */
  key: KeyObject;
  /** The key as the application keeps it (SPKI PEM), whatever form was registered. */
  spkiPem: string;
}

/**
 * The public key of the registration's `certificate`: a PEM certificate ("BEGIN CERTIFICATE")
 * or public key ("BEGIN PUBLIC KEY" or "BEGIN RSA PUBLIC KEY"), RSA of 2048 to 4096 bits with
 * the public exponent 65537, so every JWT of the application verifies quickly (jwt/rsa-key-cost.ts).
 * Each refusal is a 400 that says what was sent and what is expected.
 */
export function registrationKey(certificate: string): RegisteredKey {
  if (/-----BEGIN [A-Z ]*PRIVATE KEY-----/.test(certificate)) {
    throw wrongParameters(
      'certificate holds a private key. Send the certificate or the public key only: the private key ' +
        'stays on your server, where it signs the JWTs. Consider this one exposed and make a new one.',
    );
  }
  const key = publicKeyOf(certificate);
  if (key.asymmetricKeyType !== 'rsa') {
    throw wrongParameters(
      `certificate holds ${key.asymmetricKeyType === undefined ? 'a' : `an ${key.asymmetricKeyType.toUpperCase()}`} key; ` +
        `JWTs are signed with RS256, which needs an RSA key of at least ${MIN_RSA_BITS} bits.`,
    );
  }
  const bits = modulusBits(key);
  if (bits < MIN_RSA_BITS) {
    throw wrongParameters(
      `certificate holds a ${bits}-bit RSA key; at least ${MIN_RSA_BITS} bits are needed.`,
    );
  }
  if (bits > MAX_RSA_BITS) {
    throw wrongParameters(`certificate holds a ${bits}-bit RSA key; at most ${MAX_RSA_BITS} bits are taken.`);
  }
  if (publicExponent(key) !== RSA_PUBLIC_EXPONENT) {
    throw wrongParameters(
      `certificate holds an RSA key whose public exponent is not ${RSA_PUBLIC_EXPONENT}; only ` +
        `${RSA_PUBLIC_EXPONENT} is taken, the exponent RSA keys have in practice (every common ` +
        'library makes it). Make a new key pair with the default exponent.',
    );
  }
  return { key, spkiPem: key.export({ type: 'spki', format: 'pem' }).toString() };
}

function publicKeyOf(certificate: string): KeyObject {
  if (certificate.includes('-----BEGIN CERTIFICATE-----')) {
    try {
      return new X509Certificate(certificate).publicKey;
    } catch (error) {
      throw wrongParameters(`certificate is not a readable PEM certificate (${reason(error)}).`);
    }
  }
  if (/-----BEGIN (RSA )?PUBLIC KEY-----/.test(certificate)) {
    try {
      return createPublicKey(certificate);
    } catch (error) {
      throw wrongParameters(`certificate is not a readable PEM public key (${reason(error)}).`);
    }
  }
  throw wrongParameters(
    'certificate must be the PEM text of a certificate ("-----BEGIN CERTIFICATE-----...") or of a ' +
      'public key ("-----BEGIN PUBLIC KEY-----..."), with its line breaks.',
  );
}

function reason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
