import type { PageTexts } from './en.js';

/** Italian, in "tu" as Italian banks' apps write, with the widgets' words ("autorizza", "smartphone"). */
export const it: PageTexts = {
  hostedTitle: '{aspsp}: autorizzazione',
  notFoundTitle: 'Pagina non trovata',
  noSuchAttempt: 'Non abbiamo trovato questa autorizzazione o questo pagamento.',

  continueTitle: 'Continua su questo dispositivo',
  continueText:
    'Il tuo computer ha mostrato questo link per continuare un’autorizzazione su questo dispositivo. Il link si può aprire su un solo dispositivo.',
  continueButton: 'Continua',
  cancelButton: 'Annulla',
  accountsRequest: '{application} chiede di consultare i tuoi conti fino al giorno {date}.',
  paymentRequest: '{application} ti chiede di autorizzare un pagamento di {amount}.',
  redirectTitle: 'Continua con {aspsp}',
  redirectLink: 'Continua su {aspsp}',
  decoupledTitle: 'Autorizza nell’app della banca',
  simulatedApp: 'App bancaria simulata.',
  noRealBank: 'Non è coinvolta nessuna banca reale.',
  verificationCode: 'Codice di verifica:',
  approveButton: 'Autorizza',
  promptDefault: 'Apri l’app della tua banca e autorizza la richiesta.',
  promptSmartId: 'Apri l’app Smart-ID e autorizza la richiesta se il codice di verifica corrisponde.',
  promptMobileId: 'Controlla il codice di verifica sullo smartphone e inserisci il PIN2 di Mobile-ID.',
  promptBankId: 'Apri l’app BankID sull’altro dispositivo e autorizza la richiesta.',
  promptMitId: 'Apri l’app MitID e autorizza la richiesta.',
  authorisedTitle: 'Autorizzazione completata',
  overTitle: 'Questa autorizzazione è conclusa',
  expiredText: 'L’autorizzazione è scaduta.',
  cancelledText: 'L’autorizzazione è stata annullata.',
  notWaitingTitle: 'Non devi fare nulla su questo smartphone',
  returnText: 'Puoi tornare al computer.',

  usedTitle: 'Questo link è già stato utilizzato',
  usedText:
    'Il link si può aprire una sola volta. Continua sul dispositivo su cui è stato aperto oppure sul computer.',
  linkExpiredTitle: 'Questo link è scaduto',
  linkExpiredText: 'Mostra un nuovo codice sul computer e inquadralo di nuovo.',
  linkNotValidTitle: 'Link non valido',
  linkNotValidText: 'Questo link non corrisponde a nessuna operazione.',

  simulatedBank: 'Banca simulata.',
  noCredentialsNeeded: 'Non servono credenziali.',
  logInAs: 'Accedi come',
  sandboxUsers: 'Utenti di prova',
  scenarioUsers: 'Scenari',
  payFrom: 'Conto di addebito',
  shareOnly: 'Condividi solo questi conti (se non ne selezioni nessuno, li condividi tutti)',
  shareNotOwned:
    'L’utente {user} non ha nessuno di questi conti: {kinds}. Deselezionali oppure accedi con un altro utente.',
  currentAccount: 'Conto corrente',
  savingsAccount: 'Conto di risparmio',
  creditCard: 'Carta di credito',
  currencyAccount: 'Conto in valuta',
  loan: 'Prestito',
  rejectButton: 'Rifiuta',
  notWaitingForBank: 'Questa richiesta non è in attesa presso la banca.',
  handedOff:
    'Questa autorizzazione prosegue sullo smartphone su cui è stato aperto il link: autorizzala lì oppure annullala dal computer.',

  userIdField: 'Codice utente',
  passwordField: 'Password',
  oneTimeCodeField: 'Codice OTP',
  oneTimeCodeHelp: 'Il codice di 6 cifre della tua app dei codici o della tua carta codici',
};
