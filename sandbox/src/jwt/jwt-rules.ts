import { JWT_MAX_LIFETIME_SECONDS } from '../data/jwt-claims.js';

/** The token of `Authorization: Bearer <JWT>`; undefined when the header carries none. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header ?? '');
  return match?.[1];
}

/** Why the token's lifetime is refused, or undefined: the specification caps exp - iat at 86400 s. */
export function lifetimeProblem(claims: { iat: number; exp: number }): string | undefined {
  const lifetime = claims.exp - claims.iat;
  if (lifetime > JWT_MAX_LIFETIME_SECONDS) {
    return `The JWT lives ${lifetime} s (exp - iat); at most ${JWT_MAX_LIFETIME_SECONDS} s is accepted.`;
  }
  if (lifetime <= 0) return 'The JWT expires before it was issued (exp <= iat).';
  return undefined;
}
