import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { HANDOFF_LIFETIME_MS } from '../../sandbox/src/flow/handoff.js';
import { openerCookie } from '../../sandbox/src/routes/handoff-opener.js';
import type { MockBackend } from '../../sandbox/src/server.js';
import { act, asObject, callApi, startBackend } from './backend-fixture.js';
import { formOf, PhoneBrowser, type PhoneForm } from '../support/phone-browser.js';

/** A phone: follows no redirect on its own, so each step of the hand-off can be checked. */
async function phoneGet(url: string) {
  const response = await fetch(url, { redirect: 'manual' });
  return { status: response.status, location: response.headers.get('location'), response };
}

/** The form of the page at `url` that a button sends, with the page's form token. */
async function phoneForm(url: string, button: string): Promise<PhoneForm> {
  const response = await fetch(url);
  const form = formOf(
    { url, status: response.status, headers: response.headers, html: await response.text() },
    button,
  );
  assert.ok(form, `a "${button}" button on ${url}`);
  return form;
}

/** Sends a form as the phone's browser does from the sandbox's pages (Origin: null). */
async function phonePost(form: PhoneForm) {
  const response = await fetch(form.action, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'null' },
    body: new URLSearchParams(form.fields).toString(),
  });
  return { status: response.status, location: response.headers.get('location') };
}

const phonePress = async (url: string, button: string) => phonePost(await phoneForm(url, button));

