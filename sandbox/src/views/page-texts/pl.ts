import type { PageTexts } from './en.js';

/** Polish, addressing the PSU with "Ty" (capitalised "Twój") as Polish banks' apps write, like the widgets. */
export const pl: PageTexts = {
  hostedTitle: '{aspsp}: autoryzacja',
  notFoundTitle: 'Nie znaleziono strony',
  noSuchAttempt: 'Nie znaleziono takiej autoryzacji ani płatności.',

  continueTitle: 'Kontynuuj na tym urządzeniu',
  continueText:
    'Ten link z Twojego komputera pozwala kontynuować autoryzację na tym urządzeniu. Link można otworzyć tylko na jednym urządzeniu.',
  continueButton: 'Dalej',
  cancelButton: 'Anuluj',
  accountsRequest: '{application} prosi o wgląd w Twoje rachunki do {date}.',
  paymentRequest: '{application} prosi o zatwierdzenie płatności na kwotę {amount}.',
  redirectTitle: 'Kontynuuj w banku {aspsp}',
  redirectLink: 'Przejdź do banku {aspsp}',
  decoupledTitle: 'Zatwierdź w aplikacji banku',
  simulatedApp: 'Symulowana aplikacja bankowa.',
  noRealBank: 'Nie bierze w tym udziału żaden prawdziwy bank.',
  verificationCode: 'Kod weryfikacyjny:',
  approveButton: 'Zatwierdź',
  promptDefault: 'Otwórz aplikację swojego banku i zatwierdź operację.',
  promptSmartId: 'Otwórz aplikację Smart-ID i zatwierdź operację, jeśli kod weryfikacyjny się zgadza.',
  promptMobileId: 'Sprawdź kod weryfikacyjny na telefonie i wpisz PIN2 do Mobile-ID.',
  promptBankId: 'Otwórz aplikację BankID na drugim urządzeniu i zatwierdź operację.',
  promptMitId: 'Otwórz aplikację MitID i zatwierdź operację.',
  authorisedTitle: 'Autoryzacja zakończona',
  overTitle: 'Ta autoryzacja nie jest już aktywna',
  expiredText: 'Czas na autoryzację minął.',
  cancelledText: 'Autoryzacja została anulowana.',
  notWaitingTitle: 'Na tym telefonie nie musisz nic robić',
  returnText: 'Możesz wrócić do komputera.',

  usedTitle: 'Ten link został już użyty',
  usedText:
    'Link można otworzyć tylko raz. Kontynuuj na urządzeniu, na którym go otwarto, lub na komputerze.',
  linkExpiredTitle: 'Ten link wygasł',
  linkExpiredText: 'Wyświetl nowy kod na komputerze i zeskanuj go ponownie.',
  linkNotValidTitle: 'Nieprawidłowy link',
  linkNotValidText: 'Ten link nie dotyczy żadnej autoryzacji.',

  simulatedBank: 'Symulowany bank.',
  noCredentialsNeeded: 'Dane logowania nie są potrzebne.',
  logInAs: 'Zaloguj się jako',
  sandboxUsers: 'Użytkownicy testowi',
  scenarioUsers: 'Scenariusze',
  payFrom: 'Z rachunku',
  shareOnly: 'Udostępnij tylko te rachunki (jeśli nie zaznaczysz żadnego, udostępnisz wszystkie)',
  shareNotOwned:
    'Użytkownik {user} nie ma żadnego z tych rachunków: {kinds}. Odznacz je lub zaloguj się jako inny użytkownik.',
  currentAccount: 'Rachunek bieżący',
  savingsAccount: 'Rachunek oszczędnościowy',
  creditCard: 'Karta kredytowa',
  currencyAccount: 'Rachunek walutowy',
  loan: 'Kredyt',
  rejectButton: 'Odrzuć',
  notWaitingForBank: 'Ta operacja nie czeka na decyzję banku.',
  handedOff:
    'Ta autoryzacja jest kontynuowana na telefonie, na którym otwarto link: zatwierdź ją tam lub anuluj na komputerze.',

  userIdField: 'Identyfikator użytkownika',
  passwordField: 'Hasło',
  oneTimeCodeField: 'Kod jednorazowy',
  oneTimeCodeHelp: '6-cyfrowy kod z Twojej aplikacji z kodami lub karty kodów',
};
