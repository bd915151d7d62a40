import type { AuthMethod, Credential, PSUType } from '../types/aspsp.js';

const USER_ID: Credential = { name: 'username', title: 'User ID', required: true };
const PASSWORD: Credential = { name: 'password', title: 'Password', required: true };
const ONE_TIME_CODE: Credential = {
  name: 'otp',
  title: 'One-time code',
  required: true,
  description: 'The 6-digit code from your code app or code card',
  template: '^[0-9]{6}$',
};

/** The PSU logs in on the bank's own pages. */
export function redirectMethod(psu_type: PSUType, title = 'Online bank', name = 'redirect'): AuthMethod {
  return { name, title, psu_type, approach: 'REDIRECT', hidden_method: false };
}

/** The PSU types a user ID and password into the widget. */
export function passwordMethod(
  psu_type: PSUType,
  title = 'User ID and password',
  name = 'password',
): AuthMethod {
  return {
    name,
    title,
    psu_type,
    approach: 'EMBEDDED',
    hidden_method: false,
    credentials: [USER_ID, PASSWORD],
  };
}

/** The PSU types a user ID, a password and a one-time code into the widget. */
export function oneTimeCodeMethod(
  psu_type: PSUType,
  title = 'User ID, password and one-time code',
  name = 'code_app',
): AuthMethod {
  return {
    name,
    title,
    psu_type,
    approach: 'EMBEDDED',
    hidden_method: false,
    credentials: [USER_ID, PASSWORD, ONE_TIME_CODE],
  };
}

/** The PSU approves the request on another device; `name` picks the prompt in decoupled-prompts.ts. */
export function appMethod(psu_type: PSUType, name: string, title: string): AuthMethod {
  return { name, title, psu_type, approach: 'DECOUPLED', hidden_method: false };
}

/** A method only an application can choose through the API (auth_method), never the PSU. */
export function hidden(method: AuthMethod): AuthMethod {
  return { ...method, hidden_method: true };
}
