/**
 * Two different versions of the script-tag bundle on one page, as when a merchant's template
 * and a plug-in each add one: the second neither throws nor replaces the first, and says so once.
 */
import { expect } from '@open-wc/testing';
import { backend } from '../support/backend.js';
import { loadScript } from '../support/page-loading.js';
import { readyBankList } from './ready-list.js';

interface ServiceWidgetsGlobal {
  version: string;
  AspspListElement: CustomElementConstructor;
}

const serviceWidgets = () => (window as unknown as { ServiceWidgets: ServiceWidgetsGlobal }).ServiceWidgets;

/** The real bundle with another version string, served to the page from a blob. */
async function otherVersionOf(bundleUrl: string, version: string, otherVersion: string): Promise<string> {
  const source = await (await fetch(bundleUrl)).text();
  const literal = new RegExp(`([\`'"])${version.replaceAll('.', '\\.')}\\1`, 'g');
  expect(source.match(literal), 'the version literal in the bundle').to.have.length(1);
  const patched = source.replace(literal, `"${otherVersion}"`).replace(/\n\/\/# sourceMappingURL=.*$/, '');
  return URL.createObjectURL(new Blob([patched], { type: 'text/javascript' }));
}

describe('two versions of widgets.umd.min.js on one page', () => {
  const uncaught: unknown[] = [];
  const warnings: unknown[][] = [];
  const recordError = (event: ErrorEvent) => uncaught.push(event.error ?? event.message);
  const originalWarn = console.warn;

  before(() => {
    window.addEventListener('error', recordError);
    console.warn = (...args: unknown[]) => warnings.push(args);
  });

  after(() => {
    window.removeEventListener('error', recordError);
    console.warn = originalWarn;
  });

  it('keeps the first registration and version, and warns once without throwing', async function () {
    this.timeout(20_000);
    await backend.reset();
    const bundleUrl = `${await backend.origin()}/lib/widgets.umd.min.js`;
    await loadScript(bundleUrl);
    const first = serviceWidgets();
    const firstVersion = first.version;
    const firstList = customElements.get('service-aspsp-list');
    expect(firstList).to.equal(first.AspspListElement);
    expect(warnings).to.deep.equal([]);

    const otherVersion = '99.0.0-other';
    const second = await otherVersionOf(bundleUrl, firstVersion, otherVersion);
    try {
      await loadScript(second);
    } finally {
      URL.revokeObjectURL(second);
    }

    expect(uncaught).to.deep.equal([]);
    expect(customElements.get('service-aspsp-list')).to.equal(firstList);
    expect(serviceWidgets()).to.equal(first);
    expect(serviceWidgets().version).to.equal(firstVersion);
    expect(warnings).to.have.length(1);
    const warning = String(warnings[0]?.[0]);
    expect(warning).to.include(`service-widgets ${otherVersion} registers nothing`);
    expect(warning).to.include(`already defined by service-widgets ${firstVersion}`);
    // The first copy still works.
    const list = await readyBankList();
    expect(list.constructor).to.equal(firstList);
    expect(list.textContent).to.contain('Showing all banks');
    list.remove();
  });
});
