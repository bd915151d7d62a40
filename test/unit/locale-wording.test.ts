import { expect } from '@open-wc/testing';
import { lt } from '../../src/i18n/locales/lt.js';
import { pl } from '../../src/i18n/locales/pl.js';
import { sv } from '../../src/i18n/locales/sv.js';

// The wording chosen in a native-speaker review of the Lithuanian, Polish and Swedish catalogues:
// each string is pinned, so a later edit that brings back the old calque, or breaks the
// Lithuanian grammar, is a deliberate change to this test rather than an accident.
const reviewed = [
  {
    locale: 'lt',
    catalog: lt,
    messages: {
      errorOffline: 'Nėra interneto ryšio. Valdiklis bus įkeltas, kai tik ryšys atsinaujins.',
      flowHandoffQrName: 'QR kodas, skirtas tęsti telefone',
    },
  },
  {
    locale: 'pl',
    catalog: pl,
    messages: {
      aspspForgetRecent: 'Usuń te banki z listy',
      aspspRecentForgotten: 'Ostatnio używane banki zostały usunięte z listy.',
      flowHandoffOpened:
        'Link został otwarty na Twoim telefonie. Dokończ tam; ta strona sama przejdzie dalej.',
      flowFormatHint: 'Wartość nie wygląda na zgodną z oczekiwanym formatem.',
    },
  },
  {
    locale: 'sv',
    catalog: sv,
    messages: {
      aspspForgetRecent: 'Glöm de här bankerna',
      aspspRecentForgotten: 'De senast använda bankerna har glömts bort.',
    },
  },
] as const;

describe('reviewed locale wording', () => {
  for (const { locale, catalog, messages } of reviewed) {
    it(`${locale} uses the reviewed wording`, () => {
      for (const [key, text] of Object.entries(messages)) {
        expect(catalog[key as keyof typeof catalog], `${locale}.${key}`).to.equal(text);
      }
    });
  }
});
