import type { PageTexts } from './en.js';

/** Russian, in the polite "вы" (lowercase, as in running text), like the widgets. */
export const ru: PageTexts = {
  hostedTitle: '{aspsp}: авторизация',
  notFoundTitle: 'Страница не найдена',
  noSuchAttempt: 'Такая авторизация или платёж не найдены.',

  continueTitle: 'Продолжить на этом устройстве',
  continueText:
    'Эту ссылку показал ваш компьютер, чтобы вы могли продолжить авторизацию на этом устройстве. Ссылку можно открыть только на одном устройстве.',
  continueButton: 'Продолжить',
  cancelButton: 'Отмена',
  accountsRequest: '{application} запрашивает доступ к вашим счетам до {date}.',
  paymentRequest: '{application} просит вас подтвердить платёж на сумму {amount}.',
  redirectTitle: 'Продолжить в банке {aspsp}',
  redirectLink: 'Перейти в банк {aspsp}',
  decoupledTitle: 'Подтвердите в приложении банка',
  simulatedApp: 'Имитация банковского приложения.',
  noRealBank: 'Настоящий банк в этом не участвует.',
  verificationCode: 'Контрольный код:',
  approveButton: 'Подтвердить',
  promptDefault: 'Откройте приложение банка и подтвердите запрос.',
  promptSmartId: 'Откройте приложение Smart-ID и подтвердите запрос, если контрольный код совпадает.',
  promptMobileId: 'Проверьте контрольный код на телефоне и введите PIN2 для Mobile-ID.',
  promptBankId: 'Откройте приложение BankID на другом устройстве и подтвердите запрос.',
  promptMitId: 'Откройте приложение MitID и подтвердите запрос.',
  authorisedTitle: 'Авторизация завершена',
  overTitle: 'Эта авторизация больше не действует',
  expiredText: 'Срок авторизации истёк.',
  cancelledText: 'Авторизация отменена.',
  notWaitingTitle: 'На этом телефоне ничего делать не нужно',
  returnText: 'Можете вернуться к компьютеру.',

  usedTitle: 'Эта ссылка уже использована',
  usedText:
    'Ссылку можно открыть только один раз. Продолжите на устройстве, где она была открыта, или на компьютере.',
  linkExpiredTitle: 'Срок действия ссылки истёк',
  linkExpiredText: 'Покажите новый код на компьютере и отсканируйте его ещё раз.',
  linkNotValidTitle: 'Недействительная ссылка',
  linkNotValidText: 'Эта ссылка не относится ни к одной авторизации.',

  simulatedBank: 'Имитация банка.',
  noCredentialsNeeded: 'Данные для входа не нужны.',
  logInAs: 'Войти как',
  sandboxUsers: 'Тестовые пользователи',
  scenarioUsers: 'Сценарии',
  payFrom: 'Счёт списания',
  shareOnly: 'Предоставить доступ только к этим счетам (если ничего не отмечено — ко всем)',
  shareNotOwned:
    'У пользователя {user} нет ни одного из этих счетов: {kinds}. Снимите с них отметку или войдите как другой пользователь.',
  currentAccount: 'Текущий счёт',
  savingsAccount: 'Сберегательный счёт',
  creditCard: 'Кредитная карта',
  currencyAccount: 'Валютный счёт',
  loan: 'Кредит',
  rejectButton: 'Отклонить',
  notWaitingForBank: 'Этот запрос не ожидает ответа банка.',
  handedOff:
    'Эта авторизация продолжается на телефоне, где была открыта ссылка: подтвердите там или отмените на компьютере.',

  userIdField: 'Идентификатор пользователя',
  passwordField: 'Пароль',
  oneTimeCodeField: 'Одноразовый код',
  oneTimeCodeHelp: '6-значный код из приложения для кодов или с карты кодов',
};
