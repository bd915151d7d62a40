import type { PageTexts } from './en.js';

/** French, in "vous", with a no-break space before a colon as French typography wants. */
export const fr: PageTexts = {
  hostedTitle: '{aspsp}\u00a0: autorisation',
  notFoundTitle: 'Page introuvable',
  noSuchAttempt: 'Cette autorisation ou ce paiement est introuvable.',

  continueTitle: 'Continuer sur cet appareil',
  continueText:
    'Votre ordinateur a affiché ce lien pour poursuivre une autorisation sur cet appareil. Le lien ne s’ouvre que sur un seul appareil.',
  continueButton: 'Continuer',
  cancelButton: 'Annuler',
  accountsRequest: '{application} demande à consulter vos comptes jusqu’au {date}.',
  paymentRequest: '{application} vous demande de valider un paiement de {amount}.',
  redirectTitle: 'Continuer chez {aspsp}',
  redirectLink: 'Continuer vers {aspsp}',
  decoupledTitle: 'Validez dans l’application bancaire',
  simulatedApp: 'Application bancaire simulée.',
  noRealBank: 'Aucune banque réelle n’intervient.',
  verificationCode: 'Code de vérification\u00a0:',
  approveButton: 'Valider',
  promptDefault: 'Ouvrez l’application de votre banque et validez la demande.',
  promptSmartId: 'Ouvrez l’application Smart-ID et validez la demande si le code de vérification correspond.',
  promptMobileId:
    'Contrôlez le code de vérification sur votre téléphone et saisissez votre code PIN2 Mobile-ID.',
  promptBankId: 'Ouvrez l’application BankID sur votre autre appareil et validez la demande.',
  promptMitId: 'Ouvrez l’application MitID et validez la demande.',
  authorisedTitle: 'Autorisation terminée',
  overTitle: 'Cette autorisation n’est plus en cours',
  expiredText: 'L’autorisation a expiré.',
  cancelledText: 'L’autorisation a été annulée.',
  notWaitingTitle: 'Aucune action attendue sur ce téléphone',
  returnText: 'Vous pouvez revenir à votre ordinateur.',

  usedTitle: 'Ce lien a déjà été utilisé',
  usedText:
    'Ce lien ne s’ouvre qu’une seule fois. Continuez sur l’appareil sur lequel il a été ouvert ou sur votre ordinateur.',
  linkExpiredTitle: 'Ce lien a expiré',
  linkExpiredText: 'Affichez un nouveau code sur votre ordinateur et scannez-le à nouveau.',
  linkNotValidTitle: 'Lien non valide',
  linkNotValidText: 'Ce lien ne correspond à aucune opération.',

  simulatedBank: 'Banque simulée.',
  noCredentialsNeeded: 'Aucun identifiant n’est nécessaire.',
  logInAs: 'Se connecter en tant que',
  sandboxUsers: 'Utilisateurs de test',
  scenarioUsers: 'Scénarios',
  payFrom: 'Compte à débiter',
  shareOnly: 'Ne partager que ces comptes (si aucun n’est coché, tous sont partagés)',
  shareNotOwned:
    'L’utilisateur {user} n’a aucun de ces comptes\u00a0: {kinds}. Décochez-les ou connectez-vous en tant qu’autre utilisateur.',
  currentAccount: 'Compte courant',
  savingsAccount: 'Compte d’épargne',
  creditCard: 'Carte de crédit',
  currencyAccount: 'Compte en devises',
  loan: 'Prêt',
  rejectButton: 'Refuser',
  notWaitingForBank: 'Cette demande n’est pas en attente auprès de la banque.',
  handedOff:
    'Cette autorisation se poursuit sur le téléphone sur lequel le lien a été ouvert\u00a0: validez-la sur ce téléphone ou annulez-la sur votre ordinateur.',
  bankAccessTitle: 'Connectez-vous et autorisez l’accès à vos comptes – {aspsp}',
  bankPaymentTitle: 'Connectez-vous et validez le paiement – {aspsp}',
  bankNotWaitingTitle: 'La demande n’est pas en attente auprès de la banque – {aspsp}',
  bankHandedOffTitle: 'L’autorisation se poursuit sur votre téléphone – {aspsp}',

  userIdField: 'Identifiant',
  passwordField: 'Mot de passe',
  oneTimeCodeField: 'Code à usage unique',
  oneTimeCodeHelp: 'Le code à 6\u00a0chiffres de votre application de codes ou de votre carte de codes',
};
