import type { AttemptRecord } from '../state/records.js';
import { matchPageLanguage } from './page-texts/page-language.js';

/** The pages the backend serves for an attempt, by service. */
const PATH_SEGMENT = { AIS: 'authorizations', PIS: 'payments' } as const;

/** The hosted page of each service: its path and the query parameter that names the attempt. */
const HOSTED_PAGES = {
  AIS: { path: '/auth/ais/start', parameter: 'authorization' },
  PIS: { path: '/auth/pis/start', parameter: 'payment' },
} as const;

/** The hosted page's parameter of the PSU's language, as the service names it. */
export const LOCALE_PARAMETER = 'locale';

/** The hosted pages' first form, /auth/authorizations/{id} and /auth/payments/{id}, which still works. */
const PATH_FORM = /^\/auth(\/(?:authorizations|payments)\/[^/]+)$/;

/**
 * Where the PSU is sent to authorise: the hosted auth flow page. As the service's
 * (`…/ais/start?sessionid=…&locale=FI`), it names the attempt in its query, so a client may
 * append parameters with `&`; the `language` given at creation is its locale.
 */
export function hostedPageUrl(
  attempt: Pick<AttemptRecord, 'service' | 'id' | 'language'>,
  origin: string,
): string {
  const page = HOSTED_PAGES[attempt.service];
  const url = new URL(page.path, origin);
  url.searchParams.set(page.parameter, attempt.id);
  const locale = matchPageLanguage(attempt.language);
  if (locale !== undefined) url.searchParams.set(LOCALE_PARAMETER, locale.toUpperCase());
  return url.href;
}

/**
 * The attempt a hosted page's address names, as `/authorizations/{id}` or `/payments/{id}`:
 * from its query, or from its path in the first form. Other parameters are the client's own.
 */
export function hostedPageAttempt(url: URL): string | undefined {
  for (const service of ['AIS', 'PIS'] as const) {
    const page = HOSTED_PAGES[service];
    if (url.pathname !== page.path) continue;
    const id = url.searchParams.get(page.parameter);
    return id === null || id.includes('/') ? undefined : `/${PATH_SEGMENT[service]}/${id}`;
  }
  return PATH_FORM.exec(url.pathname)?.[1];
}

/** The locale a hosted page's address asks for: the last given, so one a client appends wins. */
export function hostedPageLocale(url: URL): string | undefined {
  return url.searchParams.getAll(LOCALE_PARAMETER).at(-1);
}

/** The simulated bank login page of the redirect step. */
export function sandboxBankUrl(attempt: Pick<AttemptRecord, 'service' | 'id'>, origin: string): string {
  return `${origin}/sandbox-bank/${PATH_SEGMENT[attempt.service]}/${attempt.id}`;
}
