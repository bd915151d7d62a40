/**
 * The floor, how far we are from what the platform allows: Lit alone (lit-element and
 * lit-html, as a bundler includes them: `export * from 'lit'` bundled and minified), and a
 * hand-written list of the same bank names as plain text with a trivial filter
 * (pages/floor-list.ts). The list asks the backend the same question our widget asks (the
 * same GET /aspsps, across origins) and reads the same answer, so that the time the backend
 * and the network take, and the answer's parsing, count alike for both.
 */
import type { ListSubject } from './list-session.js';
import { measureBundle, type SizeFigure } from './size.js';

/** The floor's list of the country's banks, from the backend at `origin`. */
export function floorList(origin: string, country: string): ListSubject {
  const url = new URL('/widget-api/v1/aspsps', origin);
  const query = { country, psu_type: 'personal', service: 'AIS', sandbox: 'true' };
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return {
    page: '/pages/floor.html',
    mount: (page) => page.evaluate((href) => window.benchProbe.mountFloorList(href), url.href),
    root: '#subject',
    searchInput: '#floor-search',
    trigger: 'input',
  };
}

export function litSize(): Promise<SizeFigure> {
  return measureBundle('lit', "export * from 'lit';");
}
