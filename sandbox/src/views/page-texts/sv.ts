import type { PageTexts } from './en.js';

/** Swedish, in "du" as Swedish banks write, like the widgets. */
export const sv: PageTexts = {
  hostedTitle: '{aspsp}: godkännande',
  notFoundTitle: 'Sidan hittades inte',
  noSuchAttempt: 'Godkännandet eller betalningen hittades inte.',

  continueTitle: 'Fortsätt på den här enheten',
  continueText:
    'Din dator visade den här länken så att du kan fortsätta ett godkännande på den här enheten. Länken kan bara öppnas på en enhet.',
  continueButton: 'Fortsätt',
  cancelButton: 'Avbryt',
  accountsRequest: '{application} vill se dina konton fram till den {date}.',
  paymentRequest: '{application} ber dig godkänna en betalning på {amount}.',
  redirectTitle: 'Fortsätt hos {aspsp}',
  redirectLink: 'Fortsätt till {aspsp}',
  decoupledTitle: 'Godkänn i bankappen',
  simulatedApp: 'Simulerad bankapp.',
  noRealBank: 'Ingen riktig bank är inblandad.',
  verificationCode: 'Verifieringskod:',
  approveButton: 'Godkänn',
  promptDefault: 'Öppna din bankapp och godkänn begäran.',
  promptSmartId: 'Öppna Smart-ID-appen och godkänn begäran om verifieringskoden stämmer.',
  promptMobileId: 'Kontrollera verifieringskoden på telefonen och ange din PIN2 för Mobile-ID.',
  promptBankId: 'Öppna BankID-appen på din andra enhet och godkänn begäran.',
  promptMitId: 'Öppna MitID-appen och godkänn begäran.',
  authorisedTitle: 'Godkännandet är klart',
  overTitle: 'Det här godkännandet är inte längre aktivt',
  expiredText: 'Godkännandet har gått ut.',
  cancelledText: 'Godkännandet avbröts.',
  notWaitingTitle: 'Du behöver inte göra något på den här telefonen',
  returnText: 'Du kan gå tillbaka till datorn.',

  usedTitle: 'Den här länken har redan använts',
  usedText: 'Länken kan bara öppnas en gång. Fortsätt på enheten där den öppnades, eller på datorn.',
  linkExpiredTitle: 'Den här länken har gått ut',
  linkExpiredText: 'Visa en ny kod på datorn och skanna den igen.',
  linkNotValidTitle: 'Ogiltig länk',
  linkNotValidText: 'Länken hör inte till något godkännande.',
};
