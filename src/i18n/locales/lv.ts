import type { Messages } from './en.js';

/** Latvian. */
export const lv: Messages = {
  loading: 'Ielādē…',
  retry: 'Mēģināt vēlreiz',
  errorHeading: 'Radās kļūda',
  sandboxBadge: 'Testa vide',
  errorNetwork: 'Neizdevās sazināties ar pakalpojumu. Pārbaudiet interneta savienojumu un mēģiniet vēlreiz.',
  errorTimeout: 'Pakalpojums laikus neatbildēja. Lūdzu, mēģiniet vēlreiz.',
  errorInvalidResponse: 'Pakalpojums nosūtīja atbildi, kuru nevarēja nolasīt. Lūdzu, mēģiniet vēlreiz vēlāk.',
  errorMissingAttribute: 'Šis logrīks nav pareizi iestatīts: trūkst atribūta „{attribute}“.',
  errorInvalidAttribute: 'Šis logrīks nav pareizi iestatīts: atribūts „{attribute}“ nav derīgs.',
  errorUnsafeUrl: 'Pakalpojums norādīja adresi, kuru nav droši atvērt, tāpēc tā netika atvērta.',
  errorOriginRefused: 'Šai vietnei nav atļauts izmantot šo pakalpojumu.',
  errorNotFound:
    'Šis pieprasījums netika atrasts. Iespējams, tas tika veikts otrā vidē (testa vai produkcijas vidē).',
  errorExpired: 'Šī pieprasījuma derīguma termiņš ir beidzies. Lūdzu, sāciet no jauna.',
  errorRateLimited: 'Saņemts pārāk daudz pieprasījumu. Lūdzu, uzgaidiet brīdi un mēģiniet vēlreiz.',
  errorService: 'Pakalpojums nevarēja izpildīt pieprasījumu. Lūdzu, mēģiniet vēlreiz vēlāk.',
  aspspCount: {
    zero: '{count} pieejamas bankas',
    one: '{count} pieejama banka',
    other: '{count} pieejamas bankas',
  },
  consentHeading: '{application} pieprasa piekļuvi jūsu datiem bankā {aspsp}',
  authFlowHeading: 'Autorizācija bankā {aspsp}',
};
