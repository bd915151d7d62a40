import { initialPhase, statusFor } from '../flow/transitions.js';
import type { Access } from '../types/access.js';
import type { AttemptInput, CreationContext } from './attempt-input.js';
import { resolveAttemptInput } from './attempt-input.js';
import { grantedAccess } from './granted-access.js';
import { InvalidInputError } from './invalid-input.js';
import type { AuthorizationRecord } from '../state/records.js';

export interface CreateAuthorizationInput extends AttemptInput {
  /**
   * Default: until now + 90 days (or the ASPSP's maximum, if shorter). Naming neither balances
   * nor transactions grants both (granted-access.ts).
   */
  access?: Access;
}

const DEFAULT_VALIDITY_SECONDS = 90 * 24 * 3600;

/** A new authorisation, as POST /auth creates it. Throws an InvalidInputError for invalid input. */
export function newAuthorization(
  input: CreateAuthorizationInput,
  context: CreationContext,
): AuthorizationRecord {
  const resolved = resolveAttemptInput(input, context);
  const maximumValidUntil = context.now + resolved.aspsp.maximum_consent_validity * 1000;
  const access = grantedAccess(
    input.access ?? {
      valid_until: new Date(
        Math.min(context.now + DEFAULT_VALIDITY_SECONDS * 1000, maximumValidUntil),
      ).toISOString(),
    },
  );
  const validUntil = Date.parse(access.valid_until);
  if (Number.isNaN(validUntil))
    throw new InvalidInputError(`access.valid_until "${access.valid_until}" is not a date-time.`);
  if (validUntil <= context.now) throw new InvalidInputError('access.valid_until is in the past.');
  if (validUntil > maximumValidUntil) {
    throw new InvalidInputError(
      `access.valid_until exceeds the maximum_consent_validity of ${resolved.aspsp.name} ` +
        `(${resolved.aspsp.maximum_consent_validity} s): it can be at most ${new Date(maximumValidUntil).toISOString()}.`,
    );
  }
  const attempt = { ...resolved, service: 'AIS' as const, access };
  const phase = initialPhase(attempt);
  return { ...attempt, phase, status: statusFor(phase, 'CREATED') };
}
