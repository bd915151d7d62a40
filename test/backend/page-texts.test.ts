/** The texts of the sandbox's PSU pages: every key in every language, with the same placeholders. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { locales as widgetLocales } from '../../src/i18n/locale.js';
import { PAGE_TEXTS } from '../../sandbox/src/views/page-texts/all.js';
import { en } from '../../sandbox/src/views/page-texts/en.js';
import { PAGE_LANGUAGES } from '../../sandbox/src/types/page-languages.js';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

/** Words a language writes as English does: Italian banks call the password "Password". */
const SAME_AS_ENGLISH: Readonly<Partial<Record<string, readonly string[]>>> = { it: ['passwordField'] };

describe('the texts of the PSU pages', () => {
  it('come in the widgets’ 16 languages, the one list the sandbox has', () => {
    assert.equal(PAGE_LANGUAGES.length, 16);
    assert.deepEqual([...PAGE_LANGUAGES].sort(), [...widgetLocales].sort());
    assert.deepEqual(Object.keys(PAGE_TEXTS).sort(), [...PAGE_LANGUAGES].sort());
  });

  it('has every key in every language, with the same placeholders and no English left', () => {
    const keys = Object.keys(en).sort();
    for (const language of PAGE_LANGUAGES) {
      const texts: Readonly<Record<string, string>> = PAGE_TEXTS[language];
      assert.deepEqual(Object.keys(texts).sort(), keys, language);
      for (const key of keys) {
        const text = texts[key] ?? '';
        assert.ok(text.trim() === text && text.length > 0, `${language}.${key} is empty or padded`);
        assert.deepEqual(placeholders(text), placeholders(en[key as keyof typeof en]), `${language}.${key}`);
        if (language !== 'en' && !SAME_AS_ENGLISH[language]?.includes(key))
          assert.notEqual(text, en[key as keyof typeof en], `${language}.${key} is English`);
      }
    }
  });

  it('uses the wording of the native-speaker review', () => {
    const reviewed = {
      es: {
        paymentRequest: '{application} te pide que autorices un pago de {amount}.',
        linkExpiredText: 'Muestra otro código en tu ordenador y vuelve a escanearlo.',
      },
      it: { accountsRequest: '{application} chiede di consultare i tuoi conti fino al giorno {date}.' },
      pt: {
        paymentRequest: '{application} pede-lhe que autorize um pagamento de {amount}.',
        linkExpiredText: 'Mostre outro código no seu computador e leia-o novamente.',
      },
    } as const;
    for (const [language, texts] of Object.entries(reviewed)) {
      for (const [key, text] of Object.entries(texts)) {
        assert.equal(
          PAGE_TEXTS[language as keyof typeof reviewed][key as keyof typeof en],
          text,
          `${language}.${key}`,
        );
      }
    }
  });
});
