/** How a credential is typed: autocomplete and input mode, from what the field is. */
import type { FlowField } from '../api/types.js';

export type CredentialAutocomplete = 'username' | 'current-password' | 'one-time-code' | 'off';

/** A "code" is one, unless it names what a login is: a passcode, a PIN, a customer's or a user's. */
const oneTimeCode = /otp|one.?time|tan\b|sms|(?<!(pass|pin|user|customer|personal|access|post)[\W_]?)code/i;

export function isOneTimeCode(field: FlowField): boolean {
  return oneTimeCode.test(field.name) || oneTimeCode.test(field.title);
}

/**
 * Autocomplete values that let password managers and the phone's SMS-code suggestion
 * help the PSU: the first plain field is the user name.
 */
export function autocompleteFor(field: FlowField, fields: readonly FlowField[]): CredentialAutocomplete {
  if (isOneTimeCode(field)) return 'one-time-code';
  if (field.secret) return 'current-password';
  const firstPlain = fields.find((candidate) => !candidate.secret && !isOneTimeCode(candidate));
  return firstPlain === field ? 'username' : 'off';
}

/** A numeric keyboard on phones when the template asks for digits only. */
export function inputModeFor(field: FlowField): 'numeric' | 'text' {
  return field.template !== undefined && /^\^?(\[0-9\]|\\d)(\{[\d,]+\}|[+*])?\$?$/.test(field.template)
    ? 'numeric'
    : 'text';
}
