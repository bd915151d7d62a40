import type { BankScenario } from './bank-scenario.js';
import type { SandboxUser } from '../types/aspsp.js';

/** The test users every sandbox ASPSP accepts; shown to testers in SANDBOX only. */
export const SANDBOX_USERS: readonly SandboxUser[] = [
  { username: 'demo', password: 'demo1234', otp: '123456' },
  { username: 'tester', password: 'tester5678', otp: '654321' },
];

/** A user who logs in like any other and then makes the simulated bank misbehave on purpose. */
export interface ScenarioUser extends SandboxUser {
  otp: string;
  scenario: BankScenario;
  /** What happens, for the bank page's "log in as" choice and docs/sandbox.md. */
  summary: string;
}

const SCENARIO_PASSWORD = 'scenario1234';
const SCENARIO_OTP = '000000';

/**
 * Accepted by every sandbox ASPSP besides SANDBOX_USERS (embedded credentials, or the simulated
 * bank page's "log in as" choice), and kept out of the users the widgets show.
 */
export const SCENARIO_USERS: readonly ScenarioUser[] = [
  scenarioUser(
    'account-blocked',
    'account_blocked',
    'a closed savings account and a blocked card account, both listed without uid',
  ),
  scenarioUser('bank-error', 'bank_error', 'the bank fails every account data request: ASPSP_ERROR'),
  scenarioUser('bank-timeout', 'bank_timeout', 'the bank never answers account data requests: ASPSP_TIMEOUT'),
  scenarioUser(
    'rate-limited',
    'rate_limited',
    '4 data requests per account and day without the PSU present: ASPSP_RATE_LIMIT_EXCEEDED',
  ),
  scenarioUser(
    'psu-action-required',
    'psu_action_required',
    'transactions older than 90 days need the PSU: ASPSP_PSU_ACTION_REQUIRED',
  ),
  scenarioUser('no-accounts', 'no_accounts', 'no account to share: POST /sessions answers NO_ACCOUNTS_ADDED'),
  scenarioUser(
    'login-refused',
    'login_refused',
    'the bank refuses the login with its own message (error_description at the callback)',
  ),
];

function scenarioUser(username: string, scenario: BankScenario, summary: string): ScenarioUser {
  return { username, password: SCENARIO_PASSWORD, otp: SCENARIO_OTP, scenario, summary };
}

/** Everyone the simulated bank lets in. */
export const BANK_USERS: readonly SandboxUser[] = [...SANDBOX_USERS, ...SCENARIO_USERS];

/** The PSU of a flow in which nobody typed a user name (decoupled, or an old bank page form). */
export const DEFAULT_BANK_USER = SANDBOX_USERS[0]?.username ?? 'demo';

export function scenarioOf(username: string | undefined): BankScenario | undefined {
  return SCENARIO_USERS.find((user) => user.username === username)?.scenario;
}
