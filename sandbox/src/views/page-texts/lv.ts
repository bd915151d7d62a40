import type { PageTexts } from './en.js';

/**
 * Latvian, in the polite "jūs" as Latvian banks write, like the widgets. The date stands
 * after a colon: "līdz" would need it in the dative, and Intl writes the nominative.
 */
export const lv: PageTexts = {
  hostedTitle: '{aspsp}: autorizācija',
  notFoundTitle: 'Lapa nav atrasta',
  noSuchAttempt: 'Šāda autorizācija vai maksājums nav atrasts.',

  continueTitle: 'Turpināt šajā ierīcē',
  continueText:
    'Šī saite tika parādīta jūsu datorā, lai jūs varētu turpināt autorizāciju šajā ierīcē. Saiti var atvērt tikai vienā ierīcē.',
  continueButton: 'Turpināt',
  cancelButton: 'Atcelt',
  accountsRequest: '{application} lūdz atļauju skatīt jūsu kontus. Piekļuves termiņš: {date}.',
  paymentRequest: '{application} lūdz jūs apstiprināt maksājumu {amount} apmērā.',
  redirectTitle: 'Turpināt bankā {aspsp}',
  redirectLink: 'Pāriet uz banku {aspsp}',
  decoupledTitle: 'Apstipriniet bankas lietotnē',
  simulatedApp: 'Simulēta bankas lietotne.',
  noRealBank: 'Īsta banka šeit nepiedalās.',
  verificationCode: 'Kontrolkods:',
  approveButton: 'Apstiprināt',
  promptDefault: 'Atveriet savas bankas lietotni un apstipriniet pieprasījumu.',
  promptSmartId: 'Atveriet lietotni Smart-ID un apstipriniet pieprasījumu, ja kontrolkods sakrīt.',
  promptMobileId: 'Pārbaudiet kontrolkodu tālrunī un ievadiet Mobile-ID PIN2 kodu.',
  promptBankId: 'Atveriet lietotni BankID savā otrā ierīcē un apstipriniet pieprasījumu.',
  promptMitId: 'Atveriet lietotni MitID un apstipriniet pieprasījumu.',
  authorisedTitle: 'Autorizācija pabeigta',
  overTitle: 'Šī autorizācija vairs nav aktīva',
  expiredText: 'Autorizācijas termiņš ir beidzies.',
  cancelledText: 'Autorizācija tika atcelta.',
  notWaitingTitle: 'Šajā tālrunī nekas nav jādara',
  returnText: 'Varat atgriezties pie datora.',

  usedTitle: 'Šī saite jau ir izmantota',
  usedText: 'Saiti var atvērt tikai vienu reizi. Turpiniet ierīcē, kurā tā tika atvērta, vai savā datorā.',
  linkExpiredTitle: 'Šīs saites derīgums ir beidzies',
  linkExpiredText: 'Parādiet datorā jaunu kodu un noskenējiet to vēlreiz.',
  linkNotValidTitle: 'Nederīga saite',
  linkNotValidText: 'Šī saite nav saistīta ne ar vienu autorizāciju.',

  simulatedBank: 'Simulēta banka.',
  noCredentialsNeeded: 'Pieejas dati nav nepieciešami.',
  logInAs: 'Pieteikties kā',
  sandboxUsers: 'Testa lietotāji',
  scenarioUsers: 'Scenāriji',
  payFrom: 'Maksātāja konts',
  shareOnly: 'Kopīgot tikai šos kontus (ja neviens nav atzīmēts, tiek kopīgoti visi)',
  shareNotOwned:
    'Lietotājam {user} nav neviena no šiem kontiem: {kinds}. Noņemiet atzīmes no tiem vai piesakieties kā cits lietotājs.',
  currentAccount: 'Norēķinu konts',
  savingsAccount: 'Krājkonts',
  creditCard: 'Kredītkarte',
  currencyAccount: 'Valūtas konts',
  loan: 'Kredīts',
  rejectButton: 'Noraidīt',
  notWaitingForBank: 'Šis pieprasījums negaida bankas atbildi.',
  handedOff:
    'Šī autorizācija turpinās tālrunī, kurā tika atvērta saite: apstipriniet tur vai atceliet savā datorā.',
  bankAccessTitle: 'Piesakieties un apstipriniet piekļuvi saviem kontiem – {aspsp}',
  bankPaymentTitle: 'Piesakieties un apstipriniet maksājumu – {aspsp}',
  bankNotWaitingTitle: 'Pieprasījums negaida bankas atbildi – {aspsp}',
  bankHandedOffTitle: 'Autorizācija turpinās jūsu tālrunī – {aspsp}',

  userIdField: 'Lietotāja ID',
  passwordField: 'Parole',
  oneTimeCodeField: 'Vienreizējais kods',
  oneTimeCodeHelp: '6 ciparu kods no jūsu kodu lietotnes vai kodu kartes',
};
