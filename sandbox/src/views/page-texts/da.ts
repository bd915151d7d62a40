import type { PageTexts } from './en.js';

/** Danish, in "du" as Danish banks write, like the widgets. */
export const da: PageTexts = {
  hostedTitle: '{aspsp}: godkendelse',
  notFoundTitle: 'Siden blev ikke fundet',
  noSuchAttempt: 'Godkendelsen eller betalingen blev ikke fundet.',

  continueTitle: 'Fortsæt på denne enhed',
  continueText:
    'Din computer viste dette link, så du kan fortsætte en godkendelse på denne enhed. Linket kan kun åbnes på én enhed.',
  continueButton: 'Fortsæt',
  cancelButton: 'Annuller',
  accountsRequest: '{application} beder om at se dine konti indtil den {date}.',
  paymentRequest: '{application} beder dig godkende en betaling på {amount}.',
  redirectTitle: 'Fortsæt hos {aspsp}',
  redirectLink: 'Fortsæt til {aspsp}',
  decoupledTitle: 'Godkend i bankappen',
  simulatedApp: 'Simuleret bankapp.',
  noRealBank: 'Ingen rigtig bank er involveret.',
  verificationCode: 'Bekræftelseskode:',
  approveButton: 'Godkend',
  promptDefault: 'Åbn din bankapp, og godkend anmodningen.',
  promptSmartId: 'Åbn Smart-ID-appen, og godkend anmodningen, hvis bekræftelseskoden stemmer.',
  promptMobileId: 'Tjek bekræftelseskoden på din telefon, og indtast din PIN2 til Mobile-ID.',
  promptBankId: 'Åbn BankID-appen på din anden enhed, og godkend anmodningen.',
  promptMitId: 'Åbn MitID-appen, og godkend anmodningen.',
  authorisedTitle: 'Godkendelsen er gennemført',
  overTitle: 'Denne godkendelse er ikke længere aktiv',
  expiredText: 'Godkendelsen er udløbet.',
  cancelledText: 'Godkendelsen blev annulleret.',
  notWaitingTitle: 'Du behøver ikke gøre noget på denne telefon',
  returnText: 'Du kan gå tilbage til din computer.',

  usedTitle: 'Dette link er allerede brugt',
  usedText: 'Linket kan kun åbnes én gang. Fortsæt på den enhed, hvor det blev åbnet, eller på din computer.',
  linkExpiredTitle: 'Dette link er udløbet',
  linkExpiredText: 'Vis en ny kode på din computer, og scan den igen.',
  linkNotValidTitle: 'Ugyldigt link',
  linkNotValidText: 'Linket hører ikke til nogen godkendelse.',
};
