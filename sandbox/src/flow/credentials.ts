import { LOGIN_REFUSAL_ERROR, loginRefusalText } from '../accounts/login-refusal.js';
import { BANK_USERS, scenarioOf } from '../data/sandbox-users.js';
import type { FlowPhase } from '../state/records.js';
import type { AuthMethod, Credential, SandboxUser } from '../types/aspsp.js';
import type { ErrorResponse } from '../types/errors.js';
import type { CredentialField } from '../types/flow.js';
import { MAX_CREDENTIAL_LENGTH } from './credential-length.js';

/** Credentials typed into a password field rather than a text field. */
const SECRET_CREDENTIALS = new Set(['password', 'pin']);

const tooLong = `is longer than ${MAX_CREDENTIAL_LENGTH} characters`;

export function credentialFields(method: AuthMethod): CredentialField[] {
  return (method.credentials ?? []).map((credential) => ({
    ...credential,
    secret: SECRET_CREDENTIALS.has(credential.name),
  }));
}

/**
 * Accepts the credentials when they fit the method's fields and belong to one of the users.
 * The answer never says which value was wrong, as a bank would not.
 */
export function checkCredentials(
  method: AuthMethod,
  submitted: Readonly<Record<string, string>>,
  users: readonly SandboxUser[],
): ErrorResponse | undefined {
  for (const field of method.credentials ?? []) {
    const value = submitted[field.name] ?? '';
    if (field.required && value === '') return wrongCredentials(`${field.title} is required.`);
    if (value.length > MAX_CREDENTIAL_LENGTH) return wrongCredentials(`${field.title} ${tooLong}.`);
    if (value !== '' && !fitsTemplate(field, value))
      return wrongCredentials(`${field.title} has the wrong format.`);
  }
  const asks = (name: string) => (method.credentials ?? []).some((field) => field.name === name);
  const known = users.some(
    (user) =>
      user.username === submitted.username &&
      user.password === submitted.password &&
      (!asks('otp') || user.otp === submitted.otp),
  );
  return known ? undefined : wrongCredentials('No test user of this bank has this username and password.');
}

/**
 * What the service can tell of credentials an application passes with auth_method, before
 * the bank sees them: names the method does not ask for, and values that miss the method's
 * template. Whether they are the PSU's real credentials only the bank knows: the PSU then
 * sees the credentials step with the error.
 */
export function credentialsProblem(
  method: AuthMethod,
  credentials: Readonly<Record<string, string>>,
): string | undefined {
  const fields = method.credentials ?? [];
  const unknown = Object.keys(credentials).filter((name) => !fields.some((field) => field.name === name));
  if (unknown.length > 0) {
    const asked = fields.map((field) => field.name).join(', ');
    return `The method "${method.name}" has no credential ${unknown.join(', ')}; it asks for ${asked}.`;
  }
  const long = fields.find((field) => (credentials[field.name]?.length ?? 0) > MAX_CREDENTIAL_LENGTH);
  if (long) return `The credential ${long.name} ${tooLong}.`;
  const misfit = fields.find((field) => {
    const value = credentials[field.name];
    return value !== undefined && !fitsTemplate(field, value);
  });
  return misfit && `The credential ${misfit.name} does not match its template ${misfit.template ?? ''}.`;
}

/**
 * The Credential's template is a regular expression of the catalogue, never of a request; the
 * value is at most MAX_CREDENTIAL_LENGTH long (checked before).
 */
function fitsTemplate(field: Credential, value: string): boolean {
  return field.template === undefined || new RegExp(field.template).test(value);
}

/**
 * An embedded login at the simulated bank of `country`: the credentials step again with an
 * error, the bank's refusal of the login-refused user (in the bank's language), or done as
 * the user who logged in (sandbox and scenario users alike).
 */
export function phaseAfterLogin(
  method: AuthMethod,
  submitted: Readonly<Record<string, string>>,
  country: string | undefined,
): FlowPhase {
  const error = checkCredentials(method, submitted, BANK_USERS);
  if (error) return { type: 'credentials', method, error };
  return phaseAfterBankLogin(submitted.username, country);
}

/** The bank's answer once a known user has logged in, on its page or through embedded credentials. */
export function phaseAfterBankLogin(username: string | undefined, country: string | undefined): FlowPhase {
  if (scenarioOf(username) === 'login_refused') {
    return { type: 'failed', error: LOGIN_REFUSAL_ERROR, error_description: loginRefusalText(country) };
  }
  return { type: 'done', bank_user: username };
}

function wrongCredentials(message: string): ErrorResponse {
  return { message, code: 422, error: 'WRONG_CREDENTIALS_PROVIDED' };
}
