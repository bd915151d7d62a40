import { expect } from '@open-wc/testing';
import { toBankRecords, type BankRecord } from '../../src/aspsp-list/bank-records.js';
import { itemName } from '../../src/aspsp-list/list-items.js';
import { BankListModel, type ListFilter } from '../../src/aspsp-list/list-model.js';
import { announcementFor } from '../../src/aspsp-list/list-status.js';
import { aspspEntry } from '../support/aspsp-entry.js';

const group = { name: 'Crédit Agricole', logo: 'https://x.test/ca.svg' };
const records = toBankRecords([
  aspspEntry('Société Générale'),
  aspspEntry('Crédit Agricole Alpes Provence', { group }),
  aspspEntry('Crédit Agricole de Lorraine', { group }),
  aspspEntry('BNP Paribas'),
  aspspEntry('Boursorama', { beta: true }),
]);
function byName(name: string): BankRecord {
  const record = records.find((candidate) => candidate.name === name);
  if (!record) throw new Error(`No bank named ${name}`);
  return record;
}
const collator = () => new Intl.Collator('fr', { sensitivity: 'base', numeric: true });
const noFilter: ListFilter = { term: '', group: undefined, recent: [], noBeta: false };

function modelOf(filter: Partial<ListFilter> = {}, noBeta = false): BankListModel {
  const model = new BankListModel();
  model.sort(records, 'fr', collator);
  model.index(noBeta, collator);
  model.filter({ ...noFilter, noBeta, ...filter });
  return model;
}

const names = (model: BankListModel) => model.items.map(itemName);

describe('BankListModel', () => {
  it('says whether the answer or only the locale changed, and nothing for the same two', () => {
    const model = new BankListModel();
    let sorted = 0;
    const counting = () => (sorted++, collator());
    expect(model.sort(records, 'fr', counting)).to.equal('data');
    expect(model.sort(records, 'fr', counting)).to.equal(undefined);
    expect(model.sort(records, 'sv', counting)).to.equal('filter');
    expect(sorted).to.equal(2);
  });

  it('never asks for a collator before there is an answer', () => {
    const model = new BankListModel();
    const refuse = (): Intl.Collator => {
      throw new Error('asked for a collator');
    };
    model.sort([], 'fr', refuse);
    model.index(false, refuse);
    model.filter(noFilter);
    expect(model.items).to.deep.equal([]);
  });

  it('folds no name for search before its first cards, and every name in the index slices', () => {
    const fresh = toBankRecords([aspspEntry('Société Générale'), aspspEntry('BNP Paribas')]);
    const model = new BankListModel();
    model.sort(fresh, 'fr', collator);
    model.index(false, collator);
    model.filter(noFilter);
    expect(names(model)).to.deep.equal(['BNP Paribas', 'Société Générale']);
    expect(fresh.map((record) => record.key)).to.deep.equal([undefined, undefined]);
    for (const slice of model.indexSlices()) slice();
    expect(fresh.map((record) => record.key?.name.text)).to.deep.equal(['societe generale', 'bnp paribas']);
  });

  it('folds a few hundred names per slice, so a key pressed meanwhile waits for no more', () => {
    const many = toBankRecords(
      Array.from({ length: 600 }, (_, index) =>
        aspspEntry(`Spółdzielczy Bank ${String(index).padStart(3, '0')}`),
      ),
    );
    const model = new BankListModel();
    model.sort(many, 'pl', collator);
    model.index(false, collator);
    const slices = model.indexSlices();
    const folded = () => many.filter((record) => record.key !== undefined).length;
    const after = slices.map((slice) => {
      slice();
      return folded();
    });
    expect(after).to.deep.equal([250, 500, 600, 600]);
  });

  it('finds banks by a search made before the index slices, or between two of them', () => {
    const fresh = toBankRecords([aspspEntry('Société Générale'), aspspEntry('BNP Paribas')]);
    const model = new BankListModel();
    model.sort(fresh, 'fr', collator);
    model.index(false, collator);
    model.filter({ ...noFilter, term: 'societe' });
    expect(names(model)).to.deep.equal(['Société Générale']);

    const many = toBankRecords(
      Array.from({ length: 300 }, (_, index) => aspspEntry(`Bank Łódź ${String(index).padStart(3, '0')}`)),
    );
    model.sort(many, 'pl', collator);
    model.index(false, collator);
    model.indexSlices()[0]?.();
    model.filter({ ...noFilter, term: 'lodz 29' });
    expect(names(model)).to.deep.equal([...Array(10).keys()].map((digit) => `Bank Łódź 29${digit}`));
  });

  it('lists the group card and the other banks by name', () => {
    expect(names(modelOf())).to.deep.equal([
      'BNP Paribas',
      'Boursorama',
      'Crédit Agricole',
      'Société Générale',
    ]);
    expect(names(modelOf({}, true))).to.not.include('Boursorama');
  });

  it("shows an open group's members, and finds a search's results", () => {
    expect(names(modelOf({ group: 'Crédit Agricole' }))).to.deep.equal([
      'Crédit Agricole Alpes Provence',
      'Crédit Agricole de Lorraine',
    ]);
    expect(names(modelOf({ term: 'bour' }))).to.deep.equal(['Boursorama']);
    expect(modelOf().group('No such group')).to.equal(undefined);
  });

  it('puts the remembered banks first on the whole list only, each once', () => {
    const recent = [byName('Société Générale')];
    const whole = modelOf({ recent });
    expect(whole.recentCount).to.equal(1);
    expect(names(whole)).to.deep.equal(['Société Générale', 'BNP Paribas', 'Boursorama', 'Crédit Agricole']);
    expect(modelOf({ recent, term: 'soc' }).recentCount).to.equal(0);
    expect(modelOf({ recent, group: 'Crédit Agricole' }).recentCount).to.equal(0);
    expect(modelOf({ recent: [byName('Boursorama')] }, true).recentCount).to.equal(0);
  });

  it('counts positions within each listbox', () => {
    const model = modelOf({ recent: [byName('Société Générale')] });
    expect(model.placeOf(0, 2)).to.deep.equal({ index: 0, active: false, position: 0, total: 1 });
    expect(model.placeOf(2, 2)).to.deep.equal({ index: 2, active: true, position: 1, total: 3 });
  });
});

describe('announcementFor', () => {
  it("announces an open group's members, a search's results or all banks", () => {
    expect(announcementFor(2, 'x', 'Crédit Agricole')).to.deep.equal({
      kind: 'group',
      count: 2,
      group: 'Crédit Agricole',
    });
    expect(announcementFor(3, ' bnp ', undefined)).to.deep.equal({ kind: 'search', count: 3 });
    expect(announcementFor(9, '  ', undefined)).to.deep.equal({ kind: 'all', count: 9 });
    expect(announcementFor(0, '', undefined)).to.deep.equal({ kind: 'empty', count: 0 });
  });
});
