import type { Messages } from './en.js';

/** Finnish. */
export const fi: Messages = {
  loading: 'Ladataan…',
  retry: 'Yritä uudelleen',
  errorHeading: 'Jokin meni vikaan',
  sandboxBadge: 'Testiympäristö',
  errorNetwork: 'Palveluun ei saatu yhteyttä. Tarkista verkkoyhteytesi ja yritä uudelleen.',
  errorTimeout: 'Palvelu ei vastannut ajoissa. Yritä uudelleen.',
  errorInvalidResponse: 'Palvelun lähettämää vastausta ei voitu lukea. Yritä myöhemmin uudelleen.',
  errorMissingAttribute: 'Tätä widgetiä ei ole määritetty oikein: attribuutti ”{attribute}” puuttuu.',
  errorInvalidAttribute: 'Tätä widgetiä ei ole määritetty oikein: attribuutti ”{attribute}” on virheellinen.',
  errorUnsafeUrl: 'Palvelu antoi osoitteen, jota ei ole turvallista avata, joten sitä ei avattu.',
  errorOriginRefused: 'Tällä verkkosivustolla ei ole lupaa käyttää palvelua.',
  errorNotFound:
    'Pyyntöä ei löytynyt. Se on ehkä tehty toisessa ympäristössä (testi- tai tuotantoympäristössä).',
  errorExpired: 'Pyyntö on vanhentunut. Aloita alusta.',
  errorRateLimited: 'Pyyntöjä on tullut liian monta. Odota hetki ja yritä uudelleen.',
  errorService: 'Palvelu ei pystynyt käsittelemään pyyntöä. Yritä myöhemmin uudelleen.',
  aspspCount: { one: '{count} pankki saatavilla', other: '{count} pankkia saatavilla' },
  consentHeading: '{application} pyytää pääsyä tietoihisi pankissa {aspsp}',
  authFlowHeading: 'Valtuutus pankissa {aspsp}',
};
