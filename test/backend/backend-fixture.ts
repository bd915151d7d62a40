/** Shared helpers of the backend's HTTP tests: a running backend and a fetch that speaks for a widget. */
import { request as httpRequest } from 'node:http';
import type { CreateAuthorizationInput } from '../../sandbox/src/attempts/create-authorization.js';
import {
  samplePaymentRequest,
  startMockBackend,
  type MockBackend,
  type MockBackendOptions,
} from '../../sandbox/src/server.js';

export const ALLOWED_ORIGIN = 'http://allowed.test';
export const API = '/widget-api/v1';

export interface CallOptions {
  method?: string;
  /** The Origin header; null sends none. Default ALLOWED_ORIGIN. */
  origin?: string | null;
  /** Adds sandbox=true (default true: most tests use the sandbox applications). */
  sandbox?: boolean;
  /** Sent as JSON unless it is already a string. */
  body?: unknown;
  headers?: Record<string, string>;
}

export interface CallResult {
  status: number;
  headers: Headers;
  text: string;
  /** The parsed body; undefined when it is not JSON. */
  json: unknown;
}

export function startBackend(options: MockBackendOptions = {}): Promise<MockBackend> {
  return startMockBackend({ port: 0, allowedOrigins: [ALLOWED_ORIGIN], ...options });
}

export interface SendOptions {
  method?: string;
  headers?: Record<string, string>;
  /** Sent as JSON (with its Content-Type, unless the headers give one) unless it is already a string. */
  body?: unknown;
}

/** One HTTP request of a test: a JSON body out, the status, headers, text and parsed JSON back. */
export async function send(url: string | URL, options: SendOptions = {}): Promise<CallResult> {
  const headers: Record<string, string> = { ...options.headers };
  let body: string | undefined;
  if (options.body !== undefined) {
    body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    headers['Content-Type'] ??= 'application/json';
  }
  const response = await fetch(url, {
    method: options.method ?? (body === undefined ? 'GET' : 'POST'),
    headers,
    body,
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, json: parseJson(text) };
}

/** A GET with a Host header of the test's choosing, which fetch does not let one set. */
export function getWithHost(
  url: string | URL,
  host: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; json: unknown }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(url, { headers: { ...headers, Host: host } }, (incoming) => {
      let text = '';
      incoming.setEncoding('utf8');
      incoming.on('data', (chunk: string) => (text += chunk));
      incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, json: parseJson(text) }));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/** Calls a widget API path (relative to /widget-api/v1) as a widget would. */
export async function callApi(
  backend: MockBackend,
  path: string,
  options: CallOptions = {},
): Promise<CallResult> {
  const url = new URL(`${backend.origin}${API}${path}`);
  if (options.sandbox ?? true) url.searchParams.set('sandbox', 'true');
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': 'en',
    ...options.headers,
  };
  const origin = options.origin === undefined ? ALLOWED_ORIGIN : options.origin;
  if (origin !== null) headers.Origin = origin;
  return send(url, { method: options.method, headers, body: options.body });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Narrows an unknown JSON value for reading; fails the test when it is not an object. */
export function asObject(value: unknown): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new Error(`Expected a JSON object, got ${JSON.stringify(value)}`);
  }
  return value as Record<string, unknown>;
}

/** The step of a FlowState answer. */
export function stepOf(result: CallResult): Record<string, unknown> {
  return asObject(asObject(result.json).step);
}

/** POSTs a FlowAction to the flow of an authorisation or a payment. */
export function act(
  backend: MockBackend,
  flowPath: string,
  action: unknown,
  options: CallOptions = {},
): Promise<CallResult> {
  return callApi(backend, flowPath, { ...options, method: 'POST', body: action });
}

/**
 * A new authorisation (or payment) past its consent, its flow read by a widget in
 * `widgetLocale` (it sends its locale as Accept-Language): the flow's path and its last answer.
 */
export async function flowPastConsent(
  backend: MockBackend,
  input: Partial<CreateAuthorizationInput> & { payment?: boolean },
  widgetLocale: string,
): Promise<{ flow: string; result: CallResult }> {
  const { payment, ...attempt } = input;
  const aspsp = attempt.aspsp ?? { name: 'OP', country: 'FI' };
  const flow = payment
    ? `/payments/${backend.createPayment({ ...attempt, aspsp, payment_request: samplePaymentRequest() }).payment_id}/flow`
    : `/authorizations/${backend.createAuthorization({ ...attempt, aspsp }).authorization_id}/flow`;
  const headers = { 'Accept-Language': widgetLocale };
  let result = await callApi(backend, flow, { headers });
  if (stepOf(result).type === 'consent')
    result = await act(backend, flow, { action: 'confirm' }, { headers });
  return { flow, result };
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
