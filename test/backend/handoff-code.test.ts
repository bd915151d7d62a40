/**
 * The phone of a hand-off never gets the authorisation code (widget-api.md, section 5a): it
 * sees no authorisation id, the bank approves an opened hand-off only from that phone, and the
 * widget API takes a request without Origin as the hosted page only on proof.
 */
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import type { MockBackend } from '../../sandbox/src/server.js';
import { act, asObject, callApi, startBackend, stepOf } from './backend-fixture.js';
import { formOf, PhoneBrowser, textOf } from '../support/phone-browser.js';

describe('the phone of a hand-off never gets the authorisation code', () => {
  let backend: MockBackend;
  before(async () => {
    backend = await startBackend();
  });
  after(() => backend.close());
  beforeEach(() => backend.reset());

  /** A computer at OP's redirect step, showing its hand-off. */
  async function computerAtRedirect() {
    const { authorization_id: id } = backend.createAuthorization({
      aspsp: { name: 'OP', country: 'FI' },
      state: 'st',
    });
    const flow = `/authorizations/${id}/flow`;
    const state = asObject((await act(backend, flow, { action: 'confirm' })).json);
    return {
      id,
      flow,
      bankUrl: String(asObject(state.step).url),
      handoff: String(asObject(state.handoff).url),
    };
  }

  it('the phone sees no authorisation id, no form it can send yields the code, and the computer gets it', async () => {
    const { id, flow, handoff } = await computerAtRedirect();
    const phone = new PhoneBrowser();
    const phonePage = await phone.openHandoff(handoff);
    const bank = await phone.follow(phonePage, 'Continue to OP');
    assert.equal(bank.status, 200);
    const seen = phone.seen.join('\n');
    assert.ok(!seen.includes(id), 'the phone never sees the authorisation id');

    // The bank's form with its address stripped of anything that says "this is the phone".
    const form = formOf(bank, 'Approve');
    assert.ok(form, 'the bank offers Approve');
    const bare = new URL(form.action);
    bare.search = '';
    const answer = await phone.submit(bank, { ...form, action: bare.href });
    assert.match(textOf(answer.html), /You can return to your computer/);
    for (const place of phone.seen) {
      assert.doesNotMatch(place, /[?&]code=/, 'no address or page the phone was given holds a code');
      assert.ok(
        !place.startsWith('http://localhost:5173/callback'),
        'the phone never goes to the application',
      );
    }

    const done = stepOf(await callApi(backend, flow));
    assert.equal(done.type, 'done');
    const back = new URL(String(done.redirect_url));
    assert.match(back.searchParams.get('code') ?? '', /^[0-9a-f-]{36}$/);
    assert.equal(back.searchParams.get('state'), 'st');
  });

  it('once the phone opened the hand-off, the bank approves only from that phone', async () => {
    const { flow, bankUrl, handoff } = await computerAtRedirect();
    const phone = new PhoneBrowser();
    const phonePage = await phone.openHandoff(handoff);

    // Whoever knows the computer's bank address, with a form the sandbox's own page would send.
    const computer = await fetch(bankUrl, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: backend.origin },
      body: 'decision=approve',
    });
    assert.equal(computer.status, 409, 'the bank refuses an approval that is not the phone’s');
    assert.equal(computer.headers.get('location'), null);
    assert.match(await computer.text(), /continues on the phone/);
    const page = await fetch(bankUrl);
    assert.equal(page.status, 409);
    assert.doesNotMatch(await page.text(), /Approve/);
    assert.equal(stepOf(await callApi(backend, flow)).type, 'redirect');

    const bank = await phone.follow(phonePage, 'Continue to OP');
    const final = await phone.press(bank, 'Approve');
    assert.match(textOf(final.html), /You can return to your computer/);
    const done = stepOf(await callApi(backend, flow));
    assert.equal(done.type, 'done');
    assert.ok(new URL(String(done.redirect_url)).searchParams.get('code'));
  });

  it('a request without Origin is the hosted page only with its proof: the hosted page’s own address', async () => {
    const { id, flow, handoff } = await computerAtRedirect();
    const phone = new PhoneBrowser();
    const phonePage = await phone.openHandoff(handoff);
    const bank = await phone.follow(phonePage, 'Continue to OP');
    await phone.press(bank, 'Approve');
    const { authorization_id: otherId } = backend.createAuthorization({
      aspsp: { name: 'OP', country: 'FI' },
    });

    const withoutOrigin = (headers: Record<string, string>) =>
      callApi(backend, flow, { origin: null, headers: { 'Sec-Fetch-Site': 'same-origin', ...headers } });
    const bare = await withoutOrigin({});
    assert.equal(bare.status, 403, 'Sec-Fetch-Site alone proves nothing');
    assert.doesNotMatch(bare.text, /code=/);
    assert.equal((await withoutOrigin({ Referer: phonePage.url })).status, 403, 'a phone page is not it');
    assert.equal((await withoutOrigin({ Referer: bank.url })).status, 403, 'the bank page is not it');
    const otherPage = `${backend.origin}/auth/authorizations/${otherId}`;
    assert.equal((await withoutOrigin({ Referer: otherPage })).status, 403, 'nor another authorisation’s');

    const hostedPage = `${backend.origin}/auth/authorizations/${id}`;
    const page = await fetch(hostedPage);
    assert.equal(page.headers.get('referrer-policy'), 'same-origin', 'its requests name it');
    const own = await withoutOrigin({ Referer: hostedPage });
    assert.equal(own.status, 200);
    assert.equal(stepOf(own).type, 'done');
  });
});
