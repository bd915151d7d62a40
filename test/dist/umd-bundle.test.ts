/**
 * The built bundle as a merchant uses it: widgets.umd.min.js and widgets.css loaded with
 * a script tag and a link from the backend's /lib/, on a page of another origin.
 * This file never imports src/: the elements must come from the bundle alone.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { fi } from '../../src/i18n/locales/fi.js';
import { backend } from '../support/backend.js';
import { loadScript } from '../support/page-loading.js';
import { readyBankList } from './ready-list.js';

interface ServiceWidgetsGlobal {
  version: string;
  AspspListElement: CustomElementConstructor;
  WidgetsConfigElement: CustomElementConstructor;
}

function loadStylesheet(href: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.onload = () => resolve();
    link.onerror = () => reject(new Error(`could not load ${href}`));
    document.head.append(link);
  });
}

describe('dist/widgets.umd.min.js from a script tag', () => {
  let origin: string;
  const uncaught: unknown[] = [];
  const recordError = (event: ErrorEvent) => uncaught.push(event.error ?? event.message);

  before(async () => {
    await backend.reset();
    origin = await backend.origin();
    window.addEventListener('error', recordError);
    await loadScript(`${origin}/lib/widgets.umd.min.js`);
    await loadStylesheet(`${origin}/lib/widgets.css`);
  });

  after(() => window.removeEventListener('error', recordError));

  it('registers the three elements and the config, and exposes ServiceWidgets', () => {
    for (const tag of ['service-consent', 'service-aspsp-list', 'service-auth-flow', 'service-widgets-config']) {
      expect(customElements.get(tag), tag).to.be.a('function');
    }
    const global = (window as unknown as { ServiceWidgets: ServiceWidgetsGlobal }).ServiceWidgets;
    expect(global.version).to.match(/^\d+\.\d+\.\d+/);
    expect(customElements.get('service-aspsp-list')).to.equal(global.AspspListElement);
    expect(customElements.get('service-widgets-config')).to.equal(global.WidgetsConfigElement);
  });

  it('does not throw when loaded a second time', async () => {
    await loadScript(`${origin}/lib/widgets.umd.min.js?again`);
    expect(uncaught).to.deep.equal([]);
  });

  it('talks to the origin it was loaded from when no origin attribute is given', async () => {
    await backend.reset();
    const list = await readyBankList();
    expect(list.textContent).to.contain('Showing all banks');
    expect((await backend.requests()).some((r) => r.path.endsWith('/aspsps'))).to.equal(true);
    list.remove();
  });

  it('fetches a locale from locales/ beside the bundle and speaks it', async () => {
    const list = document.createElement('service-aspsp-list');
    list.setAttribute('psu-type', 'personal');
    list.setAttribute('service', 'AIS');
    list.setAttribute('locale', 'fi');
    document.body.append(list);
    await waitUntil(() => list.textContent?.includes(fi.errorHeading as string), 'no Finnish text', { timeout: 8000 });
    expect(list.querySelector('[lang]')?.getAttribute('lang')).to.equal('fi');
    list.remove();
  });

  it('styles the widgets with widgets.css', () => {
    const list = document.createElement('service-aspsp-list');
    document.body.append(list);
    expect(getComputedStyle(list).display).to.equal('block');
    list.remove();
  });
});
