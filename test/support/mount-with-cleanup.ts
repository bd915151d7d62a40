/** Puts a widget on the test page with its events recorded from the very start. Importing this file installs an afterEach hook that removes what was mounted. */
import { fixtureCleanup, waitUntil } from '@open-wc/testing';
import '../../src/define.js';

const widgetEvents = [
  'ready',
  'error',
  'selected',
  'confirmed',
  'cancelled',
  'ais-loaded',
  'pis-loaded',
  'step',
];

export interface Mounted<E extends HTMLElement> {
  element: E;
  /** Every widget event fired so far, in order. */
  events: CustomEvent[];
  /** The recorded events of one type. */
  of(type: string): CustomEvent[];
  /** Resolves once `count` events of that type have fired. */
  until(type: string, count?: number): Promise<CustomEvent>;
}

export async function mount<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string | boolean | undefined>,
  parent: HTMLElement = document.body,
): Promise<Mounted<HTMLElementTagNameMap[K]>> {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === true) element.setAttribute(name, '');
    else if (typeof value === 'string') element.setAttribute(name, value);
  }
  const events: CustomEvent[] = [];
  for (const type of widgetEvents)
    element.addEventListener(type, (event) => events.push(event as CustomEvent));
  const container = document.createElement('div');
  container.append(element);
  parent.append(container);
  mounted.push(container);
  const of = (type: string) => events.filter((event) => event.type === type);
  return {
    element,
    events,
    of,
    async until(type, count = 1) {
      await waitUntil(() => of(type).length >= count, `no ${type} event`, { timeout: 8000 });
      return of(type)[count - 1] as CustomEvent;
    },
  };
}

const mounted: HTMLElement[] = [];

afterEach(() => {
  for (const container of mounted.splice(0)) container.remove();
  fixtureCleanup();
});
