import { html, nothing } from 'lit';
import { toSafeNavigationUrl } from '../../api/safe-url.js';

/** A link that opens in a new tab, only for an http(s) URL; otherwise nothing is rendered. */
export function externalLink(url: string | undefined, text: string, newTabNote: string) {
  const safe = toSafeNavigationUrl(url);
  if (!safe) return nothing;
  return html`<a href=${safe.href} target="_blank" rel="noopener noreferrer"
    >${text} <span class="service-visually-hidden">${newTabNote}</span></a
  >`;
}
