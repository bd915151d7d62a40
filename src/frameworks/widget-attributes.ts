/**
 * The widgets' attributes and events as types, for typing the plain tags in frameworks'
 * templates (React's JSX, Vue's GlobalComponents, Svelte's elements). Types only.
 */
import type { AspspListEventMap, AuthFlowEventMap, ConsentEventMap } from '../events.js';

export interface WidgetAttributes {
  /** The backend's origin ({auth_url}); defaults to the one given to setDefaultOrigin(). */
  origin?: string;
  /** One of DA, DE, EN, ES, ET, FI, FR, IT, LT, LV, NL, NO, PL, PT, RU, SV, any case; defaults to the page's lang. */
  locale?: string;
  /**
   * Talks to the sandbox environment. A boolean: React, Vue and Svelte set it as a property,
   * and the type keeps a template from passing text (the widget reads "false" as false, but
   * "no" or "0" as true, as HTML would).
   */
  sandbox?: boolean;
}

export interface AspspListAttributes extends WidgetAttributes {
  /** Two-letter country code (required). */
  country?: string;
  /** Required. */
  'psu-type'?: 'personal' | 'business';
  /** Required. */
  service?: 'AIS' | 'PIS';
  /** Hides ASPSPs whose integration is in beta. */
  'no-beta'?: boolean;
  /** Pre-fills the search, and follows what the PSU types. */
  'search-term'?: string;
  /** Appended to logo URLs, such as -/resize/80x/. */
  'logo-transform'?: string;
  /** Extension: shows the last three banks chosen first, kept in the page origin's localStorage. */
  remember?: boolean;
}

export interface ConsentAttributes extends WidgetAttributes {
  /** The authorisation id from POST /auth (required). */
  authorization?: string;
  /** Shows a Cancel button. */
  'can-cancel'?: boolean;
  /** The page is not sent on; the application redirects on `confirmed`. */
  'no-redirect'?: boolean;
}

export interface AuthFlowAttributes extends WidgetAttributes {
  /** The authorisation id from POST /auth (this or payment). */
  authorization?: string;
  /** The payment id from POST /payments (this or authorization). */
  payment?: string;
}

/** The attributes of <service-widgets-config>: the same three, for the widgets inside it. */
export type WidgetsConfigAttributes = WidgetAttributes;

/** A widget's own events (`error` included, typed as the widget fires it), without the DOM's. */
type OwnEvents<EventMap> = Omit<EventMap, keyof Omit<HTMLElementEventMap, 'error'>>;

export type AspspListEvents = OwnEvents<AspspListEventMap>;
export type ConsentEvents = OwnEvents<ConsentEventMap>;
export type AuthFlowEvents = OwnEvents<AuthFlowEventMap>;

/**
 * Listener props named `on` + the exact event name (`onselected`, `onais-loaded`): React 19
 * and Svelte 5 add such a prop of a custom element as a listener of that event.
 */
export type ExactEventProps<Events> = {
  [Type in keyof Events & string as `on${Type}`]?: (event: Events[Type]) => void;
};

type CamelCase<Name extends string> = Name extends `${infer Head}-${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : Name;

/** The attributes under their camelCase names (`psuType`), as Vue's templates check them. */
export type CamelCaseKeys<Attributes> = {
  [Name in keyof Attributes as Name extends string ? CamelCase<Name> : Name]: Attributes[Name];
};
