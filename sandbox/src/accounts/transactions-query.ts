import {
  FETCH_STRATEGIES,
  TRANSACTION_STATUSES,
  type TransactionStatus,
  type TransactionsFetchStrategy,
} from '../types/account-data.js';
import type { ErrorCode } from '../types/errors.js';
import { isoDate, parseIsoDate } from '../clock/calendar-day.js';
import { readQueryParameters } from '../http/query-parameters.js';
import type { TransactionsWindow } from './transaction-listing.js';

/** The bank keeps this many days of history before today: date_from may go back this far. */
export const HISTORY_DAYS = 365;
/** Without date_from, strategy `default` lists this many days back from today. */
export const DEFAULT_PERIOD_DAYS = 90;

/** The filters of GET /accounts/{id}/transactions as given, each at most once. */
export interface TransactionFilters {
  date_from?: string;
  date_to?: string;
  transaction_status?: string;
  strategy?: string;
}

export const FILTER_NAMES = ['date_from', 'date_to', 'transaction_status', 'strategy'] as const;
const PARAMETER_NAMES = [...FILTER_NAMES, 'continuation_key'] as const;

export type Checked<T> = { ok: true; value: T } | { ok: false; error: ErrorCode; message: string };

export interface TransactionsQuery {
  filters: TransactionFilters;
  continuationKey?: string;
}

/**
 * The query string, by the JSON API's rule (http/query-parameters.ts): other parameters are
 * ignored; these are given once, not empty, and well formed.
 */
export function readTransactionsQuery(params: URLSearchParams): Checked<TransactionsQuery> {
  const read = readQueryParameters(params, PARAMETER_NAMES);
  if (!read.ok) return wrong(read.message);
  const { continuation_key: continuationKey, ...filters } = read.values;
  for (const name of ['date_from', 'date_to'] as const) {
    const value = filters[name];
    if (value !== undefined && parseIsoDate(value) === undefined) {
      return wrong(`${name} "${value}" is not a date: use YYYY-MM-DD with a real day, such as 2026-01-31.`);
    }
  }
  const status = filters.transaction_status;
  if (status !== undefined && !isOneOf(TRANSACTION_STATUSES, status)) {
    return wrong(`transaction_status "${status}" is not one of ${TRANSACTION_STATUSES.join(', ')}.`);
  }
  const strategy = filters.strategy;
  if (strategy !== undefined && !isOneOf(FETCH_STRATEGIES, strategy)) {
    return wrong(`strategy "${strategy}" is not one of ${FETCH_STRATEGIES.join(', ')}.`);
  }
  return { ok: true, value: { filters, continuationKey } };
}

/**
 * The days to list, by the specification's date rules, with the sandbox's choices: without
 * date_from, strategy `default` lists the last 90 days and `longest` the whole year of
 * history; date_from may not be older than 365 days (WRONG_TRANSACTIONS_PERIOD); a date_to
 * after today lists up to today.
 */
export function transactionsWindow(filters: TransactionFilters, today: number): Checked<TransactionsWindow> {
  const from = filters.date_from === undefined ? undefined : parseIsoDate(filters.date_from);
  const to = filters.date_to === undefined ? undefined : parseIsoDate(filters.date_to);
  if (to !== undefined && from === undefined) {
    return {
      ok: false,
      error: 'DATE_TO_WITHOUT_DATE_FROM',
      message: 'date_to is given without date_from: give date_from too, or leave date_to out.',
    };
  }
  if (from !== undefined && from > today) {
    return {
      ok: false,
      error: 'DATE_FROM_IN_FUTURE',
      message: `date_from ${isoDate(from)} is in the future: today is ${isoDate(today)} (UTC, sandbox clock).`,
    };
  }
  if (from !== undefined && to !== undefined && from > to) {
    return {
      ok: false,
      error: 'WRONG_DATE_INTERVAL',
      message: `date_from ${isoDate(from)} is after date_to ${isoDate(to)}: date_from must be on or before date_to.`,
    };
  }
  const earliest = today - HISTORY_DAYS;
  if (from !== undefined && from < earliest) {
    return {
      ok: false,
      error: 'WRONG_TRANSACTIONS_PERIOD',
      message:
        `date_from ${isoDate(from)} is older than the bank's ${HISTORY_DAYS} days of history: ` +
        `the earliest date_from is ${isoDate(earliest)}.`,
    };
  }
  const strategy: TransactionsFetchStrategy = filters.strategy === 'longest' ? 'longest' : 'default';
  const defaultFrom = strategy === 'longest' ? earliest : today - DEFAULT_PERIOD_DAYS;
  return {
    ok: true,
    value: {
      from: from ?? defaultFrom,
      to: Math.min(to ?? today, today),
      today,
      status: statusFilter(filters.transaction_status),
    },
  };
}

function statusFilter(value: string | undefined): TransactionStatus | undefined {
  return value !== undefined && isOneOf(TRANSACTION_STATUSES, value) ? value : undefined;
}

function isOneOf<T extends string>(values: readonly T[], value: string): value is T {
  return (values as readonly string[]).includes(value);
}

function wrong(message: string): Checked<never> {
  return { ok: false, error: 'WRONG_REQUEST_PARAMETERS', message };
}
