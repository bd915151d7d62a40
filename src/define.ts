/**
 * The only module that registers the elements. Guarded, so a second copy of the library
 * on the page (or a second import) leaves the first registration in place instead of throwing.
 */
import { AspspListElement } from './aspsp-list/aspsp-list-element.js';
import { AuthFlowElement } from './auth-flow/auth-flow-element.js';
import { ConsentElement } from './consent/consent-element.js';

export const elements = {
  'service-aspsp-list': AspspListElement,
  'service-consent': ConsentElement,
  'service-auth-flow': AuthFlowElement,
} as const;

export function defineElements(registry: CustomElementRegistry = customElements): void {
  for (const [tag, element] of Object.entries(elements)) {
    if (!registry.get(tag)) registry.define(tag, element);
  }
}

defineElements();

declare global {
  interface HTMLElementTagNameMap {
    'service-aspsp-list': AspspListElement;
    'service-consent': ConsentElement;
    'service-auth-flow': AuthFlowElement;
  }
}
