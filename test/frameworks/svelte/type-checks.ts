/**
 * svelte-check must reject each marked line and accept the rest, which shows the declarations
 * are really loaded (without them, any attribute of an unknown tag passes). Markup has no expect-error comment,
 * so the tags are checked here as the props Svelte gives them.
 */
import type { SvelteHTMLElements } from 'svelte/elements';

type Tag<Name extends string> = SvelteHTMLElements[Name];

// @ts-expect-error psu-type is personal or business
export const retail: Tag<'service-aspsp-list'> = { 'psu-type': 'retail' };

// @ts-expect-error sandbox is a boolean: Svelte sets the property, where "false" would be true
export const sandboxText: Tag<'service-aspsp-list'> = { sandbox: 'false' };

export const noUrl: Tag<'service-aspsp-list'> = {
  // @ts-expect-error the detail of selected has no url
  onselected: (event) => event.detail.url,
};

export const svelte4NoUrl: Tag<'service-aspsp-list'> = {
  // @ts-expect-error Svelte 4's directive gets the same detail, which has no url
  'on:selected': (event) => event.detail.url,
};

export const svelte4Events: Tag<'service-auth-flow'> = {
  'on:ais-loaded': (event) => event.detail.aspsp.name,
  'on:error': (event) => event.detail.error,
};

export const remembered: Tag<'service-aspsp-list'> = {
  country: 'FI',
  'psu-type': 'personal',
  service: 'AIS',
  remember: true,
};

export const authFlow: Tag<'service-auth-flow'> = {
  payment: 'p',
  'onais-loaded': (event) => event.detail.aspsp.name,
  'onpis-loaded': (event) => event.detail.payment,
  onstep: (event) => event.detail.type,
  onerror: (event) => event.detail.error,
};

// @ts-expect-error the config's sandbox is a boolean too
export const configSandboxText: Tag<'service-widgets-config'> = { sandbox: 'false' };

export const config: Tag<'service-widgets-config'> = {
  origin: 'https://auth.example',
  sandbox: true,
  locale: 'fi',
};
