import { createHash } from 'node:crypto';
import { UnreadableDataError } from '../persistence/journal-format.js';
import { TrackedMap } from '../persistence/tracked-map.js';

/** The journal's collection of the registration JWTs that registered an application. */
export const REGISTRATION_TOKENS_COLLECTION = 'registration-tokens';

/**
 * The registration JWTs that registered an application, by the hash of their signature, each
 * until it expires: a JWT registers once, so a replayed one registers nothing, however its
 * segments are written (the signature covers the signed text, so only the signature's own
 * writing can change, and its bytes cannot). A token is kept only once it registered, so
 * there are never more than the registrations of its lifetime. They are kept with the
 * applications in the data directory, so a restart does not let a token register again.
 */
export class UsedRegistrationTokens {
  /** When each token's lifetime ends (ms), by the hash of its signature. */
  readonly expiries = new TrackedMap<string, number>();

  /**
   * `stored`: what the data directory holds, by hash. Throws an UnreadableDataError naming a
   * value that is not a time.
   */
  constructor(stored: Iterable<readonly [string, unknown]> = []) {
    for (const [hash, expires] of stored) {
      if (typeof expires !== 'number' || !Number.isFinite(expires)) {
        throw new UnreadableDataError(
          `the record ${REGISTRATION_TOKENS_COLLECTION}["${hash}"] is not an expiry time: ${JSON.stringify(expires)}`,
        );
      }
      this.expiries.set(hash, expires);
    }
    this.expiries.takeTouched();
  }

  /** Whether the token of this signature registered already; forgets the tokens expired by `now` (ms). */
  used(signature: Uint8Array, now: number): boolean {
    // By keys and peek, which note nothing: only the tokens forgotten are written at the next commit.
    for (const hash of [...this.expiries.keys()]) {
      if ((this.expiries.peek(hash) ?? 0) < now) this.expiries.delete(hash);
    }
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
