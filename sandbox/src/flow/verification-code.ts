import { createHash } from 'node:crypto';

/**
 * The 4-digit control code a decoupled app shows next to the request. Derived from the
 * attempt id, so the step reads the same on every poll without storing it.
 */
export function verificationCodeFor(attemptId: string): string {
  const number = createHash('sha256').update(attemptId).digest().readUInt16BE(0) % 10_000;
  return String(number).padStart(4, '0');
}
