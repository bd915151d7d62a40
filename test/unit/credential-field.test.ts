import { expect } from '@open-wc/testing';
import type { FlowField } from '../../src/api/types.js';
import { autocompleteFor, inputModeFor, isOneTimeCode } from '../../src/auth-flow/credential-field.js';

const field = (name: string, title: string, extra: Partial<FlowField> = {}): FlowField => ({
  name,
  title,
  required: true,
  secret: false,
  ...extra,
});

describe('credential fields', () => {
  const user = field('username', 'User ID');
  const password = field('password', 'Password', { secret: true });
  const otp = field('otp', 'One-time code', { template: '^[0-9]{6}$' });
  const customer = field('customer_number', 'Customer number');
  const fields = [user, password, otp, customer];

  it('gives password managers and SMS codes the autocomplete they look for', () => {
    expect(fields.map((f) => autocompleteFor(f, fields))).to.deep.equal([
      'username',
      'current-password',
      'one-time-code',
      'off',
    ]);
  });

  it('recognises one-time codes by name or title', () => {
    expect(isOneTimeCode(field('tan', 'TAN'))).to.equal(true);
    expect(isOneTimeCode(field('x', 'SMS code'))).to.equal(true);
    expect(isOneTimeCode(field('x', 'Verification code'))).to.equal(true);
    expect(isOneTimeCode(field('sms_code', 'Code'))).to.equal(true);
    expect(isOneTimeCode(user)).to.equal(false);
  });

  it('takes a code that a login is made of for no one-time code', () => {
    for (const title of [
      'Passcode',
      'PIN code',
      'Personal code',
      'User code',
      'Customer code',
      'Access code',
      'Postcode',
    ])
      expect(isOneTimeCode(field('login', title)), title).to.equal(false);
    expect(isOneTimeCode(field('personal_code', 'Isikukood')), 'personal_code').to.equal(false);
    const login = [field('customer_code', 'Customer code'), field('passcode', 'Passcode', { secret: true })];
    expect(login.map((f) => autocompleteFor(f, login))).to.deep.equal(['username', 'current-password']);
  });

  it('asks phones for a numeric keyboard only for digit-only templates', () => {
    expect(inputModeFor(otp)).to.equal('numeric');
    expect(inputModeFor(field('n', 'N', { template: '^\\d+$' }))).to.equal('numeric');
    expect(inputModeFor(field('n', 'N', { template: '^[A-Z]{2}\\d+$' }))).to.equal('text');
    expect(inputModeFor(user)).to.equal('text');
  });
});
