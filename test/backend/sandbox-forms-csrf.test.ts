/**
 * Cross-site request forgery: the sandbox's forms (the simulated bank's Approve, the phone's)
 * take an answer only from the sandbox's own page: a same-origin Origin, or the page's form
 * token (a browser sends `Origin: null` from a page whose Referrer-Policy is no-referrer).
 * Another site's page cannot approve for the PSU.
 */
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import type { MockBackend } from '../../sandbox/src/server.js';
import { act, asObject, callApi, startBackend, stepOf } from './backend-fixture.js';
import { formOf, PhoneBrowser } from '../support/phone-browser.js';

const EVIL = 'https://evil.example';

describe('the sandbox’s forms refuse an answer from another site', () => {
  let backend: MockBackend;
  before(async () => {
    backend = await startBackend();
  });
  after(() => backend.close());
  beforeEach(() => backend.reset());

  async function atRedirect() {
    const { authorization_id: id } = backend.createAuthorization({ aspsp: { name: 'OP', country: 'FI' } });
    const flow = `/authorizations/${id}/flow`;
    const state = asObject((await act(backend, flow, { action: 'confirm' })).json);
    return { flow, bankUrl: String(asObject(state.step).url), handoff: String(asObject(state.handoff).url) };
  }

  const post = (url: string, body: string, headers: Record<string, string> = {}) =>
    fetch(url, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
      body,
    });

  it('the simulated bank refuses an approval from another site, or with neither Origin nor form token', async () => {
    const { flow, bankUrl } = await atRedirect();
    const forged = await post(bankUrl, 'decision=approve', { Origin: EVIL, 'Sec-Fetch-Site': 'cross-site' });
    assert.equal(forged.status, 403, 'an approval posted by another site is refused');
    assert.equal(forged.headers.get('location'), null);
    assert.equal((await post(bankUrl, 'decision=approve')).status, 403, 'no Origin and no token');
    const wrongToken = await post(bankUrl, 'decision=approve&form_token=guess', { Origin: 'null' });
    assert.equal(wrongToken.status, 403, 'Origin: null with a wrong token');
    assert.equal(stepOf(await callApi(backend, flow)).type, 'redirect', 'nothing was decided');

    // The PSU's browser on the bank page: Origin null (no-referrer), the page's token.
    const browser = new PhoneBrowser();
    const page = await browser.open(bankUrl);
    const form = formOf(page, 'Approve');
    assert.ok(form?.fields.form_token, 'the form carries a token');
    const forgedWithToken = await post(bankUrl, new URLSearchParams(form.fields).toString(), {
      Origin: EVIL,
    });
    assert.equal(forgedWithToken.status, 403, 'a foreign Origin is refused whatever the body says');
    const answer = await post(bankUrl, new URLSearchParams(form.fields).toString(), { Origin: 'null' });
    assert.equal(answer.status, 303);
    assert.match(answer.headers.get('location') ?? '', /^http:\/\/localhost:5173\/callback\?code=/);
  });

  it('the sandbox’s own Origin is enough without a token (a script driving the bank)', async () => {
    const { flow, bankUrl } = await atRedirect();
    const answer = await post(bankUrl, 'decision=reject', { Origin: backend.origin });
    assert.equal(answer.status, 303);
    assert.equal(stepOf(await callApi(backend, flow)).type, 'failed');
  });

  it('the hand-off’s Continue, the phone’s Cancel and the phone’s bank refuse another site', async () => {
    const { flow, handoff } = await atRedirect();
    assert.equal((await post(handoff, '', { Origin: EVIL })).status, 403, 'Continue from another site');
    assert.equal(asObject(asObject((await callApi(backend, flow)).json).handoff).opened, false);

    const phone = new PhoneBrowser();
    const phonePage = await phone.openHandoff(handoff);
    const cancel = formOf(phonePage, 'Cancel');
    assert.ok(cancel);
    const body = new URLSearchParams(cancel.fields).toString();
    assert.equal((await post(cancel.action, body, { Origin: EVIL })).status, 403, 'Cancel from another site');
    const bank = await phone.follow(phonePage, 'Continue to OP');
    const approve = formOf(bank, 'Approve');
    assert.ok(approve);
    const forged = await post(approve.action, new URLSearchParams(approve.fields).toString(), {
      Origin: EVIL,
    });
    assert.equal(forged.status, 403, 'Approve at the phone’s bank from another site');
    assert.equal(stepOf(await callApi(backend, flow)).type, 'redirect', 'nothing was decided');
  });
});
