/**
 * The `url` of POST /auth and POST /payments names the authorisation or payment in its query,
 * as the service's does (…/ais/start?sessionid=…&locale=FI), so a client may append its own
 * parameters with `&` and the PSU still gets the page; the first form of the address works too.
 */
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import type { MockBackend } from '../../sandbox/src/server.js';
import { asObject, callApi, startBackend } from './backend-fixture.js';
import { authBody, callJsonApi, paymentBody } from './json-api-fixture.js';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** The hosted page as the PSU's browser gets it: its status, its lang, the widget's attributes. */
async function open(url: string): Promise<{ status: number; lang?: string; widget?: string }> {
  const response = await fetch(url, { headers: { 'Accept-Language': 'en' } });
  const html = await response.text();
  return {
    status: response.status,
    lang: /<html lang="([^"]+)">/.exec(html)?.[1],
    widget: /<service-auth-flow ([^>]*)>/.exec(html)?.[1],
  };
}

describe('The authorisation url of POST /auth and POST /payments', () => {
  let backend: MockBackend;
  before(async () => {
    backend = await startBackend();
  });
  after(() => backend.close());
  beforeEach(() => backend.reset());

  async function startAuthorization(
    overrides: Record<string, unknown> = {},
  ): Promise<{ id: string; url: string }> {
    const started = asObject((await callJsonApi(backend, '/auth', { body: authBody(overrides) })).json);
    return { id: String(started.authorization_id), url: String(started.url) };
  }

  it('POST /auth: the authorisation in the query; with &foo=bar appended the page opens', async () => {
    const { id, url } = await startAuthorization();
    const address = new URL(url);
    assert.equal(`${address.origin}${address.pathname}`, `${backend.origin}/auth/ais/start`);
    assert.deepEqual([...address.searchParams], [['authorization', id]]);

    const page = await open(`${url}&foo=bar`);
    assert.equal(page.status, 200);
    assert.equal(page.widget, `authorization="${id}" origin="${backend.origin}" sandbox`);
  });

  it('POST /payments: the payment in the query; parameters appended with & leave the page as it is', async () => {
    const created = asObject((await callJsonApi(backend, '/payments', { body: paymentBody() })).json);
    const id = String(created.payment_id);
    const address = new URL(String(created.url));
    assert.equal(`${address.origin}${address.pathname}`, `${backend.origin}/auth/pis/start`);
    assert.deepEqual([...address.searchParams], [['payment', id]]);

    const page = await open(`${String(created.url)}&foo=bar&utm_source=newsletter&payment_ref=42`);
    assert.equal(page.status, 200);
    assert.equal(page.widget, `payment="${id}" origin="${backend.origin}" sandbox`);
  });

  it('the language of the request is the url’s locale; a locale a client appends wins', async () => {
    const { id, url } = await startAuthorization({ language: 'sv' });
    assert.deepEqual(
      [...new URL(url).searchParams],
      [
        ['authorization', id],
        ['locale', 'SV'],
      ],
    );
    assert.equal((await open(url)).lang, 'sv');
    assert.equal((await open(`${url}&locale=FI`)).lang, 'fi');
    assert.equal((await open(`${url}&foo=bar`)).lang, 'sv');
  });

  it('the first form of the address still opens the page; an address that names no attempt is a 404', async () => {
    const { id } = await startAuthorization();
    const first = await open(`${backend.origin}/auth/authorizations/${id}`);
    assert.equal(first.status, 200);
    assert.equal(first.widget, `authorization="${id}" origin="${backend.origin}" sandbox`);
    for (const path of [
      `/auth/ais/start?authorization=${UNKNOWN_ID}&foo=bar`,
      '/auth/ais/start?foo=bar',
      `/auth/pis/start?payment=${id}`,
      `/auth/ais/start?payment=${id}`,
      `/auth/ais/start?authorization=${id}/flow`,
    ])
      assert.equal((await open(`${backend.origin}${path}`)).status, 404, path);
  });

  it('the page’s widget, at the address with parameters appended, is the hosted page for the widget API', async () => {
    const { id, url } = await startAuthorization();
    const { url: otherUrl } = await startAuthorization();
    const flow = `/authorizations/${id}/flow`;
    // A same-origin GET carries no Origin: the page is named by its Referer.
    const fromPage = (referer: string) =>
      callApi(backend, flow, {
        origin: null,
        headers: { 'Sec-Fetch-Site': 'same-origin', Referer: referer },
      });
    assert.equal((await fromPage(`${url}&foo=bar`)).status, 200);
    assert.equal((await fromPage(`${otherUrl}&foo=bar`)).status, 403, 'not another authorisation’s page');
    assert.equal((await fromPage(`${url.replace('authorization=', 'payment=')}`)).status, 403);
  });
});
