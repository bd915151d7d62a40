/** Helpers of the JSON API tests: calls signed as an application, and a PSU who finishes any flow. */
import assert from 'node:assert/strict';
import type { MockBackend } from '../../sandbox/src/server.js';
import { SignJWT } from 'jose';
import { applicationPublicKeyPem } from '../../sandbox/src/data/application-keys.js';
import {
  JWT_AUDIENCE,
  JWT_ISSUER,
  applicationId,
  applicationPrivateKey,
  signApplicationJwt,
} from '../../sandbox/src/jwt/jwt-signer.js';
import { openApiDocument } from '../../sandbox/src/openapi/openapi-document.js';
import { answerChecker } from '../support/openapi-answers.js';
import { act, ALLOWED_ORIGIN, asObject, callApi, send, stepOf, type CallResult } from './backend-fixture.js';

/** Every answer of callJsonApi is checked against it: a missing property or a wrong type fails the test. */
const openApi = answerChecker(openApiDocument());

/** Allowed for every application: the fixture whitelists ALLOWED_ORIGIN, with /callback. */
export const CALLBACK = `${ALLOWED_ORIGIN}/callback`;
export const DEMO_USER = { username: 'demo', password: 'demo1234', otp: '123456' };

export interface JsonCallOptions {
  method?: string;
  /** Sent as JSON unless it is already a string. */
  body?: unknown;
  /** The application that signs the call; default 'sandbox-shop'. */
  application?: string;
  /** The bearer token to send instead of a fresh one; null sends no Authorization header. */
  token?: string | null;
  /** Signing time in ms, for a backend whose clock was moved. */
  now?: number;
  headers?: Record<string, string>;
}

/**
 * Calls a JSON API path (relative to /api/v1) as an application's server would. The answer
 * must match the OpenAPI document, or the call throws.
 */
export async function callJsonApi(
  backend: MockBackend,
  path: string,
  options: JsonCallOptions = {},
): Promise<CallResult> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const token =
    options.token === undefined
      ? await signApplicationJwt(options.application ?? 'sandbox-shop', { now: options.now })
      : options.token;
  if (token !== null) headers.Authorization = `Bearer ${token}`;
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
  const result = await send(`${backend.apiBaseUrl}${path}`, { method, headers, body: options.body });
  checkJsonApiAnswer(method, `${backend.apiBaseUrl}${path}`, result.status, result.json);
  return result;
}

/**
 * The one check of a JSON API answer against the OpenAPI document, however the test sent
 * the request (callJsonApi, node:http, a raw socket): throws when the answer does not match.
 * `url` is the request's URL, or its path and query from /api/v1 on.
 */
export function checkJsonApiAnswer(method: string, url: string, status: number, json: unknown): void {
  const { pathname, search } = new URL(url, 'http://sandbox.invalid');
  const prefix = '/api/v1';
  assert.ok(pathname.startsWith(prefix), `${url} is no JSON API address`);
  openApi.check(method.toUpperCase(), `${pathname.slice(prefix.length)}${search}`, status, json);
}

/**
 * Lets a test act as an application whose private key the repository does not hold (a
 * PRODUCTION one): start the backend with `publicKeys: borrowedKey(application)`, then sign
 * with tokenWithBorrowedKey. The key borrowed is Sandbox TPP's, so no key is generated.
 */
export function borrowedKey(applicationKey: string): Record<string, string> {
  return { [applicationKey]: applicationPublicKeyPem('sandbox-tpp') };
}

/** `now` (ms) is the signing time, for a backend whose clock was moved; default the real time. */
export function tokenWithBorrowedKey(applicationKey: string, now = Date.now()): Promise<string> {
  const issuedAt = Math.floor(now / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT', kid: applicationId(applicationKey) })
    .setIssuer(JWT_ISSUER)
    .setAudience(JWT_AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + 600)
    .sign(applicationPrivateKey('sandbox-tpp'));
}

/** The status with the ErrorResponse's error and code, to compare in one assertion. */
export function failure(result: CallResult): { status: number; error: unknown; code: unknown } {
  const body = asObject(result.json);
  return { status: result.status, error: body.error, code: body.code };
}

/**
 * The value without its null properties, at every depth: what a client sent, out of an answer
 * that writes every property of the specification (null where it has no value).
 */
export function withoutNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNulls);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, property]) => property !== null)
      .map(([name, property]) => [name, withoutNulls(property)]),
  );
}

export function inDays(days: number, from = Date.now()): string {
  return new Date(from + days * 24 * 3600 * 1000).toISOString();
}

/** A StartAuthorizationRequest for S-Pankki (an embedded login: the quickest flow to finish). */
export function authBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    aspsp: { name: 'S-Pankki', country: 'FI' },
    access: { valid_until: inDays(30), balances: true, transactions: true },
    redirect_url: CALLBACK,
    state: 'state-1',
    psu_type: 'personal',
    ...overrides,
  };
}

