import { expect } from '@open-wc/testing';
import { formatAmount } from '../../src/i18n/format-amount.js';
import { formatDate, formatDateTime } from '../../src/i18n/format-date.js';

describe('formatAmount', () => {
  it('formats in the locale, Norwegian as Bokmål', () => {
    expect(formatAmount({ amount: '1234.5', currency: 'EUR' }, 'fi')).to.equal(
      new Intl.NumberFormat('fi', { style: 'currency', currency: 'EUR' }).format(1234.5),
    );
    expect(formatAmount({ amount: '10', currency: 'NOK' }, 'no')).to.equal(
      new Intl.NumberFormat('nb', { style: 'currency', currency: 'NOK' }).format(10),
    );
  });

  it('shows the raw text for an amount or currency Intl cannot read', () => {
    expect(formatAmount({ amount: 'ten', currency: 'EUR' }, 'en')).to.equal('ten EUR');
    expect(formatAmount({ amount: '1', currency: 'EURO' }, 'en')).to.equal('1 EURO');
  });
});

describe('formatDate and formatDateTime', () => {
  it('keeps a calendar date on its day in every time zone', () => {
    expect(formatDate('2026-12-01', 'en')).to.equal('December 1, 2026');
    expect(formatDate('2026-12-01', 'fi')).to.equal(
      new Intl.DateTimeFormat('fi', { dateStyle: 'long', timeZone: 'UTC' }).format(Date.UTC(2026, 11, 1)),
    );
  });

  it('shows unreadable values as they came', () => {
    expect(formatDate('tomorrow', 'en')).to.equal('tomorrow');
    expect(formatDateTime('soon', 'en')).to.equal('soon');
    expect(formatDateTime('2026-12-01T10:00:00Z', 'en')).to.contain('2026');
  });
});
