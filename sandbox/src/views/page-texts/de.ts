import type { PageTexts } from './en.js';

/** German, in "Sie" as German and Austrian banks write, with the widgets' words ("Freigabe", "Smartphone"). */
export const de: PageTexts = {
  hostedTitle: '{aspsp}: Freigabe',
  notFoundTitle: 'Seite nicht gefunden',
  noSuchAttempt: 'Die angeforderte Freigabe oder Zahlung wurde nicht gefunden.',

  continueTitle: 'Auf diesem Gerät fortfahren',
  continueText:
    'Ihr Computer hat diesen Link angezeigt, damit Sie eine Freigabe auf diesem Gerät fortsetzen können. Der Link lässt sich nur auf einem Gerät öffnen.',
  continueButton: 'Weiter',
  cancelButton: 'Abbrechen',
  accountsRequest: '{application} möchte bis zum {date} Ihre Konten einsehen.',
  paymentRequest: '{application} bittet Sie, eine Zahlung über {amount} freizugeben.',
  redirectTitle: 'Weiter bei {aspsp}',
  redirectLink: 'Weiter zu {aspsp}',
  decoupledTitle: 'In der Banking-App freigeben',
  simulatedApp: 'Simulierte Banking-App.',
  noRealBank: 'Es ist keine echte Bank beteiligt.',
  verificationCode: 'Prüfcode:',
  approveButton: 'Freigeben',
  promptDefault: 'Öffnen Sie Ihre Banking-App und geben Sie die Anfrage frei.',
  promptSmartId:
    'Öffnen Sie die Smart-ID-App und geben Sie die Anfrage frei, wenn der Prüfcode übereinstimmt.',
  promptMobileId:
    'Kontrollieren Sie den Prüfcode auf Ihrem Smartphone und geben Sie Ihre PIN2 für Mobile-ID ein.',
  promptBankId: 'Öffnen Sie die BankID-App auf Ihrem anderen Gerät und geben Sie die Anfrage frei.',
  promptMitId: 'Öffnen Sie die MitID-App und geben Sie die Anfrage frei.',
  authorisedTitle: 'Freigabe abgeschlossen',
  overTitle: 'Dieser Vorgang ist beendet',
  expiredText: 'Die Frist für die Freigabe ist abgelaufen.',
  cancelledText: 'Der Vorgang wurde abgebrochen.',
  notWaitingTitle: 'Auf diesem Smartphone ist nichts zu tun',
  returnText: 'Sie können zu Ihrem Computer zurückkehren.',

  usedTitle: 'Dieser Link wurde bereits verwendet',
  usedText:
    'Der Link lässt sich nur einmal öffnen. Fahren Sie auf dem Gerät fort, auf dem er geöffnet wurde, oder an Ihrem Computer.',
  linkExpiredTitle: 'Dieser Link ist abgelaufen',
  linkExpiredText: 'Lassen Sie sich auf Ihrem Computer einen neuen Code anzeigen und scannen Sie ihn erneut.',
  linkNotValidTitle: 'Ungültiger Link',
  linkNotValidText: 'Zu diesem Link gibt es keinen Vorgang.',

  simulatedBank: 'Simulierte Bank.',
  noCredentialsNeeded: 'Zugangsdaten sind nicht erforderlich.',
  logInAs: 'Anmelden als',
  sandboxUsers: 'Testbenutzer',
  scenarioUsers: 'Szenarien',
  payFrom: 'Von Konto',
  shareOnly: 'Nur diese Konten freigeben (keines ausgewählt: alle)',
  shareNotOwned:
    'Der Benutzer {user} hat keines dieser Konten: {kinds}. Entfernen Sie diese Häkchen oder melden Sie sich als anderer Benutzer an.',
  currentAccount: 'Girokonto',
  savingsAccount: 'Sparkonto',
  creditCard: 'Kreditkarte',
  currencyAccount: 'Fremdwährungskonto',
  loan: 'Kredit',
  rejectButton: 'Ablehnen',
  notWaitingForBank: 'Diese Anfrage liegt der Bank derzeit nicht zur Freigabe vor.',
  handedOff:
    'Dieser Vorgang wird auf dem Smartphone fortgesetzt, auf dem der Link geöffnet wurde: Geben Sie ihn dort frei oder brechen Sie ihn an Ihrem Computer ab.',
  bankAccessTitle: 'Anmelden und Zugriff auf Ihre Konten freigeben – {aspsp}',
  bankPaymentTitle: 'Anmelden und Zahlung freigeben – {aspsp}',
  bankNotWaitingTitle: 'Anfrage liegt der Bank nicht vor – {aspsp}',
  bankHandedOffTitle: 'Vorgang wird auf Ihrem Smartphone fortgesetzt – {aspsp}',

  userIdField: 'Anmeldename',
  passwordField: 'Passwort',
  oneTimeCodeField: 'TAN',
  oneTimeCodeHelp: 'Die 6-stellige TAN aus Ihrer TAN-App oder von Ihrem TAN-Generator',
};
