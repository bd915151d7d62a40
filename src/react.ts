/**
 * React components for the three widgets (`service-widgets/react`), made with @lit/react:
 * props are set as the elements' properties, and the events are props (`onSelected`,
 * `onConfirmed`, ...). A component registers the elements as it mounts, not as it is
 * imported: a page rendered on a server (Next.js) is hydrated first, and the widgets render
 * their content after, into tags React has already taken over (registered before, they would
 * render into the server's HTML, and React would find children it did not render). The JSX
 * types of the plain tags come along (see frameworks/react-jsx.ts).
 */
import { createComponent, type EventName } from '@lit/react';
import React from 'react';
import { AspspListElement } from './aspsp-list/aspsp-list-element.js';
import { AuthFlowElement } from './auth-flow/auth-flow-element.js';
import { WidgetsConfigElement } from './config/widgets-config-element.js';
import { ConsentElement } from './consent/consent-element.js';
import { defineElements, elements } from './registration.js';
import type { AspspListEventMap, AuthFlowEventMap, ConsentEventMap } from './events.js';

export type {
  AspspListJsxProps,
  AuthFlowJsxProps,
  ConsentJsxProps,
  WidgetsConfigJsxProps,
} from './frameworks/react-jsx.js';

/**
 * The elements' properties, declared before they are registered: @lit/react sets a prop the
 * class declares as a property, and any other as an attribute (psuType would become "psutype").
 * Lit's finalize() declares them (registering calls it too); a call, which no minifier of a
 * merchant's build drops as it may drop a getter's read.
 */
for (const element of Object.values(elements)) (element as unknown as { finalize(): void }).finalize();

/** Layout effects run in the browser only, before the first paint; a server renders none. */
const useBrowserLayoutEffect = typeof document === 'undefined' ? React.useEffect : React.useLayoutEffect;

/**
 * The component, registering the elements once it has mounted: after @lit/react has set the
 * props on the tag (a child's effects run first), which the element takes over as it upgrades.
 */
function registeringOnMount<Component extends React.ForwardRefExoticComponent<never>>(
  component: Component,
): Component {
  const registering = React.forwardRef<unknown, object>((props, ref) => {
    useBrowserLayoutEffect(() => defineElements(), []);
    return React.createElement(component as unknown as React.ElementType, { ...props, ref });
  });
  registering.displayName = component.displayName;
  return registering as unknown as Component;
}

export const ServiceAspspList = /* @__PURE__ */ registeringOnMount(
  /* @__PURE__ */ createComponent({
    react: React,
    tagName: 'service-aspsp-list',
    elementClass: AspspListElement,
    displayName: 'ServiceAspspList',
    events: {
      onSelected: 'selected' as EventName<AspspListEventMap['selected']>,
      onReady: 'ready' as EventName<AspspListEventMap['ready']>,
      onError: 'error' as EventName<AspspListEventMap['error']>,
    },
  }),
);

export const ServiceConsent = /* @__PURE__ */ registeringOnMount(
  /* @__PURE__ */ createComponent({
    react: React,
    tagName: 'service-consent',
    elementClass: ConsentElement,
    displayName: 'ServiceConsent',
    events: {
      onConfirmed: 'confirmed' as EventName<ConsentEventMap['confirmed']>,
      onCancelled: 'cancelled' as EventName<ConsentEventMap['cancelled']>,
      onReady: 'ready' as EventName<ConsentEventMap['ready']>,
      onError: 'error' as EventName<ConsentEventMap['error']>,
    },
  }),
);

export const ServiceAuthFlow = /* @__PURE__ */ registeringOnMount(
  /* @__PURE__ */ createComponent({
    react: React,
    tagName: 'service-auth-flow',
    elementClass: AuthFlowElement,
    displayName: 'ServiceAuthFlow',
    events: {
      onAisLoaded: 'ais-loaded' as EventName<AuthFlowEventMap['ais-loaded']>,
      onPisLoaded: 'pis-loaded' as EventName<AuthFlowEventMap['pis-loaded']>,
      onStep: 'step' as EventName<AuthFlowEventMap['step']>,
      onReady: 'ready' as EventName<AuthFlowEventMap['ready']>,
      onError: 'error' as EventName<AuthFlowEventMap['error']>,
    },
  }),
);

/** Gives origin, sandbox and locale to the widgets among its children (an attribute of a widget wins). */
export const ServiceWidgetsConfig = /* @__PURE__ */ registeringOnMount(
  /* @__PURE__ */ createComponent({
    react: React,
    tagName: 'service-widgets-config',
    elementClass: WidgetsConfigElement,
    displayName: 'ServiceWidgetsConfig',
  }),
);
