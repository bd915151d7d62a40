/**
 * Puts a widget on the test page with its events recorded from the very start. Importing this
 * file installs afterEach hooks: one removes what was mounted, one names the elements of a
 * failed comparison (see below).
 */
import { fixtureCleanup, waitUntil } from '@open-wc/testing';
import '../../src/define.js';
import { describeElement } from './dom.js';

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

/**
 * A failed comparison keeps the values it compared for the runner's report, which copies them
 * from the page: an element there (a cross-origin iframe above all) can make that copy never
 * end, so the page hangs and the file times out with no message. They are named instead.
 */
afterEach(function () {
  const failure = this.currentTest?.err as { actual?: unknown; expected?: unknown } | undefined;
  if (!failure) return;
  if (failure.actual instanceof Element) failure.actual = describeElement(failure.actual);
  if (failure.expected instanceof Element) failure.expected = describeElement(failure.expected);
});
