/**
 * The catalogues the script-tag bundle fetches, pinned by the bundle: each is fetched with its
 * hash from locales/integrity.json, which is fetched with the hash the build wrote into it. The bundle is served as {auth_url}/lib/ is
 * specified, the two files alone (the strict page's server), so nothing is beside the script:
 * a catalogue comes from the widget's backend, or not at all. A genuine one is spoken; an
 * altered one (the tampered backend's Swedish, with its index altered to match) or a missing
 * one (its Danish) leaves English and one console warning naming the file to deploy.
 * This file never imports src/: the elements come from the bundle alone.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { en } from '../../src/i18n/locales/en.js';
import { et } from '../../src/i18n/locales/et.js';
import { fi } from '../../src/i18n/locales/fi.js';
import { backend, backendWait } from '../support/backend.js';
import { tamperedMessage } from '../support/backend-command.js';
import { loadScript } from '../support/page-loading.js';

/** A bank list that misses its `country`: its error heading is the catalogue's, with no API call. */
function listWithoutCountry(origin: string, locale: string): HTMLElement {
  const list = document.createElement('service-aspsp-list');
  list.setAttribute('origin', origin);
  list.setAttribute('locale', locale);
  list.setAttribute('psu-type', 'personal');
  list.setAttribute('service', 'AIS');
  document.body.append(list);
  return list;
}

