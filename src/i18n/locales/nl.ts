import type { Messages } from './en.js';

/** Dutch. */
export const nl: Messages = {
  loading: 'Laden…',
  retry: 'Opnieuw proberen',
  errorHeading: 'Er is iets misgegaan',
  sandboxBadge: 'Testomgeving',
  errorNetwork: 'De dienst is niet bereikbaar. Controleer je verbinding en probeer het opnieuw.',
  errorTimeout: 'De dienst reageerde niet op tijd. Probeer het opnieuw.',
  errorInvalidResponse:
    'De dienst stuurde een antwoord dat niet kon worden gelezen. Probeer het later opnieuw.',
  errorMissingAttribute: 'Deze widget is niet goed ingesteld: het attribuut ‘{attribute}’ ontbreekt.',
  errorInvalidAttribute: 'Deze widget is niet goed ingesteld: het attribuut ‘{attribute}’ is ongeldig.',
  errorUnsafeUrl: 'De dienst gaf een adres dat niet veilig is om te openen. Het is daarom niet geopend.',
  errorOriginRefused: 'Deze website mag de dienst niet gebruiken.',
  errorNotFound:
    'Dit verzoek is niet gevonden. Mogelijk is het gedaan in de andere omgeving (testomgeving of productieomgeving).',
  errorExpired: 'Dit verzoek is verlopen. Begin opnieuw.',
  errorRateLimited: 'Er zijn te veel verzoeken gedaan. Wacht even en probeer het opnieuw.',
  errorService: 'De dienst kon het verzoek niet afronden. Probeer het later opnieuw.',
  aspspCount: { one: '{count} bank beschikbaar', other: '{count} banken beschikbaar' },
  consentHeading: '{application} vraagt toegang tot je gegevens bij {aspsp}',
  authFlowHeading: 'Autorisatie bij {aspsp}',
};
