import type { PageTexts } from './en.js';

/** Estonian, in "sina" as Estonian banks' apps write, like the widgets; "Mobiil-ID" as Estonians name it. */
export const et: PageTexts = {
  hostedTitle: '{aspsp}: autoriseerimine',
  notFoundTitle: 'Lehte ei leitud',
  noSuchAttempt: 'Sellist autoriseerimist või makset ei leitud.',

  continueTitle: 'Jätka selles seadmes',
  continueText:
    'See link kuvati sinu arvutis, et saaksid autoriseerimist selles seadmes jätkata. Linki saab avada ainult ühes seadmes.',
  continueButton: 'Jätka',
  cancelButton: 'Tühista',
  accountsRequest: '{application} soovib näha sinu kontosid. Juurdepääsu lõppkuupäev: {date}.',
  paymentRequest: '{application} palub sul kinnitada makse summas {amount}.',
  redirectTitle: 'Jätka pangas {aspsp}',
  redirectLink: 'Edasi panka {aspsp}',
  decoupledTitle: 'Kinnita pangarakenduses',
  simulatedApp: 'Simuleeritud pangarakendus.',
  noRealBank: 'Päris pank selles ei osale.',
  verificationCode: 'Kontrollkood:',
  approveButton: 'Kinnita',
  promptDefault: 'Ava oma pangarakendus ja kinnita päring.',
  promptSmartId: 'Ava Smart-ID rakendus ja kinnita päring, kui kontrollkood ühtib.',
  promptMobileId: 'Kontrolli telefonis kontrollkoodi ja sisesta oma Mobiil-ID PIN2.',
  promptBankId: 'Ava oma teises seadmes BankID rakendus ja kinnita päring.',
  promptMitId: 'Ava MitID rakendus ja kinnita päring.',
  authorisedTitle: 'Autoriseerimine on lõpetatud',
  overTitle: 'See autoriseerimine on lõppenud',
  expiredText: 'Autoriseerimine on aegunud.',
  cancelledText: 'Autoriseerimine tühistati.',
  notWaitingTitle: 'Selles telefonis ei ole vaja midagi teha',
  returnText: 'Võid naasta oma arvuti juurde.',

  usedTitle: 'Seda linki on juba kasutatud',
  usedText: 'Linki saab avada ainult ühe korra. Jätka seadmes, kus see avati, või oma arvutis.',
  linkExpiredTitle: 'See link on aegunud',
  linkExpiredText: 'Näita arvutis uut koodi ja skanni see uuesti.',
  linkNotValidTitle: 'Vigane link',
  linkNotValidText: 'See link ei ole seotud ühegi autoriseerimisega.',
};
