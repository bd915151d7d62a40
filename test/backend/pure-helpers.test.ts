import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { slugify } from '../../sandbox/src/catalogue/slug.js';
import { oneTimeCodeMethod } from '../../sandbox/src/data/auth-methods.js';
import { SANDBOX_USERS } from '../../sandbox/src/data/sandbox-users.js';
import { checkCredentials } from '../../sandbox/src/flow/credentials.js';
import { verificationCodeFor } from '../../sandbox/src/flow/verification-code.js';
import { connectionPeer } from '../../sandbox/src/http/connection-peer.js';
import { escapeHtml } from '../../sandbox/src/http/html.js';
import { nestsDeeperThan } from '../../sandbox/src/http/json-nesting.js';
import { logoInitials } from '../../sandbox/src/logos/logo-svg.js';
import { isValidAmount, sumAmounts } from '../../sandbox/src/payment/amounts.js';
import { MockStore } from '../../sandbox/src/state/store.js';

describe('the pure parts of the backend', () => {
  it('keeps an issued authorisation code, its expiry and its use', () => {
    const store = new MockStore();
    const code = store.issueAuthorizationCode('auth-1', 0);
    assert.deepEqual(store.authorizationCode(code), { authorization_id: 'auth-1', expires_at: 10 * 60_000 });
    store.markCodeUsed(code, 'session-1');
    assert.equal(store.authorizationCode(code)?.session_id, 'session-1');
    assert.equal(store.authorizationCode('unknown'), undefined);
    store.reset();
    assert.equal(store.authorizationCode(code), undefined);
  });

  it('sums amounts exactly and validates them', () => {
    assert.equal(sumAmounts(['0.10', '0.2']), '0.30');
    assert.equal(sumAmounts(['1999.99', '0.01', '3']), '2003.00');
    assert.ok(isValidAmount('12.50') && isValidAmount('7'));
    for (const bad of ['0', '0.00', '-1', '1.234', '1,50', '01.00', '']) assert.ok(!isValidAmount(bad), bad);
  });

  it('checks credentials against the sandbox users', () => {
    const method = oneTimeCodeMethod('personal');
    assert.equal(
      checkCredentials(method, { username: 'demo', password: 'demo1234', otp: '123456' }, SANDBOX_USERS),
      undefined,
    );
    assert.equal(
      checkCredentials(method, { username: 'demo', password: 'tester5678', otp: '654321' }, SANDBOX_USERS)
        ?.error,
      'WRONG_CREDENTIALS_PROVIDED',
      'values of two different users do not add up to one',
    );
    assert.match(
      checkCredentials(method, { username: 'demo', password: 'demo1234' }, SANDBOX_USERS)?.message ?? '',
      /required/,
    );
  });

  it('derives a stable 4-digit verification code', () => {
    const id = '3f0c4a52-7d7e-4a53-9c1e-2a2b3c4d5e6f';
    assert.match(verificationCodeFor(id), /^[0-9]{4}$/);
    assert.equal(verificationCodeFor(id), verificationCodeFor(id));
  });

  it('counts a connection against its IPv4 address, or its IPv6 /64', () => {
    assert.equal(connectionPeer('::ffff:127.0.0.2'), connectionPeer('127.0.0.2'));
    assert.notEqual(connectionPeer('127.0.0.1'), connectionPeer('127.0.0.2'));
    assert.notEqual(connectionPeer('::1'), connectionPeer('::2'));
    assert.equal(connectionPeer('2001:db8::1'), connectionPeer('2001:db8:0:0:ffff::2'));
    assert.notEqual(connectionPeer('2001:db8::1'), connectionPeer('2001:db8:0:1::1'));
  });

  it('finds nesting too deep in one pass, brackets in strings aside', () => {
    assert.ok(nestsDeeperThan('[[[1]]]', 2));
    assert.ok(!nestsDeeperThan('[[[1]]]', 3));
    assert.ok(!nestsDeeperThan('{"a": [{"b": "[[[[\\"[[["}]}', 3));
    assert.ok(nestsDeeperThan('{"a": [{"b": "\\\\"}, [[1]]]}', 3));
  });

  it('escapes HTML and makes slugs and initials from names', () => {
    assert.equal(
      escapeHtml(`<a href="x">Lån & 'Spar'</a>`),
      '&lt;a href=&quot;x&quot;&gt;Lån &amp; &#39;Spar&#39;&lt;/a&gt;',
    );
    assert.equal(slugify('Spar- und Darlehnskasse Weißenfels eG'), 'spar-und-darlehnskasse-weissenfels-eg');
    assert.equal(slugify('Bank Spółdzielczy w Łodzi'), 'bank-spoldzielczy-w-lodzi');
    assert.equal(logoInitials('Sparkasse KölnBonn'), 'SK');
    assert.equal(logoInitials('OP'), 'OP');
    assert.equal(logoInitials('Lån & Spar Bank'), 'LS');
    assert.equal(logoInitials('Ålandsbanken'), 'ÅL');
  });
});
