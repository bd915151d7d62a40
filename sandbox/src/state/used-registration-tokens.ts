import { createHash } from 'node:crypto';

/**
 * The registration JWTs that registered an application, by the hash of their signature, each
 * until it expires: a JWT registers once, so a replayed one registers nothing, however its
 * segments are written (the signature covers the signed text, so only the signature's own
 * writing can change, and its bytes cannot). A token is kept only once it registered, so
 * there are never more than the registrations of its lifetime.
 */
export class UsedRegistrationTokens {
  private readonly expiries = new Map<string, number>();

  /** Whether the token of this signature registered already; forgets the tokens expired by `now` (ms). */
  used(signature: Uint8Array, now: number): boolean {
    for (const [hash, expires] of this.expiries) if (expires < now) this.expiries.delete(hash);
    return this.expiries.has(digest(signature));
  }

  /** `expires`: ms, when the token's lifetime (and its leeway) ends. */
  remember(signature: Uint8Array, expires: number): void {
    this.expiries.set(digest(signature), expires);
  }
}

function digest(signature: Uint8Array): string {
  return createHash('sha256').update(signature).digest('base64url');
}
