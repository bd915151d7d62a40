import type { PageTexts } from './en.js';

/** Norwegian Bokmål, in "du" as Norwegian banks write, like the widgets. */
export const no: PageTexts = {
  hostedTitle: '{aspsp}: godkjenning',
  notFoundTitle: 'Fant ikke siden',
  noSuchAttempt: 'Fant ikke godkjenningen eller betalingen.',

  continueTitle: 'Fortsett på denne enheten',
  continueText:
    'Datamaskinen din viste denne lenken slik at du kan fortsette en godkjenning på denne enheten. Lenken kan bare åpnes på én enhet.',
  continueButton: 'Fortsett',
  cancelButton: 'Avbryt',
  accountsRequest: '{application} ber om å se kontoene dine fram til {date}.',
  paymentRequest: '{application} ber deg godkjenne en betaling på {amount}.',
  redirectTitle: 'Fortsett hos {aspsp}',
  redirectLink: 'Gå videre til {aspsp}',
  decoupledTitle: 'Godkjenn i bankappen',
  simulatedApp: 'Simulert bankapp.',
  noRealBank: 'Ingen ekte bank er involvert.',
  verificationCode: 'Bekreftelseskode:',
  approveButton: 'Godkjenn',
  promptDefault: 'Åpne bankappen, og godkjenn forespørselen.',
  promptSmartId: 'Åpne Smart-ID-appen, og godkjenn forespørselen hvis bekreftelseskoden stemmer.',
  promptMobileId: 'Sjekk bekreftelseskoden på telefonen, og skriv inn PIN2 for Mobile-ID.',
  promptBankId: 'Åpne BankID-appen på den andre enheten din, og godkjenn forespørselen.',
  promptMitId: 'Åpne MitID-appen, og godkjenn forespørselen.',
  authorisedTitle: 'Godkjenningen er fullført',
  overTitle: 'Denne godkjenningen er ikke lenger aktiv',
  expiredText: 'Godkjenningen er utløpt.',
  cancelledText: 'Godkjenningen ble avbrutt.',
  notWaitingTitle: 'Du trenger ikke gjøre noe på denne telefonen',
  returnText: 'Du kan gå tilbake til datamaskinen.',

  usedTitle: 'Denne lenken er allerede brukt',
  usedText: 'Lenken kan bare åpnes én gang. Fortsett på enheten der den ble åpnet, eller på datamaskinen.',
  linkExpiredTitle: 'Denne lenken er utløpt',
  linkExpiredText: 'Vis en ny kode på datamaskinen, og skann den på nytt.',
  linkNotValidTitle: 'Ugyldig lenke',
  linkNotValidText: 'Lenken hører ikke til noen godkjenning.',
};
