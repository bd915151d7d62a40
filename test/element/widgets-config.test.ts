import { expect, waitUntil } from '@open-wc/testing';
import type { AspspListElement } from '../../src/aspsp-list/aspsp-list-element.js';
import type { WidgetsConfigElement } from '../../src/config/widgets-config-element.js';
import { fi } from '../../src/i18n/locales/fi.js';
import { sv } from '../../src/i18n/locales/sv.js';
import { backend, backendWait, heldAnswerMs } from '../support/backend.js';
import { mount } from '../support/mount-with-cleanup.js';
import { watchFetch } from '../support/fetch-spy.js';

const finland = { country: 'FI', 'psu-type': 'personal', service: 'AIS' };

/** The same mock backend under its other loopback name: another origin for the widgets. */
function otherName(origin: string): string {
  const url = new URL(origin);
  url.hostname = url.hostname === 'localhost' ? '127.0.0.1' : 'localhost';
  return url.origin;
}

async function listRequests() {
  return (await backend.requests()).filter((request) => request.path.endsWith('/aspsps'));
}

function hostOf(origin: string): string {
  return new URL(origin).host;
}

function searchLabel(list: HTMLElement): string {
  return list.querySelector('.service-aspsp-search label')?.textContent?.trim() ?? '';
}

const configs: HTMLElement[] = [];

function config(
  attributes: Record<string, string>,
  parent: HTMLElement = document.body,
): WidgetsConfigElement {
  const element = document.createElement('service-widgets-config');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  parent.append(element);
  configs.push(element);
  return element;
}

