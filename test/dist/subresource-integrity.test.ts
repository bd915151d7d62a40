/**
 * Subresource Integrity as a merchant uses it: widgets.umd.min.js and widgets.css loaded from
 * another origin with `integrity` (the hashes the build published in dist/integrity.json) and
 * `crossorigin="anonymous"`. A copy altered on the way (a compromised CDN, here a second
 * backend whose /lib/ serves changed files) is refused: it never runs and registers nothing,
 * and the genuine files still load and work on the same page afterwards.
 * The tests run in order on one page: the refusal first, while no element is registered.
 */
import { expect } from '@open-wc/testing';
import { backend } from '../support/backend.js';
import { readyBankList } from './ready-list.js';

const SCRIPT = 'widgets.umd.min.js';
const STYLESHEET = 'widgets.css';
const TAGS = ['service-consent', 'service-aspsp-list', 'service-auth-flow'];

/** What the bundle and the tampered copy's first line would set on window. */
const page = window as unknown as { ServiceWidgets?: { version: string }; serviceWidgetsTampered?: boolean };

type Outcome = 'load' | 'error';

/** Adds the element to the head and tells whether the browser loaded or refused it. */
function attach(element: HTMLScriptElement | HTMLLinkElement): Promise<Outcome> {
  return new Promise((resolve) => {
    element.onload = () => resolve('load');
    element.onerror = () => resolve('error');
    document.head.append(element);
  });
}

function scriptTag(src: string, integrity: string): Promise<Outcome> {
  const script = document.createElement('script');
  script.src = src;
  script.integrity = integrity;
  script.crossOrigin = 'anonymous';
  return attach(script);
}

function stylesheetTag(href: string, integrity: string): Promise<Outcome> {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  link.integrity = integrity;
  link.crossOrigin = 'anonymous';
  return attach(link);
}

describe('Subresource Integrity of the script-tag files', () => {
  let published: Record<string, string>;
  const uncaught: unknown[] = [];
  const recordError = (event: ErrorEvent) => uncaught.push(event.error ?? event.message);

  before(async () => {
    await backend.reset();
    // The file the build writes; the test runner serves the repository.
    const response = await fetch(new URL('../../dist/integrity.json', import.meta.url));
    expect(response.ok, 'dist/integrity.json is missing: run npm run build').to.equal(true);
    published = (await response.json()) as Record<string, string>;
    window.addEventListener('error', recordError);
  });

  after(() => window.removeEventListener('error', recordError));

  it('publishes one sha384 hash for each of the two files', () => {
    expect(Object.keys(published).sort()).to.deep.equal([STYLESHEET, SCRIPT].sort());
    for (const hash of Object.values(published)) expect(hash).to.match(/^sha384-[A-Za-z0-9+/]{64}$/);
  });

  it('refuses a tampered copy: the script never runs, no element is registered, no style applies', async () => {
    const tampered = await backend.tamperedLibOrigin();
    // The altered copy is there and would be served to anyone who does not check it.
    const served = await fetch(`${tampered}/lib/${SCRIPT}`);
    expect(served.status).to.equal(200);
    expect(await served.text()).to.match(/^window\.serviceWidgetsTampered=true;/);

    expect(await scriptTag(`${tampered}/lib/${SCRIPT}`, published[SCRIPT] ?? '')).to.equal('error');
    expect(await stylesheetTag(`${tampered}/lib/${STYLESHEET}`, published[STYLESHEET] ?? '')).to.equal(
      'error',
    );

    expect(page.serviceWidgetsTampered).to.equal(undefined);
    expect(page.ServiceWidgets).to.equal(undefined);
    for (const tag of TAGS) expect(customElements.get(tag), tag).to.equal(undefined);
    expect(getComputedStyle(document.documentElement).getPropertyValue('--tampered')).to.equal('');
    expect(uncaught).to.deep.equal([]);
  });

  it('then loads the genuine files with the published hashes, and the widgets work', async () => {
    const origin = await backend.origin();
    expect(await scriptTag(`${origin}/lib/${SCRIPT}`, published[SCRIPT] ?? '')).to.equal('load');
    expect(await stylesheetTag(`${origin}/lib/${STYLESHEET}`, published[STYLESHEET] ?? '')).to.equal('load');
    for (const tag of TAGS) expect(customElements.get(tag), tag).to.be.a('function');
    expect(page.ServiceWidgets?.version).to.match(/^\d+\.\d+\.\d+/);

    const list = await readyBankList();
    expect(list.textContent).to.contain('Showing all banks');
    expect(getComputedStyle(list).display).to.equal('block');
    list.remove();

    expect(page.serviceWidgetsTampered).to.equal(undefined);
    expect(uncaught).to.deep.equal([]);
  });
});
