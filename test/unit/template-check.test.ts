import { expect } from '@open-wc/testing';
import { compileTemplate, fitsTemplate, maxCheckedValueLength } from '../../src/auth-flow/template-check.js';

describe('compileTemplate', () => {
  it('compiles the usual credential formats', () => {
    for (const template of [
      '^[0-9]{6}$',
      '^\\d{8,11}$',
      '^[A-Z]{2}\\d+$',
      '^(FI|SE)[0-9]{4}$',
      '^(FI|SE)?\\d{6}$',
      '^\\d{4}(FI|SE)',
      '^(a+)',
      '^[^([]+$',
      '^[(]?\\d{3}[)]?$',
    ]) {
      expect(compileTemplate(template), template).to.be.instanceOf(RegExp);
    }
  });

  it('refuses invalid and catastrophic patterns instead of running them', () => {
    for (const template of [
      '(',
      '[z-a]',
      '^(a+)+$',
      '^(\\d*)*x$',
      '((ab)*c)+',
      '(a|a)\\1',
      '^(\\w|\\d)+$',
      '^(a|a)*$',
      '^((a|ab)c){20}$',
      '^(x(a|b)y)+$',
      // A [ or ( inside a class is a character, not a group: (\d*[^([])+ repeats a quantifier.
      '^(\\d*[^([])+-$',
      'a*b*c*d*e*',
      'x'.repeat(201),
      '',
    ]) {
      expect(compileTemplate(template), template).to.equal(undefined);
    }
    expect(compileTemplate(undefined)).to.equal(undefined);
  });
});

describe('fitsTemplate', () => {
  const sixDigits = compileTemplate('^[0-9]{6}$');

  it('says whether a value fits', () => {
    expect(fitsTemplate(sixDigits, '123456')).to.equal(true);
    expect(fitsTemplate(sixDigits, '12ab')).to.equal(false);
  });

  it('says nothing for an empty value, no template, or a value too long to check', () => {
    expect(fitsTemplate(sixDigits, '')).to.equal(undefined);
    expect(fitsTemplate(undefined, 'abc')).to.equal(undefined);
    expect(fitsTemplate(sixDigits, '1'.repeat(maxCheckedValueLength + 1))).to.equal(undefined);
  });
});
