import type { PageTexts } from './en.js';

/** Finnish, in "sinä" as Finnish banks write, like the widgets ("valtuutus"). */
export const fi: PageTexts = {
  hostedTitle: '{aspsp}: valtuutus',
  notFoundTitle: 'Sivua ei löytynyt',
  noSuchAttempt: 'Valtuutusta tai maksua ei löytynyt.',

  continueTitle: 'Jatka tällä laitteella',
  continueText:
    'Tietokoneesi näytti tämän linkin, jotta voit jatkaa valtuutusta tällä laitteella. Linkin voi avata vain yhdellä laitteella.',
  continueButton: 'Jatka',
  cancelButton: 'Peruuta',
  accountsRequest: '{application} pyytää lupaa nähdä tilisi {date} asti.',
  paymentRequest: '{application} pyytää sinua hyväksymään maksun, jonka summa on {amount}.',
  redirectTitle: 'Jatka pankissa {aspsp}',
  redirectLink: 'Siirry pankkiin {aspsp}',
  decoupledTitle: 'Hyväksy pankkisovelluksessa',
  simulatedApp: 'Simuloitu pankkisovellus.',
  noRealBank: 'Mukana ei ole oikeaa pankkia.',
  verificationCode: 'Vahvistuskoodi:',
  approveButton: 'Hyväksy',
  promptDefault: 'Avaa pankkisovelluksesi ja hyväksy pyyntö.',
  promptSmartId: 'Avaa Smart-ID-sovellus ja hyväksy pyyntö, jos vahvistuskoodi täsmää.',
  promptMobileId: 'Tarkista vahvistuskoodi puhelimestasi ja anna Mobile-ID:n PIN2-koodi.',
  promptBankId: 'Avaa BankID-sovellus toisella laitteellasi ja hyväksy pyyntö.',
  promptMitId: 'Avaa MitID-sovellus ja hyväksy pyyntö.',
  authorisedTitle: 'Valtuutus on valmis',
  overTitle: 'Tämä valtuutus on päättynyt',
  expiredText: 'Valtuutus on vanhentunut.',
  cancelledText: 'Valtuutus peruutettiin.',
  notWaitingTitle: 'Tässä puhelimessa ei tarvitse tehdä mitään',
  returnText: 'Voit palata tietokoneellesi.',

  usedTitle: 'Tätä linkkiä on jo käytetty',
  usedText: 'Linkin voi avata vain kerran. Jatka laitteella, jolla se avattiin, tai tietokoneellasi.',
  linkExpiredTitle: 'Tämä linkki on vanhentunut',
  linkExpiredText: 'Näytä tietokoneellasi uusi koodi ja skannaa se uudelleen.',
  linkNotValidTitle: 'Virheellinen linkki',
  linkNotValidText: 'Linkki ei kuulu mihinkään valtuutukseen.',
};
