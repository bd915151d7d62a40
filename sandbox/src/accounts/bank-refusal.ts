import type { ErrorCode } from '../types/errors.js';
import type { AccountAvailability } from './account-profile.js';
import type { BankScenario } from '../data/bank-scenario.js';
import { isoDate, startOfDay } from '../clock/calendar-day.js';

/** The four account data operations; each one is a request to the bank. */
export type AccountOperation = 'details' | 'balances' | 'transactions' | 'transaction';

/** PSD2 lets a bank limit requests made without the PSU to four per account and day. */
export const UNATTENDED_REQUESTS_PER_DAY = 4;
/** Older transactions need the PSU to authenticate again at the psu-action-required bank. */
export const PSU_ACTION_FREE_DAYS = 90;

export interface BankRequest {
  scenario?: BankScenario;
  availability: AccountAvailability;
  operation: AccountOperation;
  today: number;
  /** The earliest day the request asks about (transactions only). */
  oldestDay?: number;
  psuPresent: boolean;
  /** Requests for this account the bank already answered today, without the PSU present. */
  unattendedToday: number;
  /** Sandbox time in ms, for Retry-After. */
  now: number;
}

export interface BankRefusal {
  error: ErrorCode;
  message: string;
  /** Seconds, for Retry-After. */
  retryAfter?: number;
}

/** What the simulated bank refuses, by scenario user and account; undefined: it answers. */
export function bankRefusal(request: BankRequest): BankRefusal | undefined {
  const dataOnly = request.operation !== 'details';
  // A blocked account is granted without a uid (session/accounts.ts), so no new session
  // reaches this: only an account of a session kept from before that (a data directory of
  // an earlier sandbox) still can.
  if (request.availability === 'blocked' && dataOnly) {
    return {
      error: 'ASPSP_ACCOUNT_NOT_ACCESSIBLE',
      message: 'The bank reports the account as blocked: its balances and transactions cannot be read.',
    };
  }
  switch (request.scenario) {
    case 'bank_error':
      return {
        error: 'ASPSP_ERROR',
        message: 'The bank answered the account data request with an internal error.',
      };
    case 'bank_timeout':
      return { error: 'ASPSP_TIMEOUT', message: 'The bank did not answer the account data request in time.' };
    case 'rate_limited':
      return rateLimit(request);
    case 'psu_action_required': {
      const limit = request.today - PSU_ACTION_FREE_DAYS;
      if (request.oldestDay !== undefined && request.oldestDay < limit) {
        return {
          error: 'ASPSP_PSU_ACTION_REQUIRED',
          message:
            `The bank asks the PSU to authenticate again before it shows transactions older than ` +
            `${PSU_ACTION_FREE_DAYS} days (before ${isoDate(limit)}): start a new authorisation, ` +
            `or ask for transactions from ${isoDate(limit)} on.`,
        };
      }
      return undefined;
    }
    default:
      return undefined;
  }
}

function rateLimit(request: BankRequest): BankRefusal | undefined {
  if (request.psuPresent || request.unattendedToday < UNATTENDED_REQUESTS_PER_DAY) return undefined;
  return {
    error: 'ASPSP_RATE_LIMIT_EXCEEDED',
    message:
      `The bank allows ${UNATTENDED_REQUESTS_PER_DAY} requests per account and day without the PSU; ` +
      `try again after ${isoDate(request.today + 1)} 00:00 UTC, or send the PSU headers while the PSU is present.`,
    retryAfter: Math.ceil((startOfDay(request.today + 1) - request.now) / 1000),
  };
}
