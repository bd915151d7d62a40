/**
 * Types for the plain tags in Svelte markup (checked by svelte-check):
 * `import type {} from 'service-widgets/svelte'` once in the application. Svelte 5 adds
 * `on<event>` as a listener of exactly that event, so the events are `onselected`,
 * `onais-loaded`; Svelte 4 listens with `on:selected`, `on:ais-loaded`.
 */
import type { HTMLAttributes } from 'svelte/elements';
import type { AspspListElement } from '../aspsp-list/aspsp-list-element.js';
import type { AuthFlowElement } from '../auth-flow/auth-flow-element.js';
import type { WidgetsConfigElement } from '../config/widgets-config-element.js';
import type { ConsentElement } from '../consent/consent-element.js';
import type {
  AspspListAttributes,
  AspspListEvents,
  AuthFlowAttributes,
  AuthFlowEvents,
  ConsentAttributes,
  ConsentEvents,
  ExactEventProps,
  WidgetsConfigAttributes,
} from './widget-attributes.js';

/** Svelte 4's event directives (`on:selected`), which Svelte 5 still reads. */
type EventDirectives<Events> = {
  [Type in keyof Events & string as `on:${Type}`]?: (event: Events[Type]) => void;
};

/** Svelte's own `onerror` is the DOM's ErrorEvent; the widgets' error is a CustomEvent. */
export type SvelteWidget<Element extends HTMLElement, Attributes, Events> = Omit<
  HTMLAttributes<Element>,
  keyof ExactEventProps<Events> | keyof EventDirectives<Events>
> &
  Attributes &
  ExactEventProps<Events> &
  EventDirectives<Events>;

declare module 'svelte/elements' {
  export interface SvelteHTMLElements {
    'service-aspsp-list': SvelteWidget<AspspListElement, AspspListAttributes, AspspListEvents>;
    'service-consent': SvelteWidget<ConsentElement, ConsentAttributes, ConsentEvents>;
    'service-auth-flow': SvelteWidget<AuthFlowElement, AuthFlowAttributes, AuthFlowEvents>;
    'service-widgets-config': SvelteWidget<WidgetsConfigElement, WidgetsConfigAttributes, object>;
  }
}
