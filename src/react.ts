/**
 * React components for the three widgets (`service-widgets/react`), made with @lit/react:
 * props are set as the elements' properties, and the events are props (`onSelected`,
 * `onConfirmed`, ...). Using them registers the elements; on a server it registers nothing.
 * The JSX types of the plain tags come along (see frameworks/react-jsx.ts).
 */
import { createComponent, type EventName } from '@lit/react';
import React from 'react';
import { AspspListElement } from './aspsp-list/aspsp-list-element.js';
import { AuthFlowElement } from './auth-flow/auth-flow-element.js';
import { WidgetsConfigElement } from './config/widgets-config-element.js';
import { ConsentElement } from './consent/consent-element.js';
import './define.js';
import type { AspspListEventMap, AuthFlowEventMap, ConsentEventMap } from './events.js';

export type {
  AspspListJsxProps,
  AuthFlowJsxProps,
  ConsentJsxProps,
  WidgetsConfigJsxProps,
} from './frameworks/react-jsx.js';

export const ServiceAspspList = /* @__PURE__ */ createComponent({
  react: React,
  tagName: 'service-aspsp-list',
  elementClass: AspspListElement,
  displayName: 'ServiceAspspList',
  events: {
    onSelected: 'selected' as EventName<AspspListEventMap['selected']>,
    onReady: 'ready' as EventName<AspspListEventMap['ready']>,
    onError: 'error' as EventName<AspspListEventMap['error']>,
  },
});

export const ServiceConsent = /* @__PURE__ */ createComponent({
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
});

export const ServiceAuthFlow = /* @__PURE__ */ createComponent({
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
});

/** Gives origin, sandbox and locale to the widgets among its children (an attribute of a widget wins). */
export const ServiceWidgetsConfig = /* @__PURE__ */ createComponent({
  react: React,
  tagName: 'service-widgets-config',
  elementClass: WidgetsConfigElement,
  displayName: 'ServiceWidgetsConfig',
});
