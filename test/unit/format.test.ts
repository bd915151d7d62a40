import { expect } from '@open-wc/testing';
import { formatAmount } from '../../src/i18n/format-amount.js';
import { formatDate, formatDateTime } from '../../src/i18n/format-date.js';
import { intlTag } from '../../src/i18n/intl-tag.js';

describe('formatAmount', () => {
  it('formats in the locale, Norwegian as Bokmål', () => {
    expect(formatAmount({ amount: '1234.5', currency: 'EUR' }, 'fi')).to.equal(
      new Intl.NumberFormat('fi', { style: 'currency', currency: 'EUR' }).format(1234.5),
    );
    expect(formatAmount({ amount: '10', currency: 'NOK' }, intlTag('no'))).to.equal(
      new Intl.NumberFormat('nb', { style: 'currency', currency: 'NOK' }).format(10),
    );
  });

  it('writes amounts as German, Spanish, Italian and Portuguese readers expect', () => {
    // The decimal comma and the grouping of each language; the exact spaces are the engine's.
    const amount = { amount: '1234567.5', currency: 'EUR' };
    expect(formatAmount(amount, 'de')).to.match(/^1\.234\.567,50\s€$/u);
    expect(formatAmount(amount, 'es')).to.match(/^1\.234\.567,50\s€$/u);
    expect(formatAmount(amount, 'it')).to.match(/^1\.234\.567,50\s€$/u);
    // One Portuguese catalogue, formatted as in Portugal, the market of the EEA.
    expect(formatAmount(amount, intlTag('pt'))).to.match(/^1\s234\s567,50\s€$/u);
  });

  it('shows the raw text for an amount or currency Intl cannot read', () => {
    expect(formatAmount({ amount: 'ten', currency: 'EUR' }, 'en')).to.equal('ten EUR');
    expect(formatAmount({ amount: '1', currency: 'EURO' }, 'en')).to.equal('1 EURO');
  });
});

describe('formatDate and formatDateTime', () => {
  it('keeps a calendar date on its day in every time zone', () => {
    expect(formatDate('2026-12-01', intlTag('en'))).to.equal('1 December 2026');
    expect(formatDate('2026-12-01', 'fi')).to.equal(
      new Intl.DateTimeFormat('fi', { dateStyle: 'long', timeZone: 'UTC' }).format(Date.UTC(2026, 11, 1)),
    );
  });

  it('writes the month in German, Spanish, Italian and Portuguese', () => {
    expect(formatDate('2026-03-01', 'de')).to.equal('1. März 2026');
    expect(formatDate('2026-03-01', 'es')).to.equal('1 de marzo de 2026');
    expect(formatDate('2026-03-01', 'it')).to.equal('1 marzo 2026');
    expect(formatDate('2026-03-01', intlTag('pt'))).to.equal('1 de março de 2026');
  });

  it('shows unreadable values as they came', () => {
    expect(formatDate('tomorrow', 'en')).to.equal('tomorrow');
    expect(formatDateTime('soon', 'en')).to.equal('soon');
    expect(formatDateTime('2026-12-01T10:00:00Z', 'en')).to.contain('2026');
  });
});
