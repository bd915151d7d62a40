/**
 * Once the page is idle, a bank list that is never inserted runs an insertion's path up to the
 * request, which is built and never sent (rehearse-insertion.ts): fetch() is not called, nothing
 * is fired, nothing is added to the page. In a file of its own: the rehearsal runs once per
 * page, and only before the page's first widget.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { AspspListElement } from '../../src/aspsp-list/aspsp-list-element.js';
import { rehearseInsertion } from '../../src/elements/widget-element.js';
import { backend } from '../support/backend.js';
import { sleep } from '../support/dom.js';
import { watchFetch } from '../support/fetch-spy.js';
import { mount } from '../support/mount-with-cleanup.js';

// From before the page is idle: define.js, imported above, has asked for the rehearsal.
const spy = watchFetch();
const PlatformURL = window.URL;
const built: URL[] = [];
window.URL = class extends PlatformURL {
  constructor(url: string | URL, base?: string | URL) {
    super(url, base);
    built.push(this);
  }
};
const listRequests = () => built.filter((url) => url.pathname === '/widget-api/v1/aspsps');
const fired: string[] = [];
for (const type of ['ready', 'error', 'selected', 'context-request'])
  document.addEventListener(type, () => fired.push(type), true);

describe('the rehearsal of an insertion', () => {
  after(() => {
    spy.restore();
    window.URL = PlatformURL;
  });

  it('builds the request once the page is idle, and sends nothing', async () => {
    await waitUntil(() => listRequests().length > 0, 'no rehearsal', { timeout: 5000 });
    await sleep(100);
    expect(listRequests().map((url) => Object.fromEntries(url.searchParams))).to.deep.equal([
      { country: 'FI', psu_type: 'personal', service: 'AIS' },
    ]);
    expect(spy.calls).to.deep.equal([]);
    const sent = performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/aspsps'));
    expect(sent).to.deep.equal([]);
    expect(fired).to.deep.equal([]);
    expect(document.querySelectorAll('service-aspsp-list')).to.have.length(0);
  });

  it('is not run once a widget has been inserted', async () => {
    const origin = await backend.origin();
    const attributes = { origin, country: 'FI', 'psu-type': 'personal', service: 'AIS' };
    const list = await mount('service-aspsp-list', attributes);
    await list.until('ready');
    const builtBefore = listRequests().length;
    const element = new AspspListElement();
    for (const [name, value] of Object.entries({ ...attributes, country: 'SE' }))
      element.setAttribute(name, value);
    await rehearseInsertion(element);
    expect(listRequests().slice(builtBefore)).to.deep.equal([]);
  });
});
