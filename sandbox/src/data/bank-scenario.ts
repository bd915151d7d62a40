/**
 * What a sandbox scenario user makes the simulated bank do, so that a backend developer can
 * meet the bank-originated errors on purpose (see data/sandbox-users.ts for who is who).
 */
export type BankScenario =
  /** One account is closed, another blocked: both are listed without a uid. */
  | 'account_blocked'
  /** Every account data request fails at the bank: ASPSP_ERROR. */
  | 'bank_error'
  /** Every account data request times out at the bank: ASPSP_TIMEOUT. */
  | 'bank_timeout'
  /** Four account data requests per account and day without the PSU present: ASPSP_RATE_LIMIT_EXCEEDED. */
  | 'rate_limited'
  /** Transactions older than 90 days need the PSU to authenticate again: ASPSP_PSU_ACTION_REQUIRED. */
  | 'psu_action_required'
  /** The PSU has no account the application may see: POST /sessions answers NO_ACCOUNTS_ADDED. */
  | 'no_accounts'
  /** The bank refuses the login with its own text, which reaches the callback as error_description. */
  | 'login_refused';
