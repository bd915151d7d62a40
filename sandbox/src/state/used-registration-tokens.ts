import { createHash } from 'node:crypto';

/**
 * The registration JWTs that registered an application, by their hash, each until it expires:
 * a JWT registers once, so a replayed one registers nothing. A token is kept only once it
 * registered, so there are never more than the registrations of its lifetime.
 */
export class UsedRegistrationTokens {
  private readonly expiries = new Map<string, number>();

  /** Whether the token registered already; forgets the tokens expired by `now` (ms). */
  used(token: string, now: number): boolean {
    for (const [hash, expires] of this.expiries) if (expires < now) this.expiries.delete(hash);
    return this.expiries.has(digest(token));
  }

  /** `expires`: ms, when the token's lifetime (and its leeway) ends. */
  remember(token: string, expires: number): void {
    this.expiries.set(digest(token), expires);
  }
}

function digest(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
