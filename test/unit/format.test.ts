import { expect } from '@open-wc/testing';
import { formatAmount } from '../../src/i18n/format-amount.js';
import { formatDate, formatDateTime } from '../../src/i18n/format-date.js';
import { intlTag } from '../../src/i18n/intl-tag.js';
import { locales } from '../../src/i18n/locale.js';
import { formatMessage, type MessageFormats } from '../../src/i18n/message.js';

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

  it('shows every decimal the backend wrote, and every digit of a large amount', () => {
    expect(formatAmount({ amount: '0.125', currency: 'EUR' }, 'en')).to.equal('€0.125');
    expect(formatAmount({ amount: '100.5', currency: 'JPY' }, 'en')).to.equal('¥100.5');
    expect(formatAmount({ amount: '1.2345', currency: 'BHD' }, 'en')).to.match(/^BHD\s1\.2345$/u);
    expect(formatAmount({ amount: '12345678901234567.89', currency: 'EUR' }, 'en')).to.equal(
      '€12,345,678,901,234,567.89',
    );
    // The currency's usual decimals otherwise.
    expect(formatAmount({ amount: '12.3', currency: 'EUR' }, 'en')).to.equal('€12.30');
    expect(formatAmount({ amount: '100', currency: 'JPY' }, 'en')).to.equal('¥100');
  });

  it('shows the raw text for an amount or currency Intl cannot read', () => {
    expect(formatAmount({ amount: 'ten', currency: 'EUR' }, 'en')).to.equal('ten EUR');
    expect(formatAmount({ amount: '1', currency: 'EURO' }, 'en')).to.equal('1 EURO');
  });

  it('reads only a decimal as a number, so that no other text shows as another amount', () => {
    for (const amount of ['', ' ', '0x64', '1e2', '+5', '.5', '5.', 'Infinity', '1_000']) {
      expect(formatAmount({ amount, currency: 'EUR' }, 'en'), amount).to.equal(`${amount} EUR`);
    }
    expect(formatAmount({ amount: '-12.30', currency: 'EUR' }, 'en')).to.equal('-€12.30');
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

  it('writes the first of the month as French does, "1er", and any other day as Intl does', () => {
    expect(formatDate('2026-01-01', 'fr')).to.equal('1er janvier 2026');
    expect(formatDate('2026-01-01', 'fr-BE')).to.equal('1er janvier 2026');
    expect(formatDateTime('2026-01-01T09:30:00Z', 'fr')).to.match(/^1er janvier 2026 /);
    expect(formatDate('2026-01-11', 'fr')).to.equal('11 janvier 2026');
    expect(formatDate('2026-01-21', 'fr')).to.equal('21 janvier 2026');
    expect(formatDate('2026-01-01', intlTag('en'))).to.equal('1 January 2026');
  });

  it('shows unreadable values as they came', () => {
    expect(formatDate('tomorrow', 'en')).to.equal('tomorrow');
    expect(formatDateTime('soon', 'en')).to.equal('soon');
    expect(formatDateTime('2026-12-01T10:00:00Z', 'en')).to.contain('2026');
  });
});

describe('formatMessage, a count', () => {
  /** Formats that make the plural rules only: a number format asked for fails the test. */
  const withoutNumberFormat = (tag: string): MessageFormats => ({
    pluralRules: new Intl.PluralRules(tag),
    get numberFormat(): Intl.NumberFormat {
      throw new Error(`a number format was made for ${tag}`);
    },
  });

  it('writes a whole number below 1,000 as the number format would, without making one, in every language and region', () => {
    const regions = [undefined, 'de-AT', 'fr-CH', 'en-IN', 'sv-FI', 'ru-KZ', 'pt-BR', 'es-MX'];
    for (const locale of locales) {
      for (const region of regions) {
        const tag = intlTag(locale, region?.startsWith(locale) ? region : undefined);
        const format = new Intl.NumberFormat(tag);
        const written = Array.from({ length: 1000 }, (_, count) =>
          formatMessage('{count}', { count }, withoutNumberFormat(tag)),
        );
        const expected = Array.from({ length: 1000 }, (_, count) => format.format(count));
        expect(written, tag).to.deep.equal(expected);
      }
    }
  });

  it('writes larger and fractional numbers through the number format', () => {
    const formats: MessageFormats = {
      pluralRules: new Intl.PluralRules('de'),
      numberFormat: new Intl.NumberFormat('de'),
    };
    expect(formatMessage('{count}', { count: 2066 }, formats)).to.equal('2.066');
    expect(formatMessage('{count}', { count: 1.5 }, formats)).to.equal('1,5');
    expect(() => formatMessage('{count}', { count: 1000 }, withoutNumberFormat('de'))).to.throw(
      'number format',
    );
  });
});
