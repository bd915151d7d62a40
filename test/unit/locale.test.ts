import { expect } from '@open-wc/testing';
import { intlTag, matchLocale, resolveLocale } from '../../src/i18n/locale.js';

describe('matchLocale', () => {
  it('reads any case and region, and Norwegian written nb or nn', () => {
    expect(matchLocale('FI')).to.equal('fi');
    expect(matchLocale('sv-FI')).to.equal('sv');
    expect(matchLocale('nb-NO')).to.equal('no');
    expect(matchLocale('nn')).to.equal('no');
    expect(matchLocale('de-DE')).to.equal(undefined);
    expect(matchLocale('')).to.equal(undefined);
  });
});

describe('resolveLocale', () => {
  it('prefers the attribute, then the page lang, then the browser, then English', () => {
    expect(resolveLocale('LV', 'fi', ['sv'])).to.equal('lv');
    expect(resolveLocale(null, 'fr-BE', ['sv'])).to.equal('fr');
    expect(resolveLocale('xx', 'de', ['de-AT', 'pl-PL'])).to.equal('pl');
    expect(resolveLocale(undefined, undefined, ['ja'])).to.equal('en');
  });

  it('formats Norwegian as Bokmål for Intl', () => {
    expect(intlTag('no')).to.equal('nb');
    expect(intlTag('et')).to.equal('et');
  });
});
