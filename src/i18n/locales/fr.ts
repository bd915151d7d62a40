import type { Messages } from './en.js';

/** French. */
export const fr: Messages = {
  loading: 'Chargement…',
  retry: 'Réessayer',
  errorHeading: 'Une erreur est survenue',
  sandboxBadge: 'Environnement de test',
  errorNetwork: 'Impossible de joindre le service. Vérifiez votre connexion et réessayez.',
  errorTimeout: 'Le service n’a pas répondu à temps. Veuillez réessayer.',
  errorInvalidResponse: 'Le service a envoyé une réponse illisible. Veuillez réessayer plus tard.',
  errorMissingAttribute:
    'Ce widget n’est pas correctement configuré : l’attribut « {attribute} » est manquant.',
  errorInvalidAttribute:
    'Ce widget n’est pas correctement configuré : l’attribut « {attribute} » n’est pas valide.',
  errorUnsafeUrl:
    'Le service a fourni une adresse dont l’ouverture n’est pas sûre. Elle n’a donc pas été ouverte.',
  errorOriginRefused: 'Ce site web n’est pas autorisé à utiliser le service.',
  errorNotFound:
    'Cette demande est introuvable. Elle a peut-être été effectuée dans l’autre environnement (test ou production).',
  errorExpired: 'Cette demande a expiré. Veuillez recommencer.',
  errorRateLimited: 'Trop de demandes ont été envoyées. Veuillez patienter un instant, puis réessayer.',
  errorService: 'Le service n’a pas pu traiter la demande. Veuillez réessayer plus tard.',
  aspspCount: {
    one: '{count} banque disponible',
    many: '{count} banques disponibles',
    other: '{count} banques disponibles',
  },
  consentHeading: '{application} demande l’accès à vos données chez {aspsp}',
  authFlowHeading: 'Autorisation auprès de {aspsp}',
};
