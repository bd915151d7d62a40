import type { PageTexts } from './en.js';

/** Lithuanian, in the polite "jūs" as Lithuanian banks write, like the widgets; app names in „quotes“. */
export const lt: PageTexts = {
  hostedTitle: '{aspsp}: autorizacija',
  notFoundTitle: 'Puslapis nerastas',
  noSuchAttempt: 'Tokios autorizacijos ar mokėjimo nėra.',

  continueTitle: 'Tęsti šiame įrenginyje',
  continueText:
    'Ši nuoroda buvo parodyta jūsų kompiuteryje, kad galėtumėte tęsti autorizaciją šiame įrenginyje. Nuorodą galima atidaryti tik viename įrenginyje.',
  continueButton: 'Tęsti',
  cancelButton: 'Atšaukti',
  accountsRequest: '{application} prašo leidimo matyti jūsų sąskaitas iki {date}.',
  paymentRequest: '{application} prašo patvirtinti mokėjimą, kurio suma – {amount}.',
  redirectTitle: 'Tęsti banke {aspsp}',
  redirectLink: 'Pereiti į banką {aspsp}',
  decoupledTitle: 'Patvirtinkite banko programėlėje',
  simulatedApp: 'Imituojama banko programėlė.',
  noRealBank: 'Tikras bankas nedalyvauja.',
  verificationCode: 'Kontrolinis kodas:',
  approveButton: 'Patvirtinti',
  promptDefault: 'Atidarykite banko programėlę ir patvirtinkite užklausą.',
  promptSmartId:
    'Atidarykite „Smart-ID“ programėlę ir patvirtinkite užklausą, jei kontrolinis kodas sutampa.',
  promptMobileId: 'Patikrinkite kontrolinį kodą telefone ir įveskite „Mobile-ID“ PIN2 kodą.',
  promptBankId: 'Atidarykite „BankID“ programėlę kitame įrenginyje ir patvirtinkite užklausą.',
  promptMitId: 'Atidarykite „MitID“ programėlę ir patvirtinkite užklausą.',
  authorisedTitle: 'Autorizacija baigta',
  overTitle: 'Ši autorizacija nebeaktyvi',
  expiredText: 'Autorizacijos laikas baigėsi.',
  cancelledText: 'Autorizacija atšaukta.',
  notWaitingTitle: 'Šiame telefone nieko daryti nereikia',
  returnText: 'Galite grįžti prie kompiuterio.',

  usedTitle: 'Ši nuoroda jau panaudota',
  usedText:
    'Nuorodą galima atidaryti tik vieną kartą. Tęskite įrenginyje, kuriame ji buvo atidaryta, arba kompiuteryje.',
  linkExpiredTitle: 'Ši nuoroda nebegalioja',
  linkExpiredText: 'Kompiuteryje parodykite naują kodą ir nuskenuokite jį dar kartą.',
  linkNotValidTitle: 'Negaliojanti nuoroda',
  linkNotValidText: 'Ši nuoroda nesusijusi su jokia autorizacija.',

  simulatedBank: 'Imituojamas bankas.',
  noCredentialsNeeded: 'Prisijungimo duomenų nereikia.',
  logInAs: 'Prisijungti kaip',
  sandboxUsers: 'Bandomieji naudotojai',
  scenarioUsers: 'Scenarijai',
  payFrom: 'Mokėtojo sąskaita',
  shareOnly: 'Bendrinti tik šias sąskaitas (nepažymėjus nė vienos – visas)',
  shareNotOwned:
    'Naudotojas {user} neturi nė vienos iš šių sąskaitų: {kinds}. Atžymėkite jas arba prisijunkite kaip kitas naudotojas.',
  currentAccount: 'Einamoji sąskaita',
  savingsAccount: 'Taupomoji sąskaita',
  creditCard: 'Kredito kortelė',
  currencyAccount: 'Sąskaita užsienio valiuta',
  loan: 'Paskola',
  rejectButton: 'Atmesti',
  notWaitingForBank: 'Ši užklausa nelaukia banko atsakymo.',
  handedOff:
    'Ši autorizacija tęsiama telefone, kuriame buvo atidaryta nuoroda: patvirtinkite ten arba atšaukite kompiuteryje.',
  bankAccessTitle: 'Prisijunkite ir patvirtinkite prieigą prie savo sąskaitų – {aspsp}',
  bankPaymentTitle: 'Prisijunkite ir patvirtinkite mokėjimą – {aspsp}',
  bankNotWaitingTitle: 'Užklausa nelaukia banko atsakymo – {aspsp}',
  bankHandedOffTitle: 'Autorizacija tęsiama jūsų telefone – {aspsp}',

  userIdField: 'Naudotojo ID',
  passwordField: 'Slaptažodis',
  oneTimeCodeField: 'Vienkartinis kodas',
  oneTimeCodeHelp: '6 skaitmenų kodas iš kodų programėlės arba kodų kortelės',
};
