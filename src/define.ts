/**
 * The only module that registers the elements as it is imported (`service-widgets/define`);
 * on a server it registers nothing (registration.ts).
 */
import type { AspspListElement } from './aspsp-list/aspsp-list-element.js';
import type { AuthFlowElement } from './auth-flow/auth-flow-element.js';
import type { WidgetsConfigElement } from './config/widgets-config-element.js';
import type { ConsentElement } from './consent/consent-element.js';
import { defineElements } from './registration.js';

export { defineElements, elements } from './registration.js';

defineElements();

declare global {
  interface HTMLElementTagNameMap {
    'service-aspsp-list': AspspListElement;
    'service-consent': ConsentElement;
    'service-auth-flow': AuthFlowElement;
    'service-widgets-config': WidgetsConfigElement;
  }
}
