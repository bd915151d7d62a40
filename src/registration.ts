/**
 * How the elements are registered, with no side effect on import: `define.ts` registers them
 * as it is imported, the React components as they mount. Registering the list also asks for
 * its rehearsal once the page is idle (rehearse-insertion.ts). Guarded, so a second copy of the
 * library on the page (or a second call) leaves the first registration in place instead of
 * throwing; a copy of another version warns once in the console. On a server (Next.js, Nuxt or
 * SvelteKit rendering in Node) it registers nothing.
 */
import { AspspListElement } from './aspsp-list/aspsp-list-element.js';
import { AuthFlowElement } from './auth-flow/auth-flow-element.js';
import { WidgetsConfigElement } from './config/widgets-config-element.js';
import { ConsentElement } from './consent/consent-element.js';
import { rehearseWhenIdle } from './elements/rehearse-insertion.js';
import { otherCopyWarning } from './other-copy.js';
import { version } from './version.js';

/** The config first: upgraded before the widgets inside it, it answers their first request. */
export const elements = {
  'service-widgets-config': WidgetsConfigElement,
  'service-aspsp-list': AspspListElement,
  'service-consent': ConsentElement,
  'service-auth-flow': AuthFlowElement,
} as const;

let warnedOfOtherCopy = false;

export function defineElements(registry: CustomElementRegistry | undefined = pageRegistry()): void {
  if (!registry) return;
  for (const [tag, element] of Object.entries(elements)) {
    const registered = registry.get(tag);
    if (!registered) {
      registry.define(tag, element);
      if (element === AspspListElement) rehearseWhenIdle(() => new AspspListElement());
      continue;
    }
    const warning = otherCopyWarning(tag, registered, element, version);
    if (warning && !warnedOfOtherCopy) {
      warnedOfOtherCopy = true;
      console.warn(warning);
    }
  }
}

/**
 * The page's registry, or none without a document. Lit's Node build installs a stand-in
 * `customElements` on the server, so its mere presence does not mean there is a page.
 */
function pageRegistry(): CustomElementRegistry | undefined {
  return typeof document === 'undefined' ? undefined : globalThis.customElements;
}
