import type { Messages } from './en.js';

/** French. */
export const fr: Messages = {
  loading: 'Chargement…',
  retry: 'Réessayer',
  errorHeading: 'Une erreur est survenue',
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
  errorNotWidgetBackend:
    'Ce widget n’est pas correctement configuré : le service est introuvable à l’adresse {origin}. Indiquez l’adresse du service dans l’attribut « origin » du widget.',
  errorOffline: 'Vous êtes hors ligne. Le widget se chargera dès le retour de la connexion.',
  errorCredentialsFrameBlocked:
    'Le formulaire de connexion de la banque n’a pas pu s’afficher ici. La Content-Security-Policy du site doit autoriser {origin} dans frame-src.',
  // service-aspsp-list
  aspspCount: {
    one: '{count} banque disponible',
    many: '{count} banques disponibles',
    other: '{count} banques disponibles',
  },
  aspspSearchLabel: 'Rechercher par nom de banque ou BIC',
  aspspListLabel: 'Banques',
  aspspGroupListLabel: 'Banques du groupe {group}',
  aspspResultCount: {
    one: '{count} banque trouvée',
    many: '{count} banques trouvées',
    other: '{count} banques trouvées',
  },
  aspspGroupSize: { one: '{count} banque', many: '{count} banques', other: '{count} banques' },
  aspspGroupStatus: {
    one: '{count} banque dans le groupe {group}',
    many: '{count} banques dans le groupe {group}',
    other: '{count} banques dans le groupe {group}',
  },
  aspspBeta: 'Bêta',
  aspspBic: 'BIC',
  aspspBack: 'Retour à la liste',
  aspspNoMatch: 'Aucune banque ne correspond à « {term} ».',
  aspspClearSearch: 'Effacer la recherche',
  aspspNoBanks: 'Aucune banque n’est disponible.',
  aspspRecentTitle: 'Utilisées récemment',
  aspspAllBanksTitle: 'Toutes les banques',
  aspspForgetRecent: 'Oublier ces banques',
  aspspRecentForgotten: 'Les banques utilisées récemment ont été oubliées.',
  // service-consent
  consentHeading: '{application} demande l’accès à vos données chez {aspsp}',
  consentSandboxNote:
    'Environnement de test : il s’agit d’une application de test, aucune donnée bancaire réelle n’est partagée.',
  consentAccessIntro: '{application} recevra :',
  consentAccessAccounts:
    'Les informations de vos comptes, comme les numéros de compte et le nom des titulaires',
  consentAccessBalances: 'Les soldes de vos comptes',
  consentAccessTransactions: 'Les opérations de vos comptes',
  consentAccessLimited: {
    one: 'Seul {count} compte est concerné :',
    many: 'Seuls ces {count} comptes sont concernés :',
    other: 'Seuls ces {count} comptes sont concernés :',
  },
  consentValidUntil: 'L’accès est valable jusqu’au {date}.',
  consentProvider:
    '{provider}, un prestataire agréé, récupère ces données auprès de {aspsp} pour {application}. En confirmant, vous acceptez les conditions d’utilisation et la politique de confidentialité du prestataire {provider}.',
  consentTermsLink: 'Conditions d’utilisation (s’ouvre dans un nouvel onglet)',
  consentPrivacyLink: 'Politique de confidentialité (s’ouvre dans un nouvel onglet)',
  consentConfirm: 'Confirmer',
  consentCancel: 'Annuler',
  consentSending: 'Envoi de votre réponse…',
  consentAutomatic:
    '{application} dispose de son propre agrément pour accéder à vos données : vous n’avez donc aucune condition à accepter ici. Redirection vers {aspsp}…',
  consentStatusGiven: 'Votre consentement a été donné. L’autorisation se poursuit auprès de {aspsp}.',
  consentStatusAuthorized:
    'L’accès à vos données chez {aspsp} a déjà été autorisé. Vous n’avez plus rien à faire ici.',
  consentStatusCancelled: 'Cette demande a été annulée. Aucune donnée n’est partagée avec {application}.',
  consentStatusFailed:
    'Cette demande n’a pas pu aboutir : aucune donnée n’est donc partagée. Veuillez recommencer depuis {application}.',
  consentStatusUnknown: 'Cette demande ne peut plus être confirmée ici.',
  consentErrorAlreadyDecided: 'Cette demande a déjà reçu une réponse, qui ne peut plus être modifiée.',
  // service-auth-flow
  flowConsentHeadingAis: 'Partagez vos données avec {application}',
  flowConsentIntroAis: '{application} demande à consulter les informations suivantes chez {aspsp} :',
  flowConsentHeadingPis: 'Vérifiez le paiement',
  flowConsentIntroPis: '{application} vous demande de valider ce paiement depuis votre compte chez {aspsp} :',
  flowPaymentTotal: 'Total',
  flowPaymentNumber: 'Paiement {index} sur {count}',
  flowPaymentAmount: 'Montant',
  flowPaymentCreditor: 'Bénéficiaire',
  flowPaymentCreditorAccount: 'Compte du bénéficiaire',
  flowPaymentRemittance: 'Libellé',
  flowPaymentReference: 'Numéro de référence',
  flowPaymentDate: 'Date du paiement',
  flowPaymentDebtorAccount: 'Compte débité',
  flowCancel: 'Annuler',
  flowMethodHeading: 'Comment souhaitez-vous vous connecter à {aspsp} ?',
  flowApproachRedirect: 'Vous vous connectez sur le site web de votre banque.',
  flowApproachEmbedded:
    'Vous saisissez ici vos identifiants de banque en ligne, qui sont transmis à votre banque.',
  flowApproachDecoupled: 'Vous validez dans l’application de votre banque ou sur un autre appareil.',
  flowCredentialsHeading: 'Connexion à {aspsp}',
  flowCredentialsSubmit: 'Se connecter',
  flowCredentialsFrameTitle: 'Formulaire de connexion de {aspsp}',
  flowRequired: 'obligatoire',
  flowShowSecret: 'Afficher la valeur du champ « {field} »',
  flowFormatHint: 'Le format ne semble pas correspondre à celui attendu.',
  flowDecoupledHeading: 'Validez dans l’application de votre banque',
  flowVerificationCode: 'Code de vérification',
  flowDecoupledWaiting: 'En attente de votre validation…',
  flowRedirectHeading: 'Redirection vers {aspsp}…',
  flowRedirectLink: 'Continuer vers {aspsp}',
  flowDoneHeading: 'Autorisation terminée',
  flowDoneText: 'Retour vers {application}…',
  flowReturn: 'Revenir à {application}',
  flowFailedHeading: 'L’autorisation n’a pas abouti',
  flowAccessDenied: 'L’autorisation a été annulée.',
  flowSending: 'Envoi en cours…',
  flowSandboxUsers: 'Utilisateurs de test (environnement de test)',
  flowSandboxUsername: 'Identifiant',
  flowSandboxPassword: 'Mot de passe',
  flowSandboxOtp: 'Code à usage unique',
  // service-auth-flow: continue on your phone
  flowHandoffChoiceHeading: 'Validez auprès de {aspsp}',
  flowHandoffChoice:
    'Vous pouvez continuer ici, ou sur votre téléphone si l’application de votre banque s’y trouve.',
  flowHandoffOffer: 'Continuer sur votre téléphone',
  flowHandoffHeading: 'Continuer sur votre téléphone',
  flowHandoffInstructions:
    'Scannez le code QR avec l’appareil photo de votre téléphone, ou ouvrez le lien ci-dessous sur votre téléphone.',
  flowHandoffQrName: 'Code QR pour continuer sur votre téléphone',
  flowHandoffCopy: 'Copier le lien',
  flowHandoffCopied: 'Lien copié',
  flowHandoffCopyFailed: 'Le lien n’a pas pu être copié. Sélectionnez-le et copiez-le vous-même.',
  flowHandoffWaiting: 'En attente de votre téléphone…',
  flowHandoffOpened:
    'Le lien a été ouvert sur votre téléphone. Terminez là-bas ; cette page continuera d’elle-même.',
  flowHandoffExpired: 'Ce code QR a expiré.',
  flowHandoffNewCode: 'Afficher un nouveau code',
  flowHandoffBack: 'Retour',
};
