import { expect } from '@open-wc/testing';
import { catalogs } from '../../src/i18n/locales/all.js';
import { intlTag } from '../../src/i18n/intl-tag.js';
import { locales } from '../../src/i18n/locale.js';
import { en } from '../../src/i18n/locales/en.js';
import { formatMessage } from '../../src/i18n/message.js';

const keys = Object.keys(en).sort();
const placeholders = (text: string) => [...new Set(text.match(/\{\w+\}/g))].sort();

describe('locale catalogues', () => {
  for (const locale of locales) {
    it(`${locale} has every message, translated, with the same placeholders`, () => {
      const catalog = catalogs[locale];
      expect(Object.keys(catalog).sort()).to.deep.equal(keys);
      for (const key of keys) {
        const message = catalog[key as keyof typeof en];
        const forms = typeof message === 'string' ? [message] : Object.values(message);
        const english = en[key as keyof typeof en];
        const reference = placeholders(typeof english === 'string' ? english : english.other);
        for (const form of forms) {
          expect(form.trim(), `${locale}.${key}`).not.to.equal('');
          expect(placeholders(form), `${locale}.${key}`).to.deep.equal(reference);
        }
      }
    });

    it(`${locale} gives a plural form for every category the language uses`, () => {
      const categories = new Intl.PluralRules(intlTag(locale)).resolvedOptions().pluralCategories;
      const pluralKeys = keys.filter((key) => typeof en[key as keyof typeof en] === 'object');
      expect(pluralKeys).to.include.members(['aspspResultCount', 'aspspGroupSize', 'aspspGroupStatus']);
      for (const key of pluralKeys) {
        const message = catalogs[locale][key as keyof typeof en];
        expect(typeof message, key).to.equal('object');
        for (const category of categories) {
          if (typeof message === 'object') expect(message[category], `${key}.${category}`).to.be.a('string');
        }
      }
    });
  }

  it('is translated rather than copied from English', () => {
    for (const locale of locales.filter((l) => l !== 'en')) {
      expect(catalogs[locale].errorNetwork, locale).not.to.equal(en.errorNetwork);
    }
  });
});

describe('formatMessage', () => {
  const plural = new Intl.PluralRules('pl');
  const numbers = new Intl.NumberFormat('pl');
  const formats = { pluralRules: plural, numberFormat: numbers };

  it('fills placeholders as text and formats numbers for the locale', () => {
    expect(formatMessage('{a} & {b}', { a: '<b>x</b>', b: 1234 }, formats)).to.equal(
      `<b>x</b> & ${numbers.format(1234)}`,
    );
  });

  it('picks the plural form the language needs', () => {
    const message = {
      one: '{count} bank',
      few: '{count} banki',
      many: '{count} banków',
      other: '{count} banku',
    };
    expect(formatMessage(message, { count: 1 }, formats)).to.equal('1 bank');
    expect(formatMessage(message, { count: 3 }, formats)).to.equal('3 banki');
    expect(formatMessage(message, { count: 5 }, formats)).to.equal('5 banków');
  });

  it('leaves an unknown placeholder visible rather than dropping text', () => {
    expect(formatMessage('Hi {name}', {}, formats)).to.equal('Hi {name}');
  });

  it('makes no Intl object for a message without plural forms or numbers', () => {
    const untouchable = {
      get pluralRules(): Intl.PluralRules {
        throw new Error('pluralRules read');
      },
      get numberFormat(): Intl.NumberFormat {
        throw new Error('numberFormat read');
      },
    };
    expect(formatMessage('Loading…', {}, untouchable)).to.equal('Loading…');
    expect(formatMessage('Hi {name}', { name: 'Ann' }, untouchable)).to.equal('Hi Ann');
  });
});