describe('service-widgets-config', () => {
  let origin: string;

  beforeEach(async () => {
    await backend.reset();
    origin = await backend.origin();
  });

  afterEach(() => {
    for (const element of configs.splice(0)) element.remove();
  });

  it('gives origin, sandbox and locale to a widget inside, and has no box of its own', async () => {
    const provider = config({ origin, sandbox: '', locale: 'fi' });
    const list = await mount('service-aspsp-list', finland, provider);
    await list.until('ready');
    const [request, ...others] = await listRequests();
    expect(others).to.deep.equal([]);
    expect(request?.headers.host).to.equal(hostOf(origin));
    expect(request?.query.sandbox).to.equal('true');
    expect(request?.headers['accept-language']).to.equal('fi');
    expect(searchLabel(list.element)).to.equal(fi.aspspSearchLabel);
    expect(list.element.querySelector('[lang]')?.getAttribute('lang')).to.equal('fi');
    expect(list.of('error')).to.deep.equal([]);
    expect(getComputedStyle(provider).display).to.equal('contents');
    list.element.querySelector<HTMLElement>('[role=option]')?.click();
    expect(list.of('selected')[0]?.detail).to.deep.include({ sandbox: true });
    await expect(provider).to.be.accessible();
  });

  it('lets a widget’s own attributes win', async () => {
    const provider = config({ origin: otherName(origin), sandbox: '', locale: 'fi' });
    const list = await mount(
      'service-aspsp-list',
      { ...finland, origin, sandbox: 'false', locale: 'sv' },
      provider,
    );
    await list.until('ready');
    const [request] = await listRequests();
    expect(request?.headers.host).to.equal(hostOf(origin));
    expect(request?.query.sandbox).to.equal(undefined);
    expect(request?.headers['accept-language']).to.equal('sv');
    expect(searchLabel(list.element)).to.equal(sv.aspspSearchLabel);
  });

  it('lets a widget’s sandbox set to false as a property win, as React, Vue and Svelte set it', async () => {
    const provider = config({ origin, sandbox: '', locale: 'fi' });
    const list = document.createElement('service-aspsp-list');
    for (const [name, value] of Object.entries(finland)) list.setAttribute(name, String(value));
    list.sandbox = false;
    provider.append(list);
    await waitUntil(async () => (await listRequests()).length === 1, 'no request');
    const [request] = await listRequests();
    expect(request?.query.sandbox).to.equal(undefined);
    expect(list.hasAttribute('sandbox')).to.equal(false);
    list.remove();
  });

  it('re-renders in a new locale without fetching, and fetches from a new origin, dropping the old request', async () => {
    const provider = config({ origin, sandbox: '', locale: 'fi' });
    const list = await mount('service-aspsp-list', finland, provider);
    await list.until('ready');

    provider.setAttribute('locale', 'sv');
    await waitUntil(
      () => searchLabel(list.element) === sv.aspspSearchLabel,
      'the Swedish label',
      backendWait,
    );
    expect(await listRequests()).to.have.length(1);

    // The answer from the old origin would name a bank the real one does not have.
    await backend.setFault({
      path: '/aspsps',
      delayMs: heldAnswerMs,
      times: 1,
      body: JSON.stringify({
        aspsps: [
          {
            name: 'Stale Bank',
            country: 'FI',
            logo: `${origin}/logos/op.svg`,
            psu_types: ['personal'],
            auth_methods: [],
            maximum_consent_validity: 90,
            beta: false,
          },
        ],
      }),
    });
    const fetches = watchFetch();
    try {
      const readyBefore = list.of('ready').length;
      provider.setAttribute('sandbox', 'false');
      await waitUntil(() => fetches.calls.length === 1, 'a request for production');
      // The slow answer goes to the first request the backend sees: one dropped before it left
      // would leave that answer to the new origin's request (seen in Firefox).
      await waitUntil(
        async () => (await listRequests()).length === 2,
        'the request for production arrives',
        backendWait,
      );
      provider.setAttribute('origin', otherName(origin));
      await waitUntil(() => fetches.calls.length === 2, 'a request to the new origin');
      expect(fetches.calls[0]?.signal?.aborted, 'the old request is aborted').to.equal(true);
      expect(new URL(fetches.calls[1]?.url ?? '').origin).to.equal(otherName(origin));
      expect(new URL(fetches.calls[1]?.url ?? '').searchParams.get('sandbox')).to.equal(null);
      await list.until('ready', readyBefore + 1);
      await new Promise((resolve) => setTimeout(resolve, heldAnswerMs));
      const names = [...list.element.querySelectorAll('.service-aspsp-name')].map((name) => name.textContent);
      expect(names).not.to.include('Stale Bank');
      expect(names.length).to.be.greaterThan(1);
      const last = (await listRequests()).at(-1);
      expect(last?.headers.host).to.equal(hostOf(otherName(origin)));
      expect(last?.headers['accept-language']).to.equal('sv');
    } finally {
      fetches.restore();
    }
  });

  it('reaches a widget added later, also inside another component’s shadow tree', async () => {
    const provider = config({ origin, sandbox: '', locale: 'fi' });
    await provider.updateComplete;
    const host = document.createElement('div');
    const shadow = host.attachShadow({ mode: 'open' });
    const list = document.createElement('service-aspsp-list') as AspspListElement;
    for (const [name, value] of Object.entries(finland)) list.setAttribute(name, value);
    const ready = new Promise((resolve) => list.addEventListener('ready', resolve, { once: true }));
    shadow.append(list);
    provider.append(host);
    await ready;
    const [request] = await listRequests();
    expect(request?.query.sandbox).to.equal('true');
    expect(request?.headers['accept-language']).to.equal('fi');
    expect(searchLabel(list)).to.equal(fi.aspspSearchLabel);
  });

  it('lets an inner config win over an outer one, for the attributes it has', async () => {
    const outer = config({ origin, sandbox: '', locale: 'fi' });
    const inner = config({ locale: 'sv' }, outer);
    const list = await mount('service-aspsp-list', finland, inner);
    await list.until('ready');
    const [request] = await listRequests();
    expect(request?.headers.host).to.equal(hostOf(origin));
    expect(request?.query.sandbox).to.equal('true');
    expect(request?.headers['accept-language']).to.equal('sv');
    expect(searchLabel(list.element)).to.equal(sv.aspspSearchLabel);

    inner.removeAttribute('locale');
    await waitUntil(
      () => searchLabel(list.element) === fi.aspspSearchLabel,
      'the outer locale again',
      backendWait,
    );
  });

  it('forgets the config when the widget leaves the provider', async () => {
    const provider = config({ sandbox: '', locale: 'fi' });
    const list = await mount('service-aspsp-list', { ...finland, origin }, provider);
    await list.until('ready');
    const outside = document.createElement('div');
    outside.setAttribute('lang', 'en');
    document.body.append(outside);
    configs.push(outside);
    const readyBefore = list.of('ready').length;
    outside.append(list.element);
    await list.until('ready', readyBefore + 1);
    const [first, second] = await listRequests();
    expect(first?.query.sandbox).to.equal('true');
    expect(second?.query.sandbox).to.equal(undefined);
    expect(searchLabel(list.element)).to.equal('Search by bank name or BIC');
    expect(list.of('error')).to.deep.equal([]);
  });
});
