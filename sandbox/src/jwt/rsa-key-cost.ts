import type { KeyObject } from 'node:crypto';

/**
 * Verifying an RS256 signature costs in proportion to the public exponent's length and the
 * square of the modulus's, and the sandbox verifies on its one thread. So a key is bounded on
 * both: with the keys real applications have, every JWT verifies in a fraction of a millisecond.
 */

/** The longest RSA modulus taken: the longest in common use. */
export const MAX_RSA_BITS = 4096;

/** The public exponent taken: 65537, the one every common library makes and RSA keys use in practice. */
export const RSA_PUBLIC_EXPONENT = 65537n;

/** An RSA key's public exponent; undefined for another key. */
export function publicExponent(key: KeyObject): bigint | undefined {
  return key.asymmetricKeyDetails?.publicExponent;
}

/** An RSA key's modulus length in bits; 0 for another key. */
export function modulusBits(key: KeyObject): number {
  return key.asymmetricKeyDetails?.modulusLength ?? 0;
}
