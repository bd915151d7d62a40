import { expect } from '@open-wc/testing';
import { de } from '../../src/i18n/locales/de.js';
import { fr } from '../../src/i18n/locales/fr.js';
import { it as italian } from '../../src/i18n/locales/it.js';
import { lt } from '../../src/i18n/locales/lt.js';
import { pl } from '../../src/i18n/locales/pl.js';
import { pt } from '../../src/i18n/locales/pt.js';
import { ru } from '../../src/i18n/locales/ru.js';
import { sv } from '../../src/i18n/locales/sv.js';

// The wording chosen in native-speaker reviews of the catalogues:
// each string is pinned, so a later edit that brings back the old calque, or breaks the
// Lithuanian grammar, is a deliberate change to this test rather than an accident.
// A field's title comes from the bank, capitalised and in the nominative: after a verb it
// would need an article (French), another case (Russian) or a small letter, so the verb
// stands before a colon, as in Lithuanian and Latvian.
const reviewed = [
  { locale: 'de', catalog: de, messages: { flowShowSecret: '{field} anzeigen' } },
  { locale: 'it', catalog: italian, messages: { flowShowSecret: 'Mostra: {field}' } },
  { locale: 'fr', catalog: fr, messages: { flowShowSecret: 'Afficher\u00a0: {field}' } },
  { locale: 'ru', catalog: ru, messages: { flowShowSecret: 'Показать: {field}' } },
  {
    locale: 'pt',
    catalog: pt,
    messages: {
      errorNetwork:
        'Não foi possível comunicar com o serviço. Verifique a sua ligação à Internet e tente novamente.',
      errorOffline: 'Sem ligação à Internet. O widget será carregado assim que a ligação for restabelecida.',
      aspspAllShown: 'A mostrar todos os bancos',
      consentTermsLink: 'Termos e condições (abre num novo separador)',
      consentPrivacyLink: 'Política de privacidade (abre num novo separador)',
      flowConsentIntroPis:
        '{application} solicita que autorize este pagamento, com débito na sua conta em {aspsp}:',
      flowApproachRedirect: 'Entre no site do seu banco.',
      flowApproachEmbedded:
        'Introduza aqui os seus dados de acesso online, que são depois transmitidos ao seu banco.',
      flowApproachDecoupled: 'Confirme na app do seu banco ou noutro dispositivo.',
      flowSandboxPassword: 'Palavra-passe',
    },
  },
  {
    locale: 'lt',
    catalog: lt,
    messages: {
      errorOffline: 'Nėra interneto ryšio. Valdiklis bus įkeltas, kai tik ryšys atsinaujins.',
      flowHandoffQrName: 'QR kodas, skirtas tęsti telefone',
      flowHandoffOpened:
        'Nuoroda atidaryta jūsų telefone. Užbaikite ten; šiame puslapyje bus tęsiama automatiškai.',
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
