import { AccountLedger } from '../accounts/account-ledger.js';
import { accountBalances } from '../accounts/account-balances.js';
import { findAccount, type FoundAccount } from '../session/account-lookup.js';
import { bankRefusal, type AccountOperation } from '../accounts/bank-refusal.js';
import { dayOf } from '../clock/calendar-day.js';
import { issueContinuationKey, resolveContinuationKey } from '../accounts/continuation-keys.js';
import { checkPsuHeaders, isPsuPresent } from '../accounts/psu-headers.js';
import { transactionsPage } from '../accounts/transaction-listing.js';
import { findTransaction } from '../accounts/transaction-lookup.js';
import { readTransactionsQuery, transactionsWindow, type Checked } from '../accounts/transactions-query.js';
import { scenarioOf } from '../data/sandbox-users.js';
import { apiError } from '../http/error-status.js';
import {
  writeHalBalances,
  writeHalTransactions,
  writeTransaction,
} from '../resources/account-data-resources.js';
import { writeAccountResource } from '../resources/session-resources.js';
import type { ApiReply, BackendContext } from '../request/context.js';
import { decideSessionUse } from '../session/session-status.js';
import type { HalTransactions } from '../types/account-data.js';
import type { JsonApiRequest } from './json-api-request.js';
import { storedId } from './own-resources.js';

/** GET /accounts/{account_id}/details: the AccountResource of POST /sessions. */
export function getAccountDetails(context: BackendContext, request: JsonApiRequest, uid: string): ApiReply {
  const found = usableAccount(context, request, uid, 'details');
  return answered(context, request, found, 'details', undefined, () =>
    writeAccountResource(found.account.resource),
  );
}

/** GET /accounts/{account_id}/balances: needs `balances` access. */
export function getBalances(context: BackendContext, request: JsonApiRequest, uid: string): ApiReply {
  const found = usableAccount(context, request, uid, 'balances');
  const today = dayOf(context.now());
  return answered(context, request, found, 'balances', undefined, () =>
    writeHalBalances(accountBalances(new AccountLedger(found.account.profile), today)),
  );
}

/**
 * GET /accounts/{account_id}/transactions: needs `transactions` access. Pages of PAGE_SIZE,
 * newest first, joined by continuation_key (see accounts/transactions-query.ts for the rules).
 */
export function getTransactions(context: BackendContext, request: JsonApiRequest, uid: string): ApiReply {
  const found = usableAccount(context, request, uid, 'transactions');
  const query = checked(readTransactionsQuery(request.query));
  const { session } = found;
  const today = dayOf(context.now());
  const issued =
    query.continuationKey === undefined
      ? undefined
      : checked(
          resolveContinuationKey(session.continuation_keys, query.continuationKey, found.uid, query.filters),
        );
  const filters = issued?.filters ?? query.filters;
  const window = issued?.window ?? checked(transactionsWindow(filters, today));
  return answered(context, request, found, 'transactions', window.from, () => {
    const page = transactionsPage(new AccountLedger(found.account.profile), window, issued?.cursor);
    const next =
      page.next &&
      issueContinuationKey(session.continuation_keys, session.id, {
        accountUid: found.uid,
        filters,
        window,
        cursor: page.next,
      });
    const answer: HalTransactions = { transactions: page.transactions, continuation_key: next ?? null };
    return writeHalTransactions(answer);
  });
}

/** GET /accounts/{account_id}/transactions/{transaction_id}: needs `transactions` access. */
export function getTransaction(
  context: BackendContext,
  request: JsonApiRequest,
  uid: string,
  transactionId: string,
): ApiReply {
  const found = usableAccount(context, request, uid, 'transaction');
  const today = dayOf(context.now());
  const transaction = findTransaction(new AccountLedger(found.account.profile), transactionId, today);
  // The bank is asked first: a bank that fails, fails for any id.
  return answered(context, request, found, 'transaction', transaction?.listedOn, () => {
    if (transaction) return writeTransaction(transaction.transaction);
    throw apiError(
      'TRANSACTION_DOES_NOT_EXIST',
      `The account ${found.uid} has no transaction "${transactionId}": use a transaction_id from its transactions list.`,
    );
  });
}

/**
 * What every account operation checks before anything else, in this order: the uid (and that
 * it is the application's), the session's state, the PSU headers, the access the PSU granted.
 */
function usableAccount(
  context: BackendContext,
  request: JsonApiRequest,
  rawUid: string,
  operation: AccountOperation,
): FoundAccount {
  const uid = storedId(rawUid);
  // A read-only scan: noting every session as touched would compare them all after the request.
  const found =
    uid === undefined ? undefined : findAccount(context.store.sessions.scan(), request.application.id, uid);
  if (!found) {
    throw apiError(
      'ACCOUNT_DOES_NOT_EXIST',
      `There is no account ${JSON.stringify(rawUid)}: use the uid of an account from POST /sessions of this application.`,
    );
  }
  // Its continuation keys and unattended-request counts may change now.
  context.store.sessions.touch(found.session.id);
  const use = decideSessionUse(found.session, context.now());
  if (!use.accepted) throw apiError(use.error, use.message);
  checked(checkPsuHeaders(found.session.authorization.aspsp.required_psu_headers, request.psuHeaders));
  const access = found.session.authorization.access;
  const needed = operation === 'balances' ? 'balances' : operation === 'details' ? undefined : 'transactions';
  if (needed !== undefined && access[needed] !== true) {
    throw apiError(
      'ACCESS_DENIED',
      `The session ${found.session.id} was authorised without ${needed} access: ` +
        `start an authorisation with access.${needed} true to read them.`,
    );
  }
  return found;
}

/**
 * Asks the simulated bank: a scenario user's refusal (a 429 with Retry-After, in sandbox
 * seconds), else the answer. Answers without the PSU present are counted per account and
 * day, for the rate-limited user's limit.
 */
function answered(
  context: BackendContext,
  request: JsonApiRequest,
  found: FoundAccount,
  operation: AccountOperation,
  oldestDay: number | undefined,
  answer: () => unknown,
): ApiReply {
  const { session, account } = found;
  const now = context.now();
  const today = dayOf(now);
  const psuPresent = isPsuPresent(request.psuHeaders);
  const counter = `${found.uid} ${today}`;
  const refusal = bankRefusal({
    scenario: scenarioOf(session.bank_user),
    availability: account.profile.availability,
    operation,
    today,
    oldestDay,
    psuPresent,
    unattendedToday: session.unattended_requests.get(counter) ?? 0,
    now,
  });
  if (refusal) {
    const error = apiError(refusal.error, refusal.message);
    const headers =
      refusal.retryAfter === undefined ? undefined : { 'Retry-After': String(refusal.retryAfter) };
    return { status: error.status, body: error.toResponse(), headers };
  }
  const body = answer();
  if (!psuPresent)
    session.unattended_requests.set(counter, (session.unattended_requests.get(counter) ?? 0) + 1);
  return { status: 200, body };
}

function checked<T>(result: Checked<T>): T {
  if (!result.ok) throw apiError(result.error, result.message);
  return result.value;
}
