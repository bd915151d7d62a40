import { expect } from '@open-wc/testing';
import { intlTag } from '../../src/i18n/intl-tag.js';
import { chooseTag, matchLocale, resolveLocale } from '../../src/i18n/locale.js';

describe('matchLocale', () => {
  it('reads any case and region, and Norwegian written nb or nn', () => {
    expect(matchLocale('FI')).to.equal('fi');
    expect(matchLocale('sv-FI')).to.equal('sv');
    expect(matchLocale('nb-NO')).to.equal('no');
    expect(matchLocale('nn')).to.equal('no');
    expect(matchLocale('xx-DE')).to.equal(undefined);
    expect(matchLocale('')).to.equal(undefined);
  });

  it('names no locale for a tag named as an object member', () => {
    for (const tag of ['constructor', 'toString', '__proto__', 'hasOwnProperty-DE']) {
      expect(matchLocale(tag), tag).to.equal(undefined);
    }
    expect(resolveLocale('constructor', 'fi', [])).to.equal('fi');
  });
});

describe('matchLocale for the languages added to the specification’s twelve', () => {
  it('finds German, Spanish, Italian and Portuguese in any region and case', () => {
    for (const [tag, locale] of [
      ['DE', 'de'],
      ['de-DE', 'de'],
      ['de-AT', 'de'],
      ['de-CH', 'de'],
      ['es-ES', 'es'],
      ['ES', 'es'],
      ['it-IT', 'it'],
      ['pt-PT', 'pt'],
      ['pt-BR', 'pt'],
      ['PT', 'pt'],
    ]) {
      expect(matchLocale(tag), tag).to.equal(locale);
    }
  });

  it('takes them from the page’s lang and the browser as it does the others', () => {
    expect(resolveLocale(null, 'de-AT', ['en'])).to.equal('de');
    expect(resolveLocale(null, undefined, ['ja', 'pt-BR'])).to.equal('pt');
  });

  it('formats Portuguese as in Portugal for Intl', () => {
    expect(intlTag('pt')).to.equal('pt-PT');
    expect(intlTag('de')).to.equal('de');
  });

  it('formats English as a PSU in Europe writes it: day, month, year', () => {
    expect(intlTag('en')).to.equal('en-GB');
  });
});

describe('resolveLocale', () => {
  it('prefers the attribute, then the page lang, then the browser, then English', () => {
    expect(resolveLocale('LV', 'fi', ['sv'])).to.equal('lv');
    expect(resolveLocale(null, 'fr-BE', ['sv'])).to.equal('fr');
    expect(resolveLocale('xx', 'ja', ['zh-CN', 'pl-PL'])).to.equal('pl');
    expect(resolveLocale(undefined, undefined, ['ja'])).to.equal('en');
  });

  it('formats Norwegian as Bokmål for Intl', () => {
    expect(intlTag('no')).to.equal('nb');
    // Norway is Bokmål's default region: V8 resolves 'nb-NO' to 'nb', the others keep it.
    expect(intlTag('no', 'nn-NO')).to.match(/^nb(?:-NO)?$/);
    expect(intlTag('et')).to.equal('et');
  });

  it('gives Intl the region of the tag that chose the locale, and the language’s form without one', () => {
    for (const tag of ['de-AT', 'de-CH', 'fr-BE', 'nl-BE', 'sv-FI', 'en-GB', 'en-IE', 'pt-BR']) {
      expect(intlTag(matchLocale(tag) ?? 'en', tag), tag).to.equal(tag);
    }
    expect(intlTag('de', 'de-Latn-AT')).to.equal('de-AT');
    expect(intlTag('no', 'no-NO')).to.equal('nb-NO');
    expect(intlTag('de', 'de_AT'), 'no BCP 47 tag').to.equal('de');
    expect(intlTag('de', 'de-at'), 'any case').to.equal('de-AT');
    expect(intlTag('es', 'es-419'), 'a numeric region').to.equal('es-419');
    expect(intlTag('en', 'en-US-u-ca-buddhist'), 'with extensions').to.equal('en-US');
    expect(intlTag('de', 'de-1996'), 'a variant, no region').to.equal('de');
    expect(intlTag('pt', 'pt')).to.equal('pt-PT');
    expect(intlTag('en', 'english')).to.equal('en-GB');
    expect(intlTag('en')).to.equal('en-GB');
  });

  it('finds the tag that chose the locale, for its region', () => {
    expect(chooseTag(['xx', 'de-AT', 'en-GB'])).to.equal('de-AT');
    expect(chooseTag(['sv-FI', 'fi'])).to.equal('sv-FI');
    expect(chooseTag([null, undefined, 'ja', 'en-IE'])).to.equal('en-IE');
    expect(chooseTag([null, 'ja', 'zh'])).to.equal(undefined);
  });
});
