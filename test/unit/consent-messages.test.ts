import { expect } from '@open-wc/testing';
import { catalogs } from '../../src/i18n/locales/all.js';
import { intlTag } from '../../src/i18n/intl-tag.js';
import { locales } from '../../src/i18n/locale.js';
import { en } from '../../src/i18n/locales/en.js';

const consentKeys = Object.keys(en).filter((key) => key.startsWith('consent')) as (keyof typeof en)[];

describe('consent messages', () => {
  for (const locale of locales) {
    it(`${locale} writes out every plural category of its language for the named accounts`, () => {
      const message = catalogs[locale].consentAccessLimited;
      if (typeof message !== 'object') throw new Error(`${locale}.consentAccessLimited is not a plural`);
      const categories = new Intl.PluralRules(intlTag(locale)).resolvedOptions().pluralCategories;
      for (const category of categories) {
        expect(message[category], `${locale} ${category}`).to.be.a('string');
      }
    });
  }

  it('is translated in every locale rather than copied from English', () => {
    // Words that are the same in some languages ("Sandbox", "Cancel") are not among these.
    const sentences = consentKeys.filter((key) => typeof en[key] === 'string' && String(en[key]).length > 20);
    expect(sentences.length).to.be.greaterThan(10);
    for (const locale of locales.filter((l) => l !== 'en')) {
      for (const key of sentences) {
        expect(catalogs[locale][key], `${locale}.${key}`).not.to.equal(en[key]);
      }
    }
  });
});
