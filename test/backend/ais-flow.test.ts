import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import type { MockBackend } from '../../sandbox/src/server.js';
import { act, asObject, callApi, sleep, startBackend, stepOf } from './backend-fixture.js';

const DEMO = { username: 'demo', password: 'demo1234', otp: '123456' };

describe('the AIS flow', () => {
  let backend: MockBackend;
  before(async () => {
    backend = await startBackend();
  });
  after(() => backend.close());
  beforeEach(() => backend.reset());

  function start(input: Parameters<MockBackend['createAuthorization']>[0]) {
    const { authorization_id } = backend.createAuthorization(input);
    return { id: authorization_id, flow: `/authorizations/${authorization_id}/flow` };
  }
  const status = async (id: string) =>
    asObject((await callApi(backend, `/authorizations/${id}`)).json).status;

  it('starts with the consent step: provider and access', async () => {
    const { id, flow } = start({ aspsp: { name: 'OP', country: 'FI' } });
    const result = await callApi(backend, flow);
    assert.equal(result.status, 200);
    const state = asObject(result.json);
    assert.equal(state.service, 'AIS');
    assert.equal(state.id, id);
    assert.deepEqual(state.application, { name: 'Sandbox Shop', environment: 'SANDBOX' });
    assert.deepEqual(state.aspsp, {
      name: 'OP',
      country: 'FI',
      logo: `${backend.origin}/logos/op.svg`,
      beta: false,
    });
    assert.equal(state.psu_type, 'personal');
    assert.equal(typeof state.expires_at, 'string');
    assert.equal(asObject(state.sandbox).users instanceof Array, true);
    const step = stepOf(result);
    assert.equal(step.type, 'consent');
    assert.equal(asObject(step.provider).name, 'Open Banking Service Ltd');
    assert.equal(asObject(step.access).balances, true);
  });

  it('REDIRECT: sends the PSU to the bank page, whose approval returns code and state', async () => {
    const { id, flow } = start({ aspsp: { name: 'OP', country: 'FI' }, state: 'xyz' });
    const redirect = stepOf(await act(backend, flow, { action: 'confirm' }));
    assert.equal(redirect.type, 'redirect');
    const bankUrl = String(redirect.url);
    assert.equal(bankUrl, `${backend.origin}/sandbox-bank/authorizations/${id}`);
    assert.equal(await status(id), 'CONSENT_GIVEN');

    const page = await fetch(bankUrl);
    assert.equal(page.status, 200);
    assert.match(
      page.headers.get('content-security-policy') ?? '',
      /form-action 'self' http:\/\/localhost:5173/,
    );
    const html = await page.text();
    assert.match(html, /<button type="submit" name="decision" value="approve">Approve<\/button>/);
    assert.match(html, /<button type="submit" name="decision" value="reject">Reject<\/button>/);

    // The sandbox's own Origin, as a script driving the bank sends it (a browser sends the form token).
    const answer = await fetch(bankUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: backend.origin },
      body: 'decision=approve',
      redirect: 'manual',
    });
    assert.equal(answer.status, 303);
    const location = new URL(answer.headers.get('location') ?? '');
    assert.equal(`${location.origin}${location.pathname}`, 'http://localhost:5173/callback');
    assert.match(location.searchParams.get('code') ?? '', /^[0-9a-f-]{36}$/);
    assert.equal(location.searchParams.get('state'), 'xyz');

    const done = stepOf(await callApi(backend, flow));
    assert.deepEqual(done, { type: 'done', redirect_url: location.href });
    assert.equal(await status(id), 'AUTHORIZED');
  });

  it('REDIRECT: a rejection at the bank returns access_denied', async () => {
    const { id, flow } = start({ aspsp: { name: 'OP', country: 'FI' }, state: 's' });
    await act(backend, flow, { action: 'confirm' });
    const answer = await fetch(`${backend.origin}/sandbox-bank/authorizations/${id}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: backend.origin },
      body: 'decision=reject',
      redirect: 'manual',
    });
    assert.equal(answer.status, 303);
    const location = new URL(answer.headers.get('location') ?? '');
    assert.equal(location.searchParams.get('error'), 'access_denied');
    assert.equal(location.searchParams.get('state'), 's');
    const failed = stepOf(await callApi(backend, flow));
    assert.equal(failed.type, 'failed');
    assert.equal(failed.error, 'access_denied');
    assert.equal(await status(id), 'CANCELLED');
  });

  it('the bank page links its stylesheet, which keeps the long "Log in as" options within 320 px', async () => {
    const { id, flow } = start({ aspsp: { name: 'OP', country: 'FI' } });
    await act(backend, flow, { action: 'confirm' });
    const page = await fetch(`${backend.origin}/sandbox-bank/authorizations/${id}`);
    assert.match(page.headers.get('content-security-policy') ?? '', /style-src 'self'/);
    const html = await page.text();
    const href = /<link rel="stylesheet" href="([^"]+)">/.exec(html)?.[1] ?? '';
    assert.ok(href.startsWith('/'), `a stylesheet of the sandbox's own: ${html}`);
    assert.doesNotMatch(html, /style=/, 'no inline style, which the CSP forbids');
    const css = await fetch(new URL(href, backend.origin));
    assert.equal(css.status, 200);
    assert.match(css.headers.get('content-type') ?? '', /^text\/css/);
    const rules = await css.text();
    const selectRule = /(?:^|\})\s*([^{}]*\bselect\b[^{}]*)\{([^}]*)\}/m.exec(rules);
    assert.ok(selectRule, rules);
    assert.match(selectRule[2] ?? '', /max-width:\s*100%/);
    assert.match(selectRule[2] ?? '', /box-sizing:\s*border-box/);
  });

  it('a GET of the bank page once it is over goes on as a second POST does', async () => {
    const bankPage = (id: string) => `${backend.origin}/sandbox-bank/authorizations/${id}`;
    const get = async (id: string) => {
      const response = await fetch(bankPage(id), { redirect: 'manual' });
      return { status: response.status, location: response.headers.get('location') };
    };
    const approved = start({ aspsp: { name: 'OP', country: 'FI' }, state: 'a' });
    await act(backend, approved.flow, { action: 'confirm' });
    const answer = await fetch(bankPage(approved.id), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: backend.origin },
      body: 'decision=approve',
      redirect: 'manual',
    });
    assert.equal(answer.status, 303);
    assert.deepEqual(await get(approved.id), { status: 303, location: answer.headers.get('location') });

    const expired = start({ aspsp: { name: 'OP', country: 'FI' }, state: 'e' });
    await act(backend, expired.flow, { action: 'confirm' });
    backend.clock.advance(16 * 60 * 1000);
    const late = await get(expired.id);
    assert.equal(late.status, 303);
    const callback = new URL(String(late.location));
    assert.equal(callback.searchParams.get('error'), 'EXPIRED_SESSION');
    assert.equal(callback.searchParams.get('state'), 'e');
  });

  it('the bank page escapes names and refuses requests not waiting for it', async () => {
    const { id, flow } = start({ aspsp: { name: 'Lån & Spar Bank', country: 'DK' } });
    const early = await fetch(`${backend.origin}/sandbox-bank/authorizations/${id}`);
    assert.equal(early.status, 409, 'still at the consent step');
    await act(backend, flow, { action: 'confirm' });
    const html = await (await fetch(`${backend.origin}/sandbox-bank/authorizations/${id}`)).text();
    assert.match(html, /<h1>Lån &amp; Spar Bank<\/h1>/);
    assert.doesNotMatch(html, /Lån & Spar/);
  });

  it('EMBEDDED: wrong credentials keep the step with an error; right ones finish', async () => {
    const { id, flow } = start({ aspsp: { name: 'S-Pankki', country: 'FI' }, state: 'e' });
    const credentials = stepOf(await act(backend, flow, { action: 'confirm' }));
    assert.equal(credentials.type, 'credentials');
    assert.equal(credentials.method, 'code_app');
    const fields = credentials.fields as Record<string, unknown>[];
    assert.deepEqual(
      fields.map((field) => [field.name, field.title, field.secret]),
      [
        ['username', 'User ID', false],
        ['password', 'Password', true],
        ['otp', 'One-time code', false],
      ],
    );
    assert.equal(fields[2]?.template, '^[0-9]{6}$');
    assert.equal(typeof fields[2]?.description, 'string');

    const wrong = await act(backend, flow, {
      action: 'submit_credentials',
      credentials: { ...DEMO, password: 'nope' },
    });
    assert.equal(wrong.status, 200);
    const retry = stepOf(wrong);
    assert.equal(retry.type, 'credentials');
    assert.equal(asObject(retry.error).error, 'WRONG_CREDENTIALS_PROVIDED');

    const badFormat = stepOf(
      await act(backend, flow, { action: 'submit_credentials', credentials: { ...DEMO, otp: '12' } }),
    );
    assert.equal(asObject(badFormat.error).error, 'WRONG_CREDENTIALS_PROVIDED');

    const done = stepOf(await act(backend, flow, { action: 'submit_credentials', credentials: DEMO }));
    assert.equal(done.type, 'done');
    const url = new URL(String(done.redirect_url));
    assert.ok(url.searchParams.get('code'));
    assert.equal(url.searchParams.get('state'), 'e');
    assert.equal(await status(id), 'AUTHORIZED');
  });

  it('EMBEDDED: the second sandbox user works too, and a method without a code asks none', async () => {
    const { flow } = start({ aspsp: { name: 'Aktia', country: 'FI' } });
    const step = stepOf(await act(backend, flow, { action: 'confirm' }));
    assert.deepEqual(
      (step.fields as Record<string, unknown>[]).map((field) => field.name),
      ['username', 'password'],
    );
    const done = await act(backend, flow, {
      action: 'submit_credentials',
      credentials: { username: 'tester', password: 'tester5678' },
    });
    assert.equal(stepOf(done).type, 'done');
  });

  it('DECOUPLED: completes on the third poll', async () => {
    const { id, flow } = start({ aspsp: { name: 'Danske Bank', country: 'FI' }, state: 'd' });
    const decoupled = stepOf(await act(backend, flow, { action: 'confirm' }));
    assert.equal(decoupled.type, 'decoupled');
    assert.ok(Number(decoupled.poll_interval_ms) >= 500);
    assert.equal(typeof decoupled.message, 'string');
    assert.equal(decoupled.verification_code, undefined);
    assert.equal(stepOf(await callApi(backend, flow)).type, 'decoupled');
    assert.equal(stepOf(await callApi(backend, flow)).type, 'decoupled');
    const done = stepOf(await callApi(backend, flow));
    assert.equal(done.type, 'done');
    assert.equal(new URL(String(done.redirect_url)).searchParams.get('state'), 'd');
    assert.equal(await status(id), 'AUTHORIZED');
  });

  it('METHOD: lists only selectable methods, and Smart-ID shows a stable verification code', async () => {
    const { flow } = start({ aspsp: { name: 'Swedbank', country: 'EE' } });
    const method = stepOf(await act(backend, flow, { action: 'confirm' }));
    assert.equal(method.type, 'method');
    assert.deepEqual(method.methods, [
      { name: 'smart_id', title: 'Smart-ID', approach: 'DECOUPLED', psu_type: 'personal' },
      { name: 'mobile_id', title: 'Mobile-ID', approach: 'DECOUPLED', psu_type: 'personal' },
      { name: 'redirect', title: 'ID card', approach: 'REDIRECT', psu_type: 'personal' },
    ]);
    const decoupled = stepOf(await act(backend, flow, { action: 'select_method', method: 'smart_id' }));
    assert.match(String(decoupled.verification_code), /^[0-9]{4}$/);
    assert.equal(stepOf(await callApi(backend, flow)).verification_code, decoupled.verification_code);
  });

  it('METHOD: never lists a hidden method nor lets the PSU pick one', async () => {
    const { flow } = start({ aspsp: { name: 'Nordea', country: 'FI' } });
    const method = stepOf(await act(backend, flow, { action: 'confirm' }));
    const names = (method.methods as Record<string, unknown>[]).map((entry) => entry.name);
    assert.deepEqual(names, ['nordea_id', 'nordea_id_app']);
    const hidden = await act(backend, flow, { action: 'select_method', method: 'code_calculator' });
    assert.equal(hidden.status, 400);
    assert.equal(asObject(hidden.json).error, 'WRONG_REQUEST_PARAMETERS');
    const unknown = await act(backend, flow, { action: 'select_method', method: 'carrier_pigeon' });
    assert.equal(unknown.status, 400);
    const redirect = stepOf(await act(backend, flow, { action: 'select_method', method: 'nordea_id' }));
    assert.equal(redirect.type, 'redirect');
  });

  it('an auth_method given at creation skips the method step, hidden ones included', async () => {
    const { flow } = start({ aspsp: { name: 'Nordea', country: 'FI' }, auth_method: 'code_calculator' });
    const step = stepOf(await act(backend, flow, { action: 'confirm' }));
    assert.equal(step.type, 'credentials');
    assert.equal(step.method, 'code_calculator');
  });

  it('the consent endpoint skips the consent step of the flow', async () => {
    const { id, flow } = start({ aspsp: { name: 'OP', country: 'FI' } });
    await callApi(backend, `/authorizations/${id}/consent`, {
      method: 'POST',
      body: { decision: 'confirm' },
    });
    assert.equal(stepOf(await callApi(backend, flow)).type, 'redirect');
  });

  it('a licensed TPP skips consent; its credentials given at creation are used directly', async () => {
    const plain = start({ application: 'sandbox-tpp', aspsp: { name: 'OP', country: 'FI' } });
    assert.equal(
      stepOf(await callApi(backend, plain.flow, { origin: 'https://tpp.example' })).type,
      'redirect',
    );

    const preset = start({
      application: 'sandbox-tpp',
      aspsp: { name: 'S-Pankki', country: 'FI' },
      auth_method: 'code_app',
      credentials: DEMO,
      state: 'tpp',
    });
    const done = stepOf(await callApi(backend, preset.flow));
    assert.equal(done.type, 'done');
    assert.ok(new URL(String(done.redirect_url)).searchParams.get('code'));

    const wrong = start({
      application: 'sandbox-tpp',
      aspsp: { name: 'S-Pankki', country: 'FI' },
      auth_method: 'code_app',
      credentials: { ...DEMO, otp: '000000' },
    });
    const retry = stepOf(await callApi(backend, wrong.flow));
    assert.equal(retry.type, 'credentials');
    assert.equal(asObject(retry.error).error, 'WRONG_CREDENTIALS_PROVIDED');
  });

  it('cancel from any open step fails with access_denied and a way back', async () => {
    for (const steps of [[], [{ action: 'confirm' }]]) {
      const { id, flow } = start({ aspsp: { name: 'Nordea', country: 'FI' }, state: 'c' });
      for (const action of steps) await act(backend, flow, action);
      const failed = stepOf(await act(backend, flow, { action: 'cancel' }));
      assert.equal(failed.type, 'failed');
      assert.equal(failed.error, 'access_denied');
      assert.equal(typeof failed.error_description, 'string');
      const back = new URL(String(failed.redirect_url));
      assert.equal(back.searchParams.get('error'), 'access_denied');
      assert.equal(back.searchParams.get('state'), 'c');
      assert.equal(await status(id), 'CANCELLED');
      const again = await act(backend, flow, { action: 'cancel' });
      assert.equal(again.status, 422);
      assert.equal(asObject(again.json).error, 'WRONG_SESSION_STATUS');
    }
  });

  it('answers 422 WRONG_SESSION_STATUS for an action the step does not accept', async () => {
    const { flow } = start({ aspsp: { name: 'Nordea', country: 'FI' } });
    const early = await act(backend, flow, { action: 'submit_credentials', credentials: DEMO });
    assert.equal(early.status, 422);
    assert.equal(asObject(early.json).error, 'WRONG_SESSION_STATUS');
    await act(backend, flow, { action: 'confirm' });
    const confirmTwice = await act(backend, flow, { action: 'confirm' });
    assert.equal(confirmTwice.status, 422);
  });

  it('answers 400 WRONG_REQUEST_PARAMETERS for a malformed action and for an oversized one', async () => {
    const { flow } = start({ aspsp: { name: 'OP', country: 'FI' } });
    for (const body of [
      '{not json',
      '"confirm"',
      JSON.stringify({ action: 'dance' }),
      JSON.stringify({ action: 'select_method' }),
      JSON.stringify({ action: 'submit_credentials', credentials: { username: 42 } }),
      JSON.stringify({ action: 'submit_credentials', credentials: ['demo'] }),
    ]) {
      const result = await callApi(backend, flow, { method: 'POST', body });
      assert.equal(result.status, 400, body);
      assert.equal(asObject(result.json).error, 'WRONG_REQUEST_PARAMETERS', body);
    }
    const oversized = await callApi(backend, flow, {
      method: 'POST',
      body: JSON.stringify({ action: 'confirm', padding: 'x'.repeat(70 * 1024) }),
    });
    assert.equal(oversized.status, 400);
    assert.equal(asObject(oversized.json).error, 'WRONG_REQUEST_PARAMETERS');
    assert.match(String(asObject(oversized.json).message), /larger than 65536 bytes/);
    assert.equal(stepOf(await callApi(backend, flow)).type, 'consent', 'nothing changed');
  });

  it('after expiry: GET answers the failed step, POST 422 EXPIRED_SESSION', async () => {
    const { id, flow } = start({ aspsp: { name: 'OP', country: 'FI' }, expiresInMs: 150, state: 'late' });
    assert.equal(stepOf(await callApi(backend, flow)).type, 'consent');
    await sleep(200);
    const failed = stepOf(await callApi(backend, flow));
    assert.equal(failed.type, 'failed');
    assert.equal(failed.error, 'EXPIRED_SESSION');
    const back = new URL(String(failed.redirect_url));
    assert.equal(back.searchParams.get('error'), 'EXPIRED_SESSION');
    assert.equal(back.searchParams.get('state'), 'late');
    const post = await act(backend, flow, { action: 'confirm' });
    assert.equal(post.status, 422);
    assert.equal(asObject(post.json).error, 'EXPIRED_SESSION');
    assert.equal(await status(id), 'EXPIRED');
  });

  it('answers 400, 404 and the other-environment 404 on the flow path', async () => {
    assert.equal((await callApi(backend, '/authorizations/123/flow')).status, 400);
    const unknown = await callApi(backend, '/authorizations/00000000-0000-4000-8000-000000000000/flow');
    assert.equal(unknown.status, 404);
    assert.equal(asObject(unknown.json).error, 'SESSION_DOES_NOT_EXIST');
    const { flow } = start({ aspsp: { name: 'OP', country: 'FI' } });
    const production = await callApi(backend, flow, { sandbox: false });
    assert.equal(production.status, 404);
    assert.match(String(asObject(production.json).message), /sandbox attribute/);
  });
});
