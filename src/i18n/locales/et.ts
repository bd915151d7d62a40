import type { Messages } from './en.js';

/** Estonian. */
export const et: Messages = {
  loading: 'Laadimine…',
  retry: 'Proovi uuesti',
  errorHeading: 'Midagi läks valesti',
  sandboxBadge: 'Testkeskkond',
  errorNetwork: 'Teenusega ei õnnestunud ühendust luua. Kontrolli oma internetiühendust ja proovi uuesti.',
  errorTimeout: 'Teenus ei vastanud õigeaegselt. Proovi uuesti.',
  errorInvalidResponse: 'Teenus saatis vastuse, mida ei õnnestunud lugeda. Proovi hiljem uuesti.',
  errorMissingAttribute: 'See vidin ei ole õigesti seadistatud: atribuut „{attribute}“ puudub.',
  errorInvalidAttribute: 'See vidin ei ole õigesti seadistatud: atribuut „{attribute}“ on vigane.',
  errorUnsafeUrl: 'Teenus andis aadressi, mida ei ole ohutu avada, seega seda ei avatud.',
  errorOriginRefused: 'Sellel veebisaidil ei ole luba teenust kasutada.',
  errorNotFound:
    'Päringut ei leitud. Võimalik, et see tehti teises keskkonnas (test- või tootmiskeskkonnas).',
  errorExpired: 'Päring on aegunud. Alusta uuesti.',
  errorRateLimited: 'Päringuid on olnud liiga palju. Oota hetk ja proovi uuesti.',
  errorService: 'Teenus ei saanud päringut lõpule viia. Proovi hiljem uuesti.',
  aspspCount: { one: '{count} pank saadaval', other: '{count} panka saadaval' },
  consentHeading: '{application} küsib juurdepääsu sinu andmetele pangas {aspsp}',
  authFlowHeading: 'Autoriseerimine pangas {aspsp}',
};
