/**
 * JSX types for the plain tags in React 19 (`<service-aspsp-list country="FI" ...>`), for
 * applications that use them rather than the wrappers of `service-widgets/react`. React 19
 * sets a prop the element has as a property, any other as an attribute, and adds `on<event>`
 * as a listener of exactly that event, so the events are `onselected`, `onais-loaded`.
 * Loaded by `service-widgets/react` and by `import type {} from 'service-widgets/jsx'`.
 */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
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

/**
 * Without React's own `onError`: React would take it for its synthetic event, which never hears
 * a widget's `error` (it does not bubble). The widget's is `onerror`.
 */
type PlainTag<Element extends HTMLElement, Attributes, Events> = Omit<
  DetailedHTMLProps<HTMLAttributes<Element>, Element>,
  'onError' | 'onErrorCapture'
> &
  Attributes &
  ExactEventProps<Events>;

export type AspspListJsxProps = PlainTag<AspspListElement, AspspListAttributes, AspspListEvents>;
export type ConsentJsxProps = PlainTag<ConsentElement, ConsentAttributes, ConsentEvents>;
export type AuthFlowJsxProps = PlainTag<AuthFlowElement, AuthFlowAttributes, AuthFlowEvents>;
export type WidgetsConfigJsxProps = PlainTag<WidgetsConfigElement, WidgetsConfigAttributes, object>;

declare module 'react' {
  // React 19 keeps JSX in the React namespace; augmenting it is how a library adds tags.
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'service-aspsp-list': AspspListJsxProps;
      'service-consent': ConsentJsxProps;
      'service-auth-flow': AuthFlowJsxProps;
      'service-widgets-config': WidgetsConfigJsxProps;
    }
  }
}
