/**
 * What the simulated bank says when it refuses the login-refused user, in the bank's
 * language (its country's): the text reaches the application unchanged as error_description,
 * and a PSU page in another language marks it with its `lang`.
 */
export interface LoginRefusal {
  /** The language the text is written in, as an HTML lang value. */
  lang: string;
  text: string;
}

const REFUSALS: Readonly<Record<string, LoginRefusal>> = {
  AT: {
    lang: 'de',
    text: 'Anmeldung fehlgeschlagen: Ihr Online-Banking-Zugang ist gesperrt. Bitte wenden Sie sich an Ihre Bank.',
  },
  BE: {
    lang: 'nl',
    text: 'Aanmelden mislukt: uw toegang tot online bankieren is geblokkeerd. Neem contact op met uw bank.',
  },
  DE: {
    lang: 'de',
    text: 'Anmeldung fehlgeschlagen: Ihr Online-Banking-Zugang ist gesperrt. Bitte wenden Sie sich an Ihre Bank.',
  },
  DK: { lang: 'da', text: 'Login mislykkedes: din adgang til netbanken er spærret. Kontakt din bank.' },
  EE: {
    lang: 'et',
    text: 'Sisselogimine ebaõnnestus: teie internetipanga kasutaja on blokeeritud. Võtke ühendust oma pangaga.',
  },
  ES: {
    lang: 'es',
    text: 'Error de autenticación: su acceso a la banca online está bloqueado. Póngase en contacto con su banco.',
  },
  FI: {
    lang: 'fi',
    text: 'Tunnistautuminen epäonnistui: verkkopankkitunnuksesi on lukittu. Ota yhteyttä pankkiisi.',
  },
  FR: {
    lang: 'fr',
    text: "Échec de l'authentification : votre accès à la banque en ligne est bloqué. Contactez votre banque.",
  },
  IT: {
    lang: 'it',
    text: "Autenticazione non riuscita: l'accesso all'home banking è bloccato. Contatta la tua banca.",
  },
  LT: {
    lang: 'lt',
    text: 'Prisijungti nepavyko: jūsų interneto banko prieiga užblokuota. Susisiekite su savo banku.',
  },
  LV: {
    lang: 'lv',
    text: 'Pieslēgšanās neizdevās: jūsu internetbankas piekļuve ir bloķēta. Sazinieties ar savu banku.',
  },
  NL: {
    lang: 'nl',
    text: 'Aanmelden mislukt: uw toegang tot online bankieren is geblokkeerd. Neem contact op met uw bank.',
  },
  NO: {
    lang: 'no',
    text: 'Innloggingen mislyktes: tilgangen din til nettbanken er sperret. Kontakt banken din.',
  },
  PL: {
    lang: 'pl',
    text: 'Logowanie nie powiodło się: dostęp do bankowości internetowej jest zablokowany. Skontaktuj się z bankiem.',
  },
  SE: {
    lang: 'sv',
    text: 'Inloggningen misslyckades: din åtkomst till internetbanken är spärrad. Kontakta din bank.',
  },
};

/** A bank of another country refuses in English. */
const ENGLISH: LoginRefusal = {
  lang: 'en',
  text: 'Login failed: your online banking access is blocked. Please contact your bank.',
};

/** The OAuth error the refusal comes with: not access_denied, which means the PSU cancelled. */
export const LOGIN_REFUSAL_ERROR = 'ASPSP_ERROR';

export function loginRefusal(country: string | undefined): LoginRefusal {
  return REFUSALS[(country ?? '').toUpperCase()] ?? ENGLISH;
}

export function loginRefusalText(country: string | undefined): string {
  return loginRefusal(country).text;
}
