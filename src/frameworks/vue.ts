/**
 * Types for the plain tags in Vue templates, checked by vue-tsc (Vue's language tools):
 * `import type {} from 'service-widgets/vue'` once in the application. Vue still has to be
 * told they are custom elements (`compilerOptions.isCustomElement`, see docs/frameworks.md).
 * The shape is the one Vue's guide gives for custom elements not built with Vue.
 */
import type { EmitFn, HTMLAttributes, PublicProps } from 'vue';
import type { AspspListElement } from '../aspsp-list/aspsp-list-element.js';
import type { AuthFlowElement } from '../auth-flow/auth-flow-element.js';
import type { WidgetsConfigElement } from '../config/widgets-config-element.js';
import type { ConsentElement } from '../consent/consent-element.js';
import type {
  AspspListAttributes,
  AspspListEvents,
  AuthFlowAttributes,
  AuthFlowEvents,
  CamelCaseKeys,
  ConsentAttributes,
  ConsentEvents,
  WidgetsConfigAttributes,
} from './widget-attributes.js';

/** A widget as a Vue component type: its attributes as props, its events as emits. */
export type VueWidget<Element extends HTMLElement, Attributes, Events> = new () => Element & {
  /** For the type-checking of templates only; not a property of the element. */
  $props: Omit<HTMLAttributes, 'onError'> & CamelCaseKeys<Attributes> & PublicProps;
  /** For the type-checking of templates only; not a property of the element. */
  $emit: EmitFn<{ [Type in keyof Events]: (event: Events[Type]) => void }>;
};

declare module 'vue' {
  interface GlobalComponents {
    'service-aspsp-list': VueWidget<AspspListElement, AspspListAttributes, AspspListEvents>;
    'service-consent': VueWidget<ConsentElement, ConsentAttributes, ConsentEvents>;
    'service-auth-flow': VueWidget<AuthFlowElement, AuthFlowAttributes, AuthFlowEvents>;
    'service-widgets-config': VueWidget<WidgetsConfigElement, WidgetsConfigAttributes, object>;
  }
}
