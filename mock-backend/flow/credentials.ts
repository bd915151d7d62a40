import { LOGIN_REFUSAL_ERROR, loginRefusalText } from '../accounts/login-refusal.js';
import { BANK_USERS, scenarioOf } from '../data/sandbox-users.js';
import type { FlowPhase } from '../state/records.js';
import type { AuthMethod, SandboxUser } from '../types/aspsp.js';
import type { ErrorResponse } from '../types/errors.js';
import type { CredentialField } from '../types/flow.js';

/** Credentials typed into a password field rather than a text field. */
const SECRET_CREDENTIALS = new Set(['password', 'pin']);

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
    if (value !== '' && field.template !== undefined && !new RegExp(field.template).test(value)) {
      return wrongCredentials(`${field.title} has the wrong format.`);
    }
  }
  const asks = (name: string) => (method.credentials ?? []).some((field) => field.name === name);
  const known = users.some(
    (user) =>
      user.username === submitted.username &&
      user.password === submitted.password &&
      (!asks('otp') || user.otp === submitted.otp),
  );
  return known ? undefined : wrongCredentials('The credentials are not correct. Check them and try again.');
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