/** A one-transaction CreatePaymentRequest at OP (a redirect to the simulated bank). */
export function paymentBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    payment_type: 'SEPA',
    payment_request: {
      credit_transfer_transaction: [
        {
          instructed_amount: { currency: 'EUR', amount: '25.00' },
          beneficiary: {
            creditor: { name: 'Demo Shop Oy' },
            creditor_account: { identification: 'FI2112345600000785', scheme_name: 'IBAN' },
          },
          remittance_information: ['Order 42'],
        },
      ],
    },
    aspsp: { name: 'OP', country: 'FI' },
    state: 'pay-state',
    redirect_url: CALLBACK,
    psu_type: 'personal',
    ...overrides,
  };
}

/**
 * Plays the PSU through the widget API, with an allowed Origin, until the flow ends: confirms
 * the terms, picks the first method, types the demo user (from the frame's origin, when the
 * step has one), polls a decoupled step, approves at the simulated bank, with `bankFields`
 * added to its form (`user`, `account`). Returns the final step ('done' or 'failed'); `onStep`
 * sees each step the sandbox answered with.
 */
export async function finishFlow(
  backend: MockBackend,
  kind: 'authorizations' | 'payments',
  id: string,
  answer: 'approve' | 'reject' = 'approve',
  {
    bankFields = {},
    onStep = () => undefined,
  }: { bankFields?: Record<string, string>; onStep?: (step: Record<string, unknown>) => void } = {},
): Promise<Record<string, unknown>> {
  const flow = `/${kind}/${id}/flow`;
  let step = stepOf(await callApi(backend, flow));
  for (let moves = 0; moves < 10; moves += 1) {
    onStep(step);
    switch (step.type) {
      case 'done':
      case 'failed':
        return step;
      case 'consent':
        step = stepOf(await act(backend, flow, { action: answer === 'approve' ? 'confirm' : 'cancel' }));
        break;
      case 'method': {
        const [first] = step.methods as { name: string }[];
        step = stepOf(await act(backend, flow, { action: 'select_method', method: first?.name }));
        break;
      }
      case 'credentials': {
        // A framed step takes its credentials from the frame, at the sandbox's origin.
        const origin = step.frame === undefined ? undefined : backend.origin;
        const submit = { action: 'submit_credentials', credentials: DEMO_USER };
        step = stepOf(await act(backend, flow, submit, { origin }));
        break;
      }
      case 'decoupled':
        step = stepOf(await callApi(backend, flow));
        break;
      case 'redirect': {
        await fetch(String(step.url), {
          method: 'POST',
          // The sandbox's own Origin stands for the form token of the bank's page.
          headers: {
            'Content-Type': 'application/x-www-form-urlencoded',
            Origin: new URL(String(step.url)).origin,
          },
          body: new URLSearchParams({ decision: answer, ...bankFields }).toString(),
          redirect: 'manual',
        });
        step = stepOf(await callApi(backend, flow));
        break;
      }
      default:
        throw new Error(`Unexpected step ${JSON.stringify(step)}`);
    }
  }
  throw new Error(`The flow of ${id} did not end.`);
}

/** The authorisation code in the done step's redirect_url. */
export function codeOf(doneStep: Record<string, unknown>): string {
  if (doneStep.type !== 'done') throw new Error(`The flow ended with ${JSON.stringify(doneStep)}`);
  const code = new URL(String(doneStep.redirect_url)).searchParams.get('code');
  if (code === null) throw new Error(`No code in ${String(doneStep.redirect_url)}`);
  return code;
}

/**
 * The accounts a bank user has at an ASPSP, as AIS shows them (AccountResource): an
 * authorisation at the bank's page as `user`, then POST /sessions. `now`: the signing time,
 * for a backend whose clock was moved.
 */
export async function bankUserAccounts(
  backend: MockBackend,
  aspsp: { name: string; country: string },
  user: string,
  options: { psuType?: string; now?: number } = {},
): Promise<Record<string, unknown>[]> {
  const body = authBody({ aspsp, psu_type: options.psuType ?? 'personal' });
  const started = await callJsonApi(backend, '/auth', { method: 'POST', body, now: options.now });
  if (started.status !== 200) throw new Error(`POST /auth answered ${started.status}: ${started.text}`);
  const id = String(asObject(started.json).authorization_id);
  const code = codeOf(await finishFlow(backend, 'authorizations', id, 'approve', { bankFields: { user } }));
  const session = await callJsonApi(backend, '/sessions', {
    method: 'POST',
    body: { code },
    now: options.now,
  });
  if (session.status !== 200) throw new Error(`POST /sessions answered ${session.status}: ${session.text}`);
  return asObject(session.json).accounts as Record<string, unknown>[];
}