describe('continue on your phone (hand-off)', () => {
  let backend: MockBackend;
  before(async () => {
    backend = await startBackend();
  });
  after(() => backend.close());
  beforeEach(() => backend.reset());

  /** An AIS attempt at the redirect step (OP) or the decoupled step (Danske Bank). */
  async function atStep(bank: 'OP' | 'Danske Bank') {
    const { authorization_id } = backend.createAuthorization({
      aspsp: { name: bank, country: 'FI' },
      state: 'st',
    });
    const flow = `/authorizations/${authorization_id}/flow`;
    const state = asObject((await act(backend, flow, { action: 'confirm' })).json);
    return { id: authorization_id, flow, state, handoff: asObject(state.handoff) };
  }
  const readFlow = async (flow: string) => asObject((await callApi(backend, flow)).json);
  const absolute = (location: string | null) => new URL(String(location), backend.origin).href;

  /** Opens the hand-off URL, presses its Continue and returns the phone page it leads to. */
  async function openOnPhone(url: string): Promise<string> {
    const opened = await new PhoneBrowser().openHandoff(url);
    assert.equal(opened.status, 200);
    assert.match(opened.url, /\/auth\/phone\//);
    return opened.url;
  }

  it('offers an unguessable hand-off URL at the redirect step, the same on every read', async () => {
    const { id, flow, state, handoff } = await atStep('OP');
    assert.equal(asObject(state.step).type, 'redirect');
    const url = String(handoff.url);
    assert.match(url, new RegExp(`^${backend.origin}/auth/handoff/[A-Za-z0-9_-]{32}$`));
    assert.ok(!url.includes(id), 'the token is not the authorisation id');
    assert.equal(handoff.opened, false);
    const lifetime = Date.parse(String(handoff.expires_at)) - backend.clock.now();
    assert.ok(lifetime > 0 && lifetime <= HANDOFF_LIFETIME_MS);
    assert.deepEqual((await readFlow(flow)).handoff, handoff);
  });

  it('carries no hand-off at the consent step or once the flow is over', async () => {
    const { authorization_id } = backend.createAuthorization({ aspsp: { name: 'OP', country: 'FI' } });
    const flow = `/authorizations/${authorization_id}/flow`;
    assert.equal((await readFlow(flow)).handoff, undefined);
    await act(backend, flow, { action: 'confirm' });
    const cancelled = asObject((await act(backend, flow, { action: 'cancel' })).json);
    assert.equal(cancelled.handoff, undefined);
  });

  it('redirect: the phone goes to the bank and back to its own page; the computer gets the code', async () => {
    const { flow, handoff } = await atStep('OP');
    const phonePage = await openOnPhone(String(handoff.url));
    assert.equal((await readFlow(flow)).handoff && asObject((await readFlow(flow)).handoff).opened, true);

    const page = await fetch(phonePage);
    assert.equal(page.status, 200);
    const csp = page.headers.get('content-security-policy') ?? '';
    assert.match(csp, /frame-ancestors 'none'/);
    assert.doesNotMatch(csp, /unsafe-inline/);
    const html = await page.text();
    assert.match(html, /<meta name="viewport"/);
    const bankLink = /href="([^"]*\/sandbox-bank\/[^"]*)"/.exec(html)?.[1]?.replaceAll('&amp;', '&');
    assert.ok(bankLink, 'the phone page links to the bank');

    const bank = await fetch(absolute(bankLink));
    assert.equal(bank.status, 200);
    assert.match(await bank.text(), /action="\/sandbox-bank\/phone\/[^"]+"/);
    const answer = await phonePress(absolute(bankLink), 'Approve');
    assert.equal(answer.status, 303);
    assert.equal(absolute(answer.location), phonePage, 'the phone never goes to the application');

    const final = await (await fetch(phonePage)).text();
    assert.match(final, /You can return to your computer/);
    assert.doesNotMatch(final, /code=/);
    const done = asObject((await readFlow(flow)).step);
    assert.equal(done.type, 'done');
    const redirect = new URL(String(done.redirect_url));
    assert.ok(redirect.searchParams.get('code'));
    assert.equal(redirect.searchParams.get('state'), 'st');
  });

  it('back to the bank after the answer: the GET goes on to the phone page, no dead end', async () => {
    const { handoff } = await atStep('OP');
    const phonePage = await openOnPhone(String(handoff.url));
    const html = await (await fetch(phonePage)).text();
    const bankLink = absolute(
      /href="([^"]*\/sandbox-bank\/[^"]*)"/.exec(html)?.[1]?.replaceAll('&amp;', '&') ?? '',
    );
    assert.equal((await phonePress(bankLink, 'Approve')).status, 303);
    const back = await phoneGet(bankLink);
    assert.equal(back.status, 303);
    assert.equal(absolute(back.location), phonePage);
  });

  it('is single use: a second open says the link was already used', async () => {
    const { handoff } = await atStep('OP');
    await openOnPhone(String(handoff.url));
    const again = await phoneGet(String(handoff.url));
    assert.equal(again.status, 410);
    assert.match(await again.response.text(), /already used/);
  });

  it('the device that opened the link goes on to its phone page again; another finds it used', async () => {
    const { handoff } = await atStep('OP');
    const url = String(handoff.url);
    const continueForm = await phoneForm(url, 'Continue');
    const press = (cookie?: string) =>
      fetch(continueForm.action, {
        method: 'POST',
        redirect: 'manual',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          Origin: 'null',
          ...(cookie === undefined ? {} : { Cookie: cookie }),
        },
        body: new URLSearchParams(continueForm.fields).toString(),
      });
    const first = await press();
    assert.equal(first.status, 303);
    const phonePage = first.headers.get('location');
    assert.match(String(phonePage), /^\/auth\/phone\/[A-Za-z0-9_-]{32}$/);
    const setCookie = String(first.headers.get('set-cookie'));
    assert.match(setCookie, /; HttpOnly/);
    assert.match(setCookie, /; SameSite=Lax/);
    assert.ok(setCookie.includes(`; Path=${new URL(url).pathname}`), setCookie);
    assert.doesNotMatch(setCookie, /Secure/, 'the sandbox serves http here');
    const cookie = setCookie.split(';')[0] ?? '';

    // The same device: a double tap (the first answer lost), then Back to the link.
    const again = await press(cookie);
    assert.deepEqual([again.status, again.headers.get('location')], [303, phonePage]);
    const back = await fetch(url, { redirect: 'manual', headers: { Cookie: cookie } });
    assert.deepEqual([back.status, back.headers.get('location')], [303, phonePage]);

    // Another device, with no cookie or another value: the link is used.
    assert.equal((await press()).status, 410);
    assert.equal((await press(`${cookie.split('=')[0]}=guess`)).status, 410);
    const other = await phoneGet(url);
    assert.equal(other.status, 410);
    assert.match(await other.response.text(), /already used/);
  });

  it('the opener cookie is Secure where the sandbox serves https', () => {
    assert.match(openerCookie('/auth/handoff/t', 'k', true), /; Secure$/);
  });

  it('expires after ten minutes; the next read of the flow issues a new URL', async () => {
    const { flow, handoff } = await atStep('OP');
    backend.clock.advance(HANDOFF_LIFETIME_MS);
    const expired = await phoneGet(String(handoff.url));
    assert.equal(expired.status, 410);
    assert.match(await expired.response.text(), /expired/);
    const renewed = asObject((await readFlow(flow)).handoff);
    assert.notEqual(renewed.url, handoff.url);
    assert.equal(renewed.opened, false);
    assert.equal((await phoneGet(String(renewed.url))).status, 200);
    assert.match(await openOnPhone(String(renewed.url)), /\/auth\/phone\//);
  });

  it('the phone never goes to the application, even when the authorisation expired meanwhile', async () => {
    const { handoff } = await atStep('OP');
    const phonePage = await openOnPhone(String(handoff.url));
    const html = await (await fetch(phonePage)).text();
    const bankLink = absolute(
      /href="([^"]*\/sandbox-bank\/[^"]*)"/.exec(html)?.[1]?.replaceAll('&amp;', '&') ?? '',
    );
    const approve = await phoneForm(bankLink, 'Approve');
    backend.clock.advance(20 * 60 * 1000);
    const late = await phonePost(approve);
    assert.equal(absolute(late.location), phonePage);
    assert.match(await (await fetch(phonePage)).text(), /This authorisation is over/);
  });

  it('phone cancel ends the flow with access_denied', async () => {
    const { id, flow, handoff } = await atStep('OP');
    const phonePage = await openOnPhone(String(handoff.url));
    const cancel = await phonePress(phonePage, 'Cancel');
    assert.equal(cancel.status, 303);
    const failed = asObject((await readFlow(flow)).step);
    assert.equal(failed.type, 'failed');
    assert.equal(failed.error, 'access_denied');
    assert.equal(asObject((await callApi(backend, `/authorizations/${id}`)).json).status, 'CANCELLED');
    assert.match(await (await fetch(phonePage)).text(), /This authorisation is over/);
  });

  it('a cancel on the computer shows the phone that it is over', async () => {
    const { flow, handoff } = await atStep('OP');
    const phonePage = await openOnPhone(String(handoff.url));
    await act(backend, flow, { action: 'cancel' });
    const html = await (await fetch(phonePage)).text();
    assert.match(html, /This authorisation is over/);
    assert.match(html, /You can return to your computer/);
  });

  it('decoupled: once opened, polling waits for the phone, whose approval finishes the flow', async () => {
    const { flow, state, handoff } = await atStep('Danske Bank');
    assert.equal(asObject(state.step).type, 'decoupled');
    const phonePage = await openOnPhone(String(handoff.url));
    const html = await (await fetch(phonePage)).text();
    assert.match(html, /Approve in the bank app/);
    for (let poll = 0; poll < 4; poll++)
      assert.equal(asObject((await readFlow(flow)).step).type, 'decoupled');
    await phonePress(phonePage, 'Approve');
    assert.equal(asObject((await readFlow(flow)).step).type, 'done');
    assert.match(await (await fetch(phonePage)).text(), /You can return to your computer/);
  });

  it('an unknown token or phone key is not found', async () => {
    assert.equal((await phoneGet(`${backend.origin}/auth/handoff/nothing-here`)).status, 404);
    assert.equal((await phoneGet(`${backend.origin}/auth/phone/nothing-here`)).status, 404);
  });
});
