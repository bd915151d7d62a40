import type { Messages } from './en.js';

/** Lithuanian. */
export const lt: Messages = {
  loading: 'Įkeliama…',
  retry: 'Bandyti dar kartą',
  errorHeading: 'Įvyko klaida',
  sandboxBadge: 'Bandomoji aplinka',
  errorNetwork: 'Nepavyko susisiekti su paslauga. Patikrinkite interneto ryšį ir bandykite dar kartą.',
  errorTimeout: 'Paslauga laiku neatsakė. Bandykite dar kartą.',
  errorInvalidResponse: 'Paslauga atsiuntė atsakymą, kurio nepavyko nuskaityti. Bandykite dar kartą vėliau.',
  errorMissingAttribute: 'Šis valdiklis sukonfigūruotas neteisingai: trūksta atributo „{attribute}“.',
  errorInvalidAttribute: 'Šis valdiklis sukonfigūruotas neteisingai: atributas „{attribute}“ netinkamas.',
  errorUnsafeUrl: 'Paslauga pateikė adresą, kurį atidaryti nesaugu, todėl jis nebuvo atidarytas.',
  errorOriginRefused: 'Šiai svetainei neleidžiama naudotis šia paslauga.',
  errorNotFound:
    'Ši užklausa nerasta. Galbūt ji buvo pateikta kitoje aplinkoje (bandomojoje arba gamybinėje).',
  errorExpired: 'Šios užklausos galiojimo laikas baigėsi. Pradėkite iš naujo.',
  errorRateLimited: 'Gauta per daug užklausų. Palaukite akimirką ir bandykite dar kartą.',
  errorService: 'Paslauga negalėjo įvykdyti užklausos. Bandykite dar kartą vėliau.',
  aspspCount: {
    one: '{count} galimas bankas',
    few: '{count} galimi bankai',
    many: '{count} galimo banko',
    other: '{count} galimų bankų',
  },
  consentHeading: '{application} prašo prieigos prie jūsų duomenų banke {aspsp}',
  authFlowHeading: 'Autorizacija banke {aspsp}',
};
