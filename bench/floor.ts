/**
 * The floor, how far we are from what the platform allows: Lit alone (lit-element and
 * lit-html, as a bundler includes them: `export * from 'lit'` bundled and minified), and a
 * hand-written list of the same bank names as plain text with a trivial filter
 * (pages/floor-list.ts).
 */
import type { AspspFields } from './catalogue.js';
import type { ListSubject } from './list-session.js';
import { measureBundle, type SizeFigure } from './size.js';
import type { StaticServer } from './static-server.js';

const floorDataPath = '/data/names.json';

export const floorList: ListSubject = {
  page: '/pages/floor.html',
  mount: (page) => page.evaluate((url) => window.benchProbe.mountFloorList(url), floorDataPath),
  root: '#subject',
  searchInput: '#floor-search',
  trigger: 'input',
};

export function litSize(): Promise<SizeFigure> {
  return measureBundle('lit', "export * from 'lit';");
}

/** Hands the floor's page the banks' names. */
export function publishFloorData(site: StaticServer, banks: readonly AspspFields[]): void {
  site.serveJson(
    floorDataPath,
    banks.map((bank) => bank.name),
  );
}