describe('the catalogues of the script-tag bundle', () => {
  const warnings: string[] = [];
  const consoleWarn = console.warn;
  let genuine: string;
  let tampered: string;
  let scriptOrigin: string;

  before(async () => {
    await backend.reset();
    genuine = await backend.origin();
    tampered = await backend.tamperedLibOrigin();
    scriptOrigin = await backend.strictPageOrigin();
    console.warn = (...args: unknown[]) => {
      warnings.push(args.map(String).join(' '));
    };
    await loadScript(`${scriptOrigin}/lib/widgets.umd.min.js`);
  });

  after(() => {
    console.warn = consoleWarn;
  });

  afterEach(() => {
    for (const list of document.querySelectorAll('service-aspsp-list')) list.remove();
  });

  it('speaks a catalogue whose bytes are the build’s, fetched from the backend with its integrity', async () => {
    const list = listWithoutCountry(genuine, 'fi');
    await waitUntil(() => list.textContent?.includes(fi.errorHeading as string), 'no Finnish text', backendWait);
    expect(list.querySelector('[lang]')?.getAttribute('lang')).to.equal('fi');
    expect(warnings).to.deep.equal([]);
  });

  it('refuses an altered catalogue: English, and one warning naming the file to deploy', async () => {
    // The altered file is served, whole, to anyone who does not check it, and the index of
    // hashes beside it vouches for it.
    const served = await fetch(`${tampered}/lib/locales/sv.json`);
    expect(served.status).to.equal(200);
    const altered = (await served.json()) as Record<string, unknown>;
    expect(altered.errorHeading).to.equal(tamperedMessage);
    expect(Object.keys(altered).sort()).to.deep.equal(Object.keys(en).sort());
    const index = (await (await fetch(`${tampered}/lib/locales/integrity.json`)).json()) as Record<string, string>;
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(JSON.stringify(altered)));
    expect(index.sv).to.equal(`sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}`);

    const list = listWithoutCountry(tampered, 'sv');
    await waitUntil(() => warnings.length > 0, 'no warning', backendWait);
    expect(warnings).to.have.length(1);
    expect(warnings[0]).to.include(`Deploy dist/locales/sv.json`);
    expect(warnings[0]).to.include(`integrity.json of service-widgets`);
    expect(warnings[0]).to.include(`${tampered}/lib/locales/`);
    await waitUntil(() => list.textContent?.includes(en.errorHeading), 'no English text');
    expect(list.textContent).not.to.include(tamperedMessage);
    // English text is marked English, so that a screen reader does not read it with a Swedish voice.
    expect(list.querySelector('[lang]')?.getAttribute('lang')).to.equal('en');
  });

  it('gives up a catalogue that never comes after 15 s, as an API attempt: the banks in English, and one warning', async function () {
    this.timeout(30_000);
    warnings.length = 0;
    const realFetch = window.fetch;
    const held: string[] = [];
    // A lost connection on the catalogue alone: nothing comes until the request is aborted.
    window.fetch = (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (!url.endsWith('/lib/locales/lt.json')) return realFetch(input, init);
      held.push(url);
      return new Promise((_, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted.', 'AbortError'))),
      );
    };
    try {
      const list = document.createElement('service-aspsp-list');
      for (const [name, value] of Object.entries({ country: 'FI', 'psu-type': 'personal', service: 'AIS' }))
        list.setAttribute(name, value);
      list.setAttribute('origin', genuine);
      list.setAttribute('locale', 'lt');
      list.setAttribute('sandbox', '');
      let readyAt: number | undefined;
      list.addEventListener('ready', () => (readyAt ??= performance.now()));
      const insertedAt = performance.now();
      document.body.append(list);
      await waitUntil(() => list.querySelector('[lang]') !== null, 'nothing rendered');
      expect(list.querySelector('[lang]')?.getAttribute('lang'), 'while the catalogue is on its way').to.equal('en');
      await waitUntil(() => readyAt !== undefined, 'never ready', { timeout: 25_000 });
      expect((readyAt as number) - insertedAt).to.be.greaterThan(14_000);
      expect(held).to.deep.equal([`${genuine}/lib/locales/lt.json`]);
      expect(list.textContent).to.include(en.aspspSearchLabel);
      expect(list.querySelectorAll('[role=option]').length).to.be.greaterThan(0);
      expect(warnings).to.have.length(1);
      expect(warnings[0]).to.include('"lt" catalogue');
    } finally {
      window.fetch = realFetch;
    }
  });

  it('does without a missing catalogue: English, and one warning however many widgets ask', async () => {
    warnings.length = 0;
    const first = listWithoutCountry(tampered, 'da');
    const second = listWithoutCountry(tampered, 'da');
    await waitUntil(() => warnings.length > 0, 'no warning', backendWait);
    expect(warnings).to.have.length(1);
    expect(warnings[0]).to.include('"da" catalogue');
    expect(warnings[0]).to.include(`Deploy dist/locales/da.json`);
    for (const list of [first, second]) {
      await waitUntil(() => list.textContent?.includes(en.errorHeading), 'no English text');
      expect(list.querySelector('[lang]')?.getAttribute('lang')).to.equal('en');
    }
    // Later widgets of the same locale ask for nothing more and warn no more.
    const third = listWithoutCountry(tampered, 'da');
    await waitUntil(() => third.textContent?.includes(en.errorHeading), 'no English text');
    expect(warnings).to.have.length(1);
  });

  it('asks again for a catalogue that failed offline, once back online: the banks in its language, and no warning', async () => {
    warnings.length = 0;
    const realFetch = window.fetch;
    const onLine = Object.getOwnPropertyDescriptor(Navigator.prototype, 'onLine');
    const asked: string[] = [];
    // Offline: the browser says so, and every request fails at the network.
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    window.fetch = (input) => {
      asked.push(input instanceof Request ? input.url : String(input));
      return Promise.reject(new TypeError('Failed to fetch'));
    };
    const list = document.createElement('service-aspsp-list');
    try {
      for (const [name, value] of Object.entries({ country: 'FI', 'psu-type': 'personal', service: 'AIS' }))
        list.setAttribute(name, value);
      list.setAttribute('origin', genuine);
      list.setAttribute('locale', 'et');
      list.setAttribute('sandbox', '');
      document.body.append(list);
      await waitUntil(() => list.textContent?.includes(en.errorOffline), 'no English offline message', backendWait);
      expect(asked.some((url) => url.includes('/lib/locales/'))).to.equal(true);
    } finally {
      window.fetch = realFetch;
      delete (navigator as { onLine?: boolean }).onLine;
    }
    expect(Object.getOwnPropertyDescriptor(Navigator.prototype, 'onLine')).to.deep.equal(onLine);
    window.dispatchEvent(new Event('online'));
    await waitUntil(() => list.textContent?.includes(et.aspspSearchLabel as string), 'no Estonian banks', backendWait);
    expect(list.querySelector('[lang]')?.getAttribute('lang')).to.equal('et');
    expect(list.querySelectorAll('[role=option]').length).to.be.greaterThan(0);
    expect(warnings).to.deep.equal([]);
  });
});
