/**
 * A credential longer than any real one is refused before its template, a regular expression,
 * runs on it: through the widget API's login (checkCredentials) and POST /auth's auth_method
 * credentials (credentialsProblem) alike.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MAX_CREDENTIAL_LENGTH } from '../../sandbox/src/flow/credential-length.js';
import { checkCredentials, credentialsProblem } from '../../sandbox/src/flow/credentials.js';
import type { AuthMethod, Credential } from '../../sandbox/src/types/aspsp.js';

/** A method whose one credential counts how often its template is read. */
function watchedMethod(): { method: AuthMethod; templateReads: () => number } {
  let reads = 0;
  const credential: Credential = {
    name: 'username',
    title: 'User ID',
    required: true,
    get template() {
      reads += 1;
      return '^[a-z]+$';
    },
  };
  const method: AuthMethod = {
    name: 'embedded',
    title: 'Embedded',
    psu_type: 'personal',
    approach: 'EMBEDDED',
    hidden_method: false,
    credentials: [credential],
  };
  return { method, templateReads: () => reads };
}

const tooLong = 'a'.repeat(MAX_CREDENTIAL_LENGTH + 1);

describe('a credential longer than any real one', () => {
  it('is refused at the login without its template being run', () => {
    const { method, templateReads } = watchedMethod();
    const error = checkCredentials(method, { username: tooLong }, []);
    assert.equal(error?.message, `User ID is longer than ${MAX_CREDENTIAL_LENGTH} characters.`);
    assert.equal(templateReads(), 0);
  });

  it('is refused in POST /auth’s credentials without its template being run', () => {
    const { method, templateReads } = watchedMethod();
    const problem = credentialsProblem(method, { username: tooLong });
    assert.equal(problem, `The credential username is longer than ${MAX_CREDENTIAL_LENGTH} characters.`);
    assert.equal(templateReads(), 0);
  });

  it('is checked against its template up to that length', () => {
    const { method, templateReads } = watchedMethod();
    assert.equal(credentialsProblem(method, { username: tooLong.slice(1) }), undefined);
    assert.ok(templateReads() > 0);
  });
});
