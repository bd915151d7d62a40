/**
 * Our `service-aspsp-list` as a subject of list-session.ts: the country of at least 1,200
 * ASPSPs from the mock backend, across origins, and all ASPSPs at once from the static
 * server (the backend answers one country at a time; the widget does not mind the countries).
 */
import type { AspspFields } from './catalogue.js';
import type { ListSubject } from './list-session.js';
import type { StaticServer } from './static-server.js';

export const widgetsPage = '/pages/widgets.html';

/** The widget as a page embeds it, talking to `origin` (the backend, or the static server for all ASPSPs). */
export function ourList(origin: string, country: string): ListSubject {
  return {
    page: widgetsPage,
    mount: (page) => page.evaluate((options) => window.benchProbe.mountOurList(options), { origin, country }),
    root: 'service-aspsp-list',
    searchInput: 'service-aspsp-list input[type=search]',
    trigger: 'input',
  };
}

/** The static server answers GET /widget-api/v1/aspsps with every ASPSP, whatever the country asked for. */
export function publishAllAspsps(site: StaticServer, all: readonly AspspFields[]): void {
  site.serveJson('/widget-api/v1/aspsps', { aspsps: all });
}
