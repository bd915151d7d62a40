/**
 * The account hashes and psu_id_hash in the service's format: identification_hash is the
 * base64 of the JSON list of the hashed field paths, a dot, and the base64 SHA-256 digest;
 * the same account has the same hashes in every session, for every PSU and application.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { asObject } from './backend-fixture.js';
import {
  accountOf,
  accountsOf,
  openSession,
  startAccountsBackend,
  type AccountsBackend,
} from './accounts-fixture.js';
import { paymentBody } from './json-api-fixture.js';

/** The service's primary hash of an account with an IBAN starts with this (the paths, base64). */
const IBAN_PATHS = 'WwpbCiJhY2NvdW50IiwKImFjY291bnRfaWQiLAoiaWJhbiIKXQpd';
const STANDARD_BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
const PSU_ID_HASH = /^[0-9a-f]{64}$/;

/** The service's layout of the paths: JSON with every list item on a line of its own, no indent. */
function serviceLayout(paths: string[][]): string {
  const list = (items: string[]) => `[\n${items.join(',\n')}\n]`;
  return list(paths.map((path) => list(path.map((name) => JSON.stringify(name)))));
}

/** The field paths a hash was made of, and its digest's length in bytes; fails on another format. */
function readHash(hash: string): { paths: unknown; digestBytes: number } {
  const parts = hash.split('.');
  assert.equal(parts.length, 2, `${hash}: the paths, a dot, the digest`);
  const [paths = '', digest = ''] = parts;
  assert.match(paths, STANDARD_BASE64, `${hash}: the paths are standard base64 with padding`);
  assert.match(digest, STANDARD_BASE64, `${hash}: the digest is standard base64 with padding`);
  const json = Buffer.from(paths, 'base64').toString('utf8');
  assert.equal(json, serviceLayout(JSON.parse(json) as string[][]), `${hash}: one path element a line`);
  return { paths: JSON.parse(json), digestBytes: Buffer.from(digest, 'base64').length };
}

const hashesOf = (session: Record<string, unknown>) =>
  accountsOf(session).map((account) => [account.identification_hash, account.identification_hashes]);

describe('identification hashes and psu_id_hash in the service format', () => {
  let sandbox: AccountsBackend;
  let session: Record<string, unknown>;
  before(async () => {
    sandbox = await startAccountsBackend();
    session = await openSession(sandbox, { body: { psu_id: 'psu-a' } });
  });
  after(() => sandbox.close());

  it('an account with an IBAN: the IBAN first, then IBAN and currency, the bank resource id, the account name', () => {
    const current = accountOf(session, 'CACC', 'EUR');
    const hash = String(current.identification_hash);
    assert.ok(hash.startsWith(`${IBAN_PATHS}.`), hash);
    assert.equal(readHash(hash).digestBytes, 32);
    const hashes = current.identification_hashes as string[];
    assert.equal(hashes[0], hash);
    assert.deepEqual(
      hashes.map((each) => readHash(each).paths),
      [
        [['account', 'account_id', 'iban']],
        [
          ['account', 'account_id', 'iban'],
          ['account', 'currency'],
        ],
        [['aspsp_name'], ['aspsp_country'], ['account', 'resource_id']],
        [['aspsp_name'], ['aspsp_country'], ['account', 'name']],
      ],
    );
    for (const each of hashes) assert.equal(readHash(each).digestBytes, 32);
  });

  it('a card without an IBAN: the ASPSP with its scheme and identification first', () => {
    const card = accountOf(session, 'CARD');
    const hashes = card.identification_hashes as string[];
    assert.equal(hashes[0], card.identification_hash);
    assert.deepEqual(readHash(String(card.identification_hash)).paths, [
      ['aspsp_name'],
      ['aspsp_country'],
      ['account', 'account_id', 'other', 'scheme_name'],
      ['account', 'account_id', 'other', 'identification'],
    ]);
  });

  it('the same accounts have the same hashes in another session, for another PSU and application; others differ', async () => {
    const again = await openSession(sandbox, { body: { psu_id: 'psu-b' }, application: 'sandbox-tpp' });
    assert.deepEqual(hashesOf(again), hashesOf(session));
    const shown = asObject((await sandbox.call(`/sessions/${String(session.session_id)}`)).json);
    assert.deepEqual(
      (shown.accounts_data as unknown[]).map((account) => asObject(account).identification_hash),
      accountsOf(session).map((account) => account.identification_hash),
    );
    const tester = await openSession(sandbox, { bankUser: 'tester' });
    const theirs = new Set(accountsOf(tester).map((account) => account.identification_hash));
    for (const account of accountsOf(session)) assert.ok(!theirs.has(account.identification_hash));
    const ownHashes = accountsOf(session).map((account) => account.identification_hash);
    assert.equal(new Set(ownHashes).size, ownHashes.length, 'each account of a user has its own hash');
  });

  it('psu_id_hash is 64 lowercase hex characters, the same for one PSU id of one application', async () => {
    const started = async (psuId: string, application?: string) => {
      const result = await sandbox.call('/auth', {
        body: {
          aspsp: { name: 'S-Pankki', country: 'FI' },
          access: { valid_until: new Date(sandbox.clock() + 86_400_000).toISOString() },
          redirect_url: 'http://allowed.test/callback',
          state: 'hash',
          psu_id: psuId,
        },
        application,
      });
      assert.equal(result.status, 200, result.text);
      return String(asObject(result.json).psu_id_hash);
    };
    const first = await started('psu-1');
    assert.match(first, PSU_ID_HASH);
    assert.equal(await started('psu-1'), first);
    assert.notEqual(await started('psu-1', 'sandbox-tpp'), first);
    const payment = await sandbox.call('/payments', { body: paymentBody({ psu_id: 'psu-1' }) });
    assert.equal(asObject(payment.json).psu_id_hash, first);
    const shown = await sandbox.call(`/sessions/${String(session.session_id)}`);
    assert.match(String(asObject(shown.json).psu_id_hash), PSU_ID_HASH);
  });
});
