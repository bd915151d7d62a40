/**
 * The request log of a sandbox that runs for days: at most 10,000 requests and 16 MiB, the
 * oldest dropped first, and a body only for a request its route admitted. The simulated bank's
 * and the hand-off's forms are read only when they may come from the sandbox's own page to a
 * page that exists, and kept only once their token proved it.
 */
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import {
  MAX_RECORDED_BYTES,
  MAX_RECORDED_REQUESTS,
  recordFootprint,
  RequestLog,
} from '../../sandbox/src/http/bounded-request-log.js';
import type { RecordedRequest } from '../../sandbox/src/http/request-log.js';
import type { MockBackend } from '../../sandbox/src/server.js';
import { formOf, PhoneBrowser } from '../support/phone-browser.js';
import { act, asObject, callApi, startBackend } from './backend-fixture.js';
import { answerBeforeBody } from './early-answer.js';
import { checkJsonApiAnswer } from './json-api-fixture.js';

const KIB = 1024;
const MIB = 1024 * KIB;
const EVIL = 'https://evil.example';
const FORM = { 'Content-Type': 'application/x-www-form-urlencoded' };

function recordOf(index: number): RecordedRequest {
  return { method: 'POST', path: `/request/${index}`, query: {}, headers: { 'content-type': 'text/plain' } };
}

describe('The request log’s limits', () => {
  it('keeps at most 10,000 requests and 16 MiB, dropping the oldest first', () => {
    assert.equal(MAX_RECORDED_REQUESTS, 10_000);
    assert.equal(MAX_RECORDED_BYTES, 16 * MIB);
    const records: RecordedRequest[] = [];
    const log = new RequestLog(records);
    const body = { kind: 'text', text: 'x'.repeat(60 * KIB) } as const;
    for (let index = 0; index < 400; index++) {
      const record = recordOf(index);
      log.add(record);
      log.keepBody(record, body);
    }
    assert.ok(log.bytes <= MAX_RECORDED_BYTES, `${log.bytes} bytes`);
    assert.equal(
      log.bytes,
      records.reduce((sum, record) => sum + recordFootprint(record), 0),
    );
    assert.ok(records.length < 400 && records.length > 100, `${records.length} records kept`);
    assert.equal(records.at(-1)?.path, '/request/399', 'the newest is kept');
    assert.equal(records.at(-1)?.body, body.text);

    for (let index = 400; index < 400 + MAX_RECORDED_REQUESTS + 5; index++) log.add(recordOf(index));
    assert.equal(records.length, MAX_RECORDED_REQUESTS);
    assert.equal(records[0]?.path, `/request/405`);
  });

  it('counts what a parsed body holds, however it nests', () => {
    const flat = recordFootprint('x'.repeat(1000));
    assert.ok(flat >= 2000);
    const nested = JSON.parse(`${'['.repeat(100_000)}${']'.repeat(100_000)}`) as unknown;
    assert.ok(recordFootprint(nested) >= 100_000 * 32, 'a value for every array');
    const many = JSON.parse(`[${Array.from({ length: 20_000 }, () => '{}').join(',')}]`) as unknown;
    assert.ok(recordFootprint(many) >= 20_000 * 32);
  });

  it('a body over the limit, a record that left the log: nothing more is kept', () => {
    const records: RecordedRequest[] = [];
    const log = new RequestLog(records, { records: 2, bytes: MIB });
    const first = recordOf(1);
    log.add(first);
    log.add(recordOf(2));
    log.add(recordOf(3));
    log.keepBody(first, { kind: 'text', text: 'late' });
    assert.equal(first.body, undefined, 'a record dropped before its body arrived keeps none');
    assert.deepEqual(
      records.map((record) => record.path),
      ['/request/2', '/request/3'],
    );
    log.clear();
    assert.equal(log.bytes, 0);
    assert.equal(records.length, 0);
  });
});

describe('Bodies in the request log', () => {
  let backend: MockBackend;
  before(async () => {
    backend = await startBackend();
  });
  after(() => backend.close());
  beforeEach(() => backend.reset());

  async function atRedirect() {
    const { authorization_id: id } = backend.createAuthorization({ aspsp: { name: 'OP', country: 'FI' } });
    const state = asObject((await act(backend, `/authorizations/${id}/flow`, { action: 'confirm' })).json);
    return { bankUrl: String(asObject(state.step).url), handoff: String(asObject(state.handoff).url) };
  }

  const post = (url: string, body: string, headers: Record<string, string>) =>
    fetch(url, { method: 'POST', redirect: 'manual', headers: { ...FORM, ...headers }, body });
  const lastRecord = (path: string) =>
    [...backend.requests].reverse().find((request) => request.path === path);

  it('answers a form from another site, or to a page that does not exist, before its body arrives', async () => {
    const { bankUrl, handoff } = await atRedirect();
    const huge = 512 * MIB;
    const cases: [string, Record<string, string>, number][] = [
      [new URL(bankUrl).pathname, { ...FORM, Origin: EVIL }, 403],
      [new URL(handoff).pathname, { ...FORM, Origin: EVIL }, 403],
      ['/sandbox-bank/no-such-attempt', { ...FORM, Origin: 'null' }, 404],
      ['/sandbox-bank/phone/no-such-key', FORM, 404],
      ['/auth/handoff/no-such-ticket', { ...FORM, Origin: 'null' }, 403],
      ['/auth/phone/no-such-key', { ...FORM, Origin: 'null' }, 403],
    ];
    for (const [path, headers, status] of cases) {
      const answer = await answerBeforeBody(backend.origin, { path, headers, length: huge });
      assert.equal(answer.status, status, `${path} ${JSON.stringify(headers)}`);
      assert.ok(lastRecord(path)?.body === undefined, `${path}: no body in the log`);
    }
  });

  it('keeps the body of the own page’s form, not that of a form without its token', async () => {
    const { bankUrl } = await atRedirect();
    const path = new URL(bankUrl).pathname;
    const guess = await post(bankUrl, `decision=approve&form_token=guess&junk=${'x'.repeat(60 * KIB)}`, {
      Origin: 'null',
    });
    assert.equal(guess.status, 403);
    assert.ok(lastRecord(path)?.body === undefined, 'a refused form leaves no body in the log');

    const page = await new PhoneBrowser().open(bankUrl);
    const form = formOf(page, 'Approve');
    assert.ok(form?.fields.form_token);
    const fields = new URLSearchParams(form.fields).toString();
    const approved = await post(bankUrl, fields, { Origin: 'null' });
    assert.equal(approved.status, 303);
    assert.equal(lastRecord(path)?.body, fields, 'the admitted form is in the log');
  });

  it('keeps no body of a widget API or JSON API request refused before it is read', async () => {
    const refusedWidget = await callApi(backend, '/authorizations/no-such-id/flow', {
      method: 'POST',
      origin: EVIL,
      body: { action: 'confirm', junk: 'x'.repeat(1000) },
    });
    assert.equal(refusedWidget.status, 403);
    assert.equal(lastRecord('/widget-api/v1/authorizations/no-such-id/flow')?.body, undefined);
    const refusedJson = await fetch(`${backend.apiBaseUrl}/payments`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ junk: 'x'.repeat(1000) }),
    });
    assert.equal(refusedJson.status, 401);
    checkJsonApiAnswer('POST', refusedJson.url, refusedJson.status, await refusedJson.json());
    assert.equal(lastRecord('/api/v1/payments')?.body, undefined);
  });
});
