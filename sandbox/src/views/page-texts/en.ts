/**
 * The words of the sandbox's own pages that the PSU reads: the hosted page of an
 * authorisation or payment, the hand-off's phone pages, the simulated bank's page and the
 * sandbox's own credential fields in the credentials frame. English; every other language
 * has a file beside this one with the same keys and the same `{placeholders}`.
 */
export const en = {
  hostedTitle: '{aspsp}: authorisation',
  notFoundTitle: 'Not found',
  noSuchAttempt: 'There is no such authorisation or payment.',

  continueTitle: 'Continue on this device',
  continueText:
    'Your computer showed this link to continue an authorisation on this device. The link opens on one device only.',
  continueButton: 'Continue',
  cancelButton: 'Cancel',
  accountsRequest: '{application} asks to see your accounts until {date}.',
  paymentRequest: '{application} asks you to approve a payment of {amount}.',
  redirectTitle: 'Continue at {aspsp}',
  redirectLink: 'Continue to {aspsp}',
  decoupledTitle: 'Approve in the bank app',
  simulatedApp: 'Simulated bank app.',
  noRealBank: 'No real bank is involved.',
  verificationCode: 'Verification code:',
  approveButton: 'Approve',
  promptDefault: 'Open your bank app and approve the request.',
  promptSmartId: 'Open the Smart-ID app and approve the request if the verification code matches.',
  promptMobileId: 'Check the verification code on your phone and enter your Mobile-ID PIN2.',
  promptBankId: 'Open the BankID app on your other device and approve the request.',
  promptMitId: 'Open the MitID app and approve the request.',
  authorisedTitle: 'Authorised',
  overTitle: 'This authorisation is over',
  expiredText: 'It has expired.',
  cancelledText: 'It was cancelled.',
  notWaitingTitle: 'Not waiting for this phone',
  returnText: 'You can return to your computer.',

  usedTitle: 'This link was already used',
  usedText: 'This link opens only once. Continue on the device where it was opened, or on your computer.',
  linkExpiredTitle: 'This link has expired',
  linkExpiredText: 'Show a new code on your computer and scan it again.',
  linkNotValidTitle: 'Link not valid',
  linkNotValidText: 'This link does not belong to any authorisation.',

  simulatedBank: 'Simulated bank.',
  noCredentialsNeeded: 'No credentials are needed.',
  logInAs: 'Log in as',
  sandboxUsers: 'Sandbox users',
  scenarioUsers: 'Scenarios',
  payFrom: 'Pay from',
  shareOnly: 'Share only these accounts (none ticked: all)',
  shareNotOwned:
    'The user {user} has none of these accounts: {kinds}. Untick them, or log in as another user.',
  currentAccount: 'Current account',
  savingsAccount: 'Savings account',
  creditCard: 'Credit card',
  currencyAccount: 'Currency account',
  loan: 'Loan',
  rejectButton: 'Reject',
  notWaitingForBank: 'This request is not waiting for the bank.',
  handedOff:
    'This authorisation continues on the phone that opened its link: approve there, or cancel on your computer.',
  /** The bank page's <title>: what it asks of the PSU, then the bank (its heading). */
  bankAccessTitle: 'Log in and approve access to your accounts – {aspsp}',
  bankPaymentTitle: 'Log in and approve the payment – {aspsp}',
  bankNotWaitingTitle: 'Request not waiting for the bank – {aspsp}',
  bankHandedOffTitle: 'Authorisation continues on your phone – {aspsp}',

  userIdField: 'User ID',
  passwordField: 'Password',
  oneTimeCodeField: 'One-time code',
  oneTimeCodeHelp: 'The 6-digit code from your code app or code card',
};

export type PageTexts = { readonly [Key in keyof typeof en]: string };
