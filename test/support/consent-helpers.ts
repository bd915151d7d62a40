/** Helpers for the service-consent element tests: the backend seen from the test page. */
import type { RecordedRequest } from '../../sandbox/src/server.js';
import { backend } from './backend.js';
import { mount } from './mount-with-cleanup.js';

export const nordea = { name: 'Nordea', country: 'FI' };

/** A minute-precise date 30 days ahead, within every ASPSP's maximum consent validity. */
export function inThirtyDays(): Date {
  const date = new Date(Date.now() + 30 * 24 * 3600 * 1000);
  date.setSeconds(0, 0);
  return date;
}

/** The widget with the usual attributes (sandbox, English); `attributes` override them. */
export async function mountConsent(
  origin: string,
  attributes: Record<string, string | boolean | undefined>,
  parent?: HTMLElement,
) {
  return mount('service-consent', { origin, sandbox: true, locale: 'en', ...attributes }, parent);
}

/** The requests the widget API received, without CORS preflights (and logos). */
export async function apiRequests(method?: 'GET' | 'POST'): Promise<RecordedRequest[]> {
  return (await backend.requests()).filter(
    (request) =>
      request.path.startsWith('/widget-api/') &&
      request.method !== 'OPTIONS' &&
      (method === undefined || request.method === method),
  );
}

/** Calls the widget API from the test page (whose origin the backend has whitelisted). */
export async function callWidgetApi(
  origin: string,
  path: string,
  body?: unknown,
): Promise<Record<string, unknown>> {
  const init: RequestInit =
    body === undefined
      ? {}
      : { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) };
  const response = await fetch(`${origin}/widget-api/v1${path}?sandbox=true`, init);
  return (await response.json()) as Record<string, unknown>;
}

/** Takes the consent decision as another tab would, behind the widget's back. */
export function decideElsewhere(origin: string, id: string, decision: 'confirm' | 'cancel') {
  return callWidgetApi(origin, `/authorizations/${id}/consent`, { decision });
}

/** Makes GET /authorizations/{id} answer with the real authorisation changed by `change`. */
export async function serveChangedAuthorization(
  origin: string,
  id: string,
  change: (authorization: Record<string, unknown>) => Record<string, unknown>,
): Promise<void> {
  const authorization = await callWidgetApi(origin, `/authorizations/${id}`);
  await backend.setFault({
    path: `/authorizations/${id}`,
    method: 'GET',
    body: JSON.stringify(change(authorization)),
  });
}
