import type { Messages } from './en.js';

/** Swedish. */
export const sv: Messages = {
  loading: 'Laddar…',
  retry: 'Försök igen',
  errorHeading: 'Något gick fel',
  sandboxBadge: 'Testmiljö',
  errorNetwork: 'Det gick inte att nå tjänsten. Kontrollera din anslutning och försök igen.',
  errorTimeout: 'Tjänsten svarade inte i tid. Försök igen.',
  errorInvalidResponse: 'Tjänsten skickade ett svar som inte kunde läsas. Försök igen senare.',
  errorMissingAttribute: 'Den här widgeten är inte korrekt konfigurerad: attributet ”{attribute}” saknas.',
  errorInvalidAttribute:
    'Den här widgeten är inte korrekt konfigurerad: attributet ”{attribute}” är ogiltigt.',
  errorUnsafeUrl: 'Tjänsten angav en adress som inte är säker att öppna, så den öppnades inte.',
  errorOriginRefused: 'Den här webbplatsen har inte behörighet att använda tjänsten.',
  errorNotFound:
    'Begäran hittades inte. Den kan ha gjorts i den andra miljön (testmiljön eller produktionsmiljön).',
  errorExpired: 'Begäran har gått ut. Börja om från början.',
  errorRateLimited: 'Det har kommit för många förfrågningar. Vänta en stund och försök igen.',
  errorService: 'Tjänsten kunde inte slutföra begäran. Försök igen senare.',
  aspspCount: { one: '{count} bank tillgänglig', other: '{count} banker tillgängliga' },
  consentHeading: '{application} begär åtkomst till dina uppgifter hos {aspsp}',
  authFlowHeading: 'Godkännande hos {aspsp}',
};
