/**
 * What an AIS consent grants, shown alike by service-consent and by the consent step of
 * service-auth-flow: the access rights, the accounts they are limited to, until when, and
 * the regulated provider with its terms. Plain semantic HTML, so page styles apply.
 */
import { html, nothing } from 'lit';
import { toSafeUrl } from '../api/safe-url.js';
import type { Access, Provider } from '../api/types.js';
import { formatDateTime } from '../i18n/format-date.js';
import type { Localization } from '../i18n/localization.js';
import { accessRights } from './access-rights.js';

export interface ConsentNames {
  application: string;
  aspsp: string;
  provider: string;
}

export function renderAccessSummary(access: Access, i18n: Localization, names: ConsentNames) {
  const { rights, accounts } = accessRights(access);
  return html`
    <ul class="service-consent-access">
      ${rights.map((key) => html`<li>${i18n.t(key, { ...names })}</li>`)}
    </ul>
    ${
      accounts.length > 0
        ? html`<p>${i18n.t('consentAccessLimited', { count: accounts.length })}</p>
            <ul class="service-consent-accounts">
              ${accounts.map((account) => html`<li>${account}</li>`)}
            </ul>`
        : nothing
    }
    <p>${i18n.t('consentValidUntil', { date: formatDateTime(access.valid_until, i18n.formats.tag) })}</p>
  `;
}

/** The provider whose terms the PSU accepts, and links to them (each only when its URL is safe). */
export function renderProviderTerms(provider: Provider, i18n: Localization, names: ConsentNames) {
  const links = [
    { url: toSafeUrl(provider.terms_url), label: 'consentTermsLink' as const },
    { url: toSafeUrl(provider.privacy_url), label: 'consentPrivacyLink' as const },
  ].flatMap(({ url, label }) => (url ? [{ href: url.href, label }] : []));
  return html`
    <p>${i18n.t('consentProvider', { ...names })}</p>
    ${
      links.length > 0
        ? // A paragraph per link, not list items: their default margins keep the two targets
          // apart (WCAG 2.5.8) on a page whose CSS sets line-height: 1, with no CSS of ours.
          html`<div class="service-consent-documents">
            ${links.map(
              (link) =>
                html`<p>
                  <a href=${link.href} target="_blank" rel="noopener noreferrer">${i18n.t(link.label)}</a>
                </p>`,
            )}
          </div>`
        : nothing
    }
  `;
}
