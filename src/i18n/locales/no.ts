import type { Messages } from './en.js';

/** Norwegian (Bokmål). */
export const no: Messages = {
  loading: 'Laster inn…',
  retry: 'Prøv igjen',
  errorHeading: 'Noe gikk galt',
  sandboxBadge: 'Testmiljø',
  errorNetwork: 'Tjenesten kunne ikke nås. Sjekk tilkoblingen din og prøv igjen.',
  errorTimeout: 'Tjenesten svarte ikke i tide. Prøv igjen.',
  errorInvalidResponse: 'Tjenesten sendte et svar som ikke kunne leses. Prøv igjen senere.',
  errorMissingAttribute: 'Denne widgeten er ikke riktig satt opp: attributtet «{attribute}» mangler.',
  errorInvalidAttribute: 'Denne widgeten er ikke riktig satt opp: attributtet «{attribute}» er ugyldig.',
  errorUnsafeUrl: 'Tjenesten oppga en adresse som ikke er trygg å åpne, så den ble ikke åpnet.',
  errorOriginRefused: 'Dette nettstedet har ikke tillatelse til å bruke tjenesten.',
  errorNotFound:
    'Forespørselen ble ikke funnet. Den kan ha blitt opprettet i det andre miljøet (testmiljøet eller produksjonsmiljøet).',
  errorExpired: 'Forespørselen er utløpt. Start på nytt.',
  errorRateLimited: 'Det har kommet for mange forespørsler. Vent litt og prøv igjen.',
  errorService: 'Tjenesten kunne ikke fullføre forespørselen. Prøv igjen senere.',
  aspspCount: { one: '{count} bank tilgjengelig', other: '{count} banker tilgjengelige' },
  consentHeading: '{application} ber om tilgang til opplysningene dine hos {aspsp}',
  authFlowHeading: 'Godkjenning hos {aspsp}',
};
