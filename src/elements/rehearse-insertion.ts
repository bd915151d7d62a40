/**
 * A first insertion compiles, as it runs, every function between `connectedCallback` and
 * `fetch()`: the list's request left 2–4 ms after insertion, where a bare fetch leaves in
 * 0.6 ms, and so does the same insertion's second time (bench, first visits). So once the page
 * is idle, and unless a widget has been inserted already, a bank list that is never inserted
 * runs that path, its request built with the signal aborted: `fetch()` is not called, no event
 * fires. The list the page inserts later finds its code compiled.
 */
import { getDefaultOrigin } from './default-origin.js';
import { rehearseInsertion, type WidgetElement } from './widget-element.js';

export function rehearseWhenIdle(create: () => WidgetElement): void {
  const rehearse = () => {
    const element = create();
    // Valid attributes, so that the path reaches the request; English, whose messages need no loading.
    const attributes = {
      country: 'FI',
      'psu-type': 'personal',
      service: 'AIS',
      locale: 'en',
      origin: getDefaultOrigin() ?? location.origin,
    };
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    void rehearseInsertion(element);
  };
  // Safari has no idle callback: a moment after the script has run.
  if ('requestIdleCallback' in globalThis) requestIdleCallback(rehearse, { timeout: 2000 });
  else setTimeout(rehearse, 200);
}
