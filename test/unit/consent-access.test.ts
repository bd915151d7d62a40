import { expect } from '@open-wc/testing';
import { accessRights } from '../../src/access/access-rights.js';
import { accountLabel } from '../../src/access/account-label.js';

const validUntil = '2030-01-31T12:00:00Z';

describe('accessRights', () => {
  it('lists the account details, balances and transactions when all are asked for', () => {
    expect(accessRights({ valid_until: validUntil, balances: true, transactions: true })).to.deep.equal({
      rights: ['consentAccessAccounts', 'consentAccessBalances', 'consentAccessTransactions'],
      accounts: [],
    });
  });

  it('lists only the account details when neither balances nor transactions are asked for', () => {
    expect(accessRights({ valid_until: validUntil }).rights).to.deep.equal(['consentAccessAccounts']);
    expect(
      accessRights({ valid_until: validUntil, balances: false, transactions: false }).rights,
    ).to.deep.equal(['consentAccessAccounts']);
  });

  it('keeps balances and transactions apart', () => {
    expect(accessRights({ valid_until: validUntil, balances: true }).rights).to.deep.equal([
      'consentAccessAccounts',
      'consentAccessBalances',
    ]);
    expect(accessRights({ valid_until: validUntil, transactions: true }).rights).to.deep.equal([
      'consentAccessAccounts',
      'consentAccessTransactions',
    ]);
  });

  it('names the accounts the access is limited to, skipping entries that identify nothing', () => {
    const access = {
      valid_until: validUntil,
      accounts: [
        { iban: 'FI2112345600000785' },
        {},
        { other: { identification: '12345678', scheme_name: 'BBAN' } },
      ],
    };
    expect(accessRights(access).accounts).to.deep.equal(['FI21 1234 5600 0007 85', '12345678']);
  });

  it('treats a malformed accounts field as no named accounts', () => {
    const access = { valid_until: validUntil, accounts: 'FI2112345600000785' } as never;
    expect(accessRights(access).accounts).to.deep.equal([]);
  });
});

describe('accountLabel', () => {
  it('groups an IBAN in fours, whatever spacing and case it came in', () => {
    expect(accountLabel({ iban: 'fi21 1234 5600 0007 85' })).to.equal('FI21 1234 5600 0007 85');
    expect(accountLabel({ iban: 'DE89370400440532013000' })).to.equal('DE89 3704 0044 0532 0130 00');
  });

  it('falls back to the other identification when there is no IBAN', () => {
    expect(
      accountLabel({ iban: ' ', other: { identification: ' 0532013000 ', scheme_name: 'BBAN' } }),
    ).to.equal('0532013000');
  });

  it('gives nothing for an entry without a usable identification', () => {
    expect(accountLabel({})).to.equal(undefined);
    expect(accountLabel({ other: { identification: '', scheme_name: 'BBAN' } })).to.equal(undefined);
    expect(accountLabel(null)).to.equal(undefined);
    expect(accountLabel('FI2112345600000785')).to.equal(undefined);
  });
});
