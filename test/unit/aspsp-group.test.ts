import { expect } from '@open-wc/testing';
import { groupBanks, type GroupInfo } from '../../src/aspsp-list/group.js';

interface Bank {
  name: string;
  group?: GroupInfo;
}

const agricole = { name: 'Crédit Agricole', logo: 'https://x.test/ca.svg' };
const sparebank = { name: 'SpareBank 1', logo: 'https://x.test/sb1.svg' };
const groupOf = (bank: Bank) => bank.group;

describe('groupBanks', () => {
  it('puts the banks of one group under one entry, at the place of its first member', () => {
    const banks: Bank[] = [
      { name: 'BNP Paribas' },
      { name: 'CA Alpes Provence', group: agricole },
      { name: 'Société Générale' },
      { name: 'CA Aquitaine', group: agricole },
    ];
    expect(groupBanks(banks, groupOf)).to.deep.equal([
      { kind: 'bank', bank: banks[0] },
      { kind: 'group', name: 'Crédit Agricole', logo: agricole.logo, members: [banks[1], banks[3]] },
      { kind: 'bank', bank: banks[2] },
    ]);
  });

  it('shows a group of one as its bank', () => {
    const banks: Bank[] = [{ name: 'SpareBank 1 SR-Bank', group: sparebank }, { name: 'DNB' }];
    expect(groupBanks(banks, groupOf)).to.deep.equal([
      { kind: 'bank', bank: banks[0] },
      { kind: 'bank', bank: banks[1] },
    ]);
  });

  it('tells groups apart by name and takes the logo of the first member', () => {
    const banks: Bank[] = [
      { name: 'One', group: { name: 'G', logo: 'https://x.test/first.svg' } },
      { name: 'Two', group: { name: 'G', logo: 'https://x.test/second.svg' } },
      { name: 'Three', group: { name: 'H', logo: 'https://x.test/h.svg' } },
      { name: 'Four', group: { name: 'H', logo: 'https://x.test/h.svg' } },
    ];
    const entries = groupBanks(banks, groupOf);
    expect(entries.map((entry) => (entry.kind === 'group' ? entry.name : entry.bank.name))).to.deep.equal([
      'G',
      'H',
    ]);
    expect(entries[0]).to.include({ logo: 'https://x.test/first.svg' });
  });

  it('gives no entries for no banks', () => {
    expect(groupBanks([], groupOf)).to.deep.equal([]);
  });
});
