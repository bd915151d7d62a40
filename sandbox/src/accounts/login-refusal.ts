/**
 * What the simulated bank says when it refuses the login-refused user, in the bank's
 * language (its country's): the text reaches the application unchanged as error_description.
 */
const REFUSALS: Readonly<Record<string, string>> = {
  AT: 'Anmeldung fehlgeschlagen: Ihr Online-Banking-Zugang ist gesperrt. Bitte wenden Sie sich an Ihre Bank.',
  BE: 'Aanmelden mislukt: uw toegang tot online bankieren is geblokkeerd. Neem contact op met uw bank.',
  DE: 'Anmeldung fehlgeschlagen: Ihr Online-Banking-Zugang ist gesperrt. Bitte wenden Sie sich an Ihre Bank.',
  DK: 'Login mislykkedes: din adgang til netbanken er spærret. Kontakt din bank.',
  EE: 'Sisselogimine ebaõnnestus: teie internetipanga kasutaja on blokeeritud. Võtke ühendust oma pangaga.',
  ES: 'Error de autenticación: su acceso a la banca online está bloqueado. Póngase en contacto con su banco.',
  FI: 'Tunnistautuminen epäonnistui: verkkopankkitunnuksesi on lukittu. Ota yhteyttä pankkiisi.',
  FR: "Échec de l'authentification : votre accès à la banque en ligne est bloqué. Contactez votre banque.",
  IT: "Autenticazione non riuscita: l'accesso all'home banking è bloccato. Contatta la tua banca.",
  LT: 'Prisijungti nepavyko: jūsų interneto banko prieiga užblokuota. Susisiekite su savo banku.',
  LV: 'Pieslēgšanās neizdevās: jūsu internetbankas piekļuve ir bloķēta. Sazinieties ar savu banku.',
  NL: 'Aanmelden mislukt: uw toegang tot online bankieren is geblokkeerd. Neem contact op met uw bank.',
  NO: 'Innloggingen mislyktes: tilgangen din til nettbanken er sperret. Kontakt banken din.',
  PL: 'Logowanie nie powiodło się: dostęp do bankowości internetowej jest zablokowany. Skontaktuj się z bankiem.',
  SE: 'Inloggningen misslyckades: din åtkomst till internetbanken är spärrad. Kontakta din bank.',
};

const ENGLISH = 'Login failed: your online banking access is blocked. Please contact your bank.';

/** The OAuth error the refusal comes with: not access_denied, which means the PSU cancelled. */
export const LOGIN_REFUSAL_ERROR = 'ASPSP_ERROR';

export function loginRefusalText(country: string | undefined): string {
  return REFUSALS[(country ?? '').toUpperCase()] ?? ENGLISH;
}
