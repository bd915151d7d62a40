import type { Messages } from './en.js';

/** Danish. */
export const da: Messages = {
  loading: 'Indlæser…',
  retry: 'Prøv igen',
  errorHeading: 'Noget gik galt',
  sandboxBadge: 'Testmiljø',
  errorNetwork: 'Tjenesten kunne ikke nås. Tjek din forbindelse, og prøv igen.',
  errorTimeout: 'Tjenesten svarede ikke i tide. Prøv igen.',
  errorInvalidResponse: 'Tjenesten sendte et svar, der ikke kunne læses. Prøv igen senere.',
  errorMissingAttribute: 'Denne widget er ikke sat korrekt op: attributten ”{attribute}” mangler.',
  errorInvalidAttribute: 'Denne widget er ikke sat korrekt op: attributten ”{attribute}” er ugyldig.',
  errorUnsafeUrl: 'Tjenesten angav en adresse, som ikke er sikker at åbne, så den blev ikke åbnet.',
  errorOriginRefused: 'Dette websted har ikke tilladelse til at bruge tjenesten.',
  errorNotFound:
    'Anmodningen blev ikke fundet. Den er muligvis oprettet i det andet miljø (testmiljøet eller produktionsmiljøet).',
  errorExpired: 'Anmodningen er udløbet. Start forfra.',
  errorRateLimited: 'Der har været for mange anmodninger. Vent et øjeblik, og prøv igen.',
  errorService: 'Tjenesten kunne ikke gennemføre anmodningen. Prøv igen senere.',
  aspspCount: { one: '{count} bank tilgængelig', other: '{count} banker tilgængelige' },
  consentHeading: '{application} beder om adgang til dine oplysninger hos {aspsp}',
  authFlowHeading: 'Godkendelse hos {aspsp}',
};
