import type { Messages } from './en.js';

/** Polish. */
export const pl: Messages = {
  loading: 'Ładowanie…',
  retry: 'Spróbuj ponownie',
  errorHeading: 'Coś poszło nie tak',
  sandboxBadge: 'Środowisko testowe',
  errorNetwork: 'Nie udało się połączyć z usługą. Sprawdź połączenie z internetem i spróbuj ponownie.',
  errorTimeout: 'Usługa nie odpowiedziała na czas. Spróbuj ponownie.',
  errorInvalidResponse:
    'Usługa przesłała odpowiedź, której nie udało się odczytać. Spróbuj ponownie później.',
  errorMissingAttribute: 'Ten widżet nie jest poprawnie skonfigurowany: brakuje atrybutu „{attribute}”.',
  errorInvalidAttribute:
    'Ten widżet nie jest poprawnie skonfigurowany: atrybut „{attribute}” jest nieprawidłowy.',
  errorUnsafeUrl: 'Usługa podała adres, którego otwarcie nie jest bezpieczne, dlatego nie został otwarty.',
  errorOriginRefused: 'Ta witryna nie ma uprawnień do korzystania z usługi.',
  errorNotFound:
    'Nie znaleziono tego żądania. Mogło zostać utworzone w innym środowisku (testowym lub produkcyjnym).',
  errorExpired: 'To żądanie wygasło. Zacznij od nowa.',
  errorRateLimited: 'Wysłano zbyt wiele żądań. Odczekaj chwilę i spróbuj ponownie.',
  errorService: 'Usługa nie mogła zrealizować żądania. Spróbuj ponownie później.',
  aspspCount: {
    one: '{count} dostępny bank',
    few: '{count} dostępne banki',
    many: '{count} dostępnych banków',
    other: '{count} dostępnego banku',
  },
  consentHeading: '{application} prosi o dostęp do Twoich danych w banku {aspsp}',
  authFlowHeading: 'Autoryzacja w banku {aspsp}',
};
