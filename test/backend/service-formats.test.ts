/** The pure formats of the service's answers: its date-times and its account identification hashes. */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { describe, it } from 'node:test';
import { fieldPathsJson, identificationHashes } from '../../sandbox/src/accounts/identification-hashes.js';
import { serviceDateTime } from '../../sandbox/src/clock/service-date-time.js';

describe('serviceDateTime: UTC, Z and microseconds', () => {
  for (const [sent, written] of [
    ['2026-12-01T12:00:00.123+02:00', '2026-12-01T10:00:00.123000Z'],
    ['2026-12-01T12:00:00+00:00', '2026-12-01T12:00:00.000000Z'],
    ['2024-11-26T05:16:41.977681Z', '2024-11-26T05:16:41.977681Z'],
    ['2024-11-26T05:16:41.9776819Z', '2024-11-26T05:16:41.977681Z'],
    ['2026-03-01T01:30:00-05:30', '2026-03-01T07:00:00.000000Z'],
    ['2025-01-01T00:59:59.5+01:00', '2024-12-31T23:59:59.500000Z'],
    ['2024-02-29t23:00:00.25z', '2024-02-29T23:00:00.250000Z'],
  ] as const) {
    it(`"${sent}" is written "${written}"`, () => assert.equal(serviceDateTime(sent), written));
  }

  it('a time in ms has its milliseconds as the first three digits', () => {
    assert.equal(serviceDateTime(Date.parse('2026-12-01T10:00:00.007Z')), '2026-12-01T10:00:00.007000Z');
    assert.equal(serviceDateTime(-1), '1969-12-31T23:59:59.999000Z');
  });

  it('text that is not a date-time is left as it is', () => {
    assert.equal(serviceDateTime('2026-12-01'), '2026-12-01');
    assert.equal(serviceDateTime('soon'), 'soon');
  });
});

describe('identification hashes', () => {
  const account = {
    aspspName: 'S-Pankki',
    aspspCountry: 'FI',
    identification: { identification: 'FI2112345600000785', scheme_name: 'IBAN' as const },
    currency: 'EUR',
    resourceId: 'r-1',
    name: 'Äijä Oy',
  };

  it('lays out the field paths as the service does: each list item on its own line, ASCII only', () => {
    const json = fieldPathsJson([['account', 'account_id', 'iban']]);
    assert.equal(json, '[\n[\n"account",\n"account_id",\n"iban"\n]\n]');
    assert.equal(
      Buffer.from(json).toString('base64'),
      'WwpbCiJhY2NvdW50IiwKImFjY291bnRfaWQiLAoiaWJhbiIKXQpd',
    );
    assert.equal(fieldPathsJson([['ä'], []]), '[\n[\n"\\u00e4"\n],\n[]\n]');
  });

  it("the primary hash is the IBAN's: its paths, a dot, the SHA-256 of its values", () => {
    const [primary] = identificationHashes(account);
    const values = '[\n"FI2112345600000785"\n]';
    const digest = createHash('sha256').update(values).digest('base64');
    assert.equal(primary, `WwpbCiJhY2NvdW50IiwKImFjY291bnRfaWQiLAoiaWJhbiIKXQpd.${digest}`);
  });

  it('changes with the account, not with anything else of it in the primary hash', () => {
    const [primary, withCurrency] = identificationHashes(account);
    const [otherResource] = identificationHashes({ ...account, resourceId: 'r-2', name: 'Other' });
    assert.equal(otherResource, primary);
    const [otherIban] = identificationHashes({
      ...account,
      identification: { identification: 'FI2112345600000786', scheme_name: 'IBAN' },
    });
    assert.notEqual(otherIban, primary);
    const [, inUsd] = identificationHashes({ ...account, currency: 'USD' });
    assert.notEqual(inUsd, withCurrency);
  });

  it('an account without an identification or a name has the resource id hash alone', () => {
    const hashes = identificationHashes({ ...account, identification: undefined, name: undefined });
    assert.equal(hashes.length, 1);
    const paths = Buffer.from(String(hashes[0]).split('.')[0] ?? '', 'base64').toString();
    assert.deepEqual(JSON.parse(paths), [['aspsp_name'], ['aspsp_country'], ['account', 'resource_id']]);
  });
});
