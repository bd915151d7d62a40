import type { PageTexts } from './en.js';

/** Dutch, in "je" as Dutch banks' apps write, like the widgets. */
export const nl: PageTexts = {
  hostedTitle: '{aspsp}: autorisatie',
  notFoundTitle: 'Pagina niet gevonden',
  noSuchAttempt: 'Deze autorisatie of betaling is niet gevonden.',

  continueTitle: 'Verder op dit apparaat',
  continueText:
    'Je computer toonde deze link, zodat je een autorisatie op dit apparaat kunt voortzetten. De link kan maar op één apparaat worden geopend.',
  continueButton: 'Doorgaan',
  cancelButton: 'Annuleren',
  accountsRequest: '{application} vraagt om je rekeningen te mogen inzien tot {date}.',
  paymentRequest: '{application} vraagt je een betaling van {amount} goed te keuren.',
  redirectTitle: 'Verder bij {aspsp}',
  redirectLink: 'Doorgaan naar {aspsp}',
  decoupledTitle: 'Goedkeuren in de bankapp',
  simulatedApp: 'Gesimuleerde bankapp.',
  noRealBank: 'Er is geen echte bank bij betrokken.',
  verificationCode: 'Verificatiecode:',
  approveButton: 'Goedkeuren',
  promptDefault: 'Open je bankapp en keur het verzoek goed.',
  promptSmartId: 'Open de Smart-ID-app en keur het verzoek goed als de verificatiecode overeenkomt.',
  promptMobileId: 'Controleer de verificatiecode op je telefoon en voer je PIN2 van Mobile-ID in.',
  promptBankId: 'Open de BankID-app op je andere apparaat en keur het verzoek goed.',
  promptMitId: 'Open de MitID-app en keur het verzoek goed.',
  authorisedTitle: 'Autorisatie voltooid',
  overTitle: 'Deze autorisatie is beëindigd',
  expiredText: 'De autorisatie is verlopen.',
  cancelledText: 'De autorisatie is geannuleerd.',
  notWaitingTitle: 'Op deze telefoon hoef je niets te doen',
  returnText: 'Je kunt teruggaan naar je computer.',

  usedTitle: 'Deze link is al gebruikt',
  usedText:
    'De link kan maar één keer worden geopend. Ga verder op het apparaat waarop hij is geopend, of op je computer.',
  linkExpiredTitle: 'Deze link is verlopen',
  linkExpiredText: 'Toon een nieuwe code op je computer en scan die opnieuw.',
  linkNotValidTitle: 'Ongeldige link',
  linkNotValidText: 'Deze link hoort bij geen enkele autorisatie.',

  simulatedBank: 'Gesimuleerde bank.',
  noCredentialsNeeded: 'Je hebt geen inloggegevens nodig.',
  logInAs: 'Inloggen als',
  sandboxUsers: 'Testgebruikers',
  scenarioUsers: 'Scenario’s',
  payFrom: 'Betalen vanaf',
  shareOnly: 'Alleen deze rekeningen delen (niets aangevinkt: alle)',
  shareNotOwned:
    'Gebruiker {user} heeft geen van deze rekeningen: {kinds}. Vink ze uit of log in als een andere gebruiker.',
  currentAccount: 'Betaalrekening',
  savingsAccount: 'Spaarrekening',
  creditCard: 'Creditcard',
  currencyAccount: 'Vreemdevalutarekening',
  loan: 'Lening',
  rejectButton: 'Afwijzen',
  notWaitingForBank: 'Dit verzoek wacht niet op de bank.',
  handedOff:
    'Deze autorisatie gaat verder op de telefoon waarop de link is geopend: keur het verzoek daar goed of annuleer op je computer.',

  userIdField: 'Gebruikers-ID',
  passwordField: 'Wachtwoord',
  oneTimeCodeField: 'Eenmalige code',
  oneTimeCodeHelp: 'De 6-cijferige code uit je code-app of van je codekaart',
};
