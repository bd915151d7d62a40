/**
 * The peer: GoCardless's open-source bank selector, the npm package nordigen-bank-ui, given
 * the same banks in the shape of GoCardless's institutions endpoint. Its page fetches them
 * from the static server (as a merchant's own backend would hand them over) and calls
 * institutionSelector(); its search runs on keyup. Its script and stylesheet are measured as
 * the package ships them (selector.min.js: minified without mangling).
 */
import type { AspspFields } from './catalogue.js';
import type { ListSubject } from './list-session.js';
import type { PeerInstitution } from './pages/probe.js';
import { logoPng } from './peer-logos.js';
import { measureSize, type SizeFigure } from './size.js';
import type { StaticServer } from './static-server.js';

const peerDataPath = '/data/peer-institutions.json';
const peerFiles = 'node_modules/nordigen-bank-ui/package/src';

export const peerList: ListSubject = {
  page: '/pages/peer.html',
  mount: (page) => page.evaluate((url) => window.benchProbe.mountPeerList(url), peerDataPath),
  root: '#institution-content-wrapper',
  searchInput: '.institution-search-input',
  trigger: 'keyup',
};

export function peerSizes(): { peerScript: SizeFigure; peerCss: SizeFigure } {
  return {
    peerScript: measureSize(`${peerFiles}/selector.min.js`),
    peerCss: measureSize(`${peerFiles}/selector.min.css`),
  };
}

/** Hands the peer's page the banks as GoCardless's institutions endpoint gives them, with PNG logos (peer-logos.ts). */
export function publishPeerData(site: StaticServer, banks: readonly AspspFields[]): void {
  const institutions = banks.map((bank, index): PeerInstitution => {
    const logo = `/peer-logos/${index}.png`;
    site.serveFile(logo, logoPng(index), 'image/png');
    return {
      id: `${bank.country}_${index}`,
      name: bank.name,
      bic: bank.bic ?? '',
      transaction_total_days: '90',
      countries: [bank.country],
      logo: new URL(logo, site.origin).href,
    };
  });
  site.serveJson(peerDataPath, institutions);
}
