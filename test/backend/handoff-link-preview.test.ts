/**
 * A GET of the hand-off URL (a link-preview bot, a mail scanner) shows a page and uses
 * nothing; the ticket is used by the page's POST "Continue", so a preview cannot spend it.
 */
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import type { MockBackend } from '../../sandbox/src/server.js';
import { act, asObject, callApi, startBackend } from './backend-fixture.js';
import { formOf, PhoneBrowser, textOf } from '../support/phone-browser.js';

describe('opening the hand-off link with a GET uses nothing', () => {
  let backend: MockBackend;
  before(async () => {
    backend = await startBackend();
  });
  after(() => backend.close());
  beforeEach(() => backend.reset());

  it('a GET shows a Continue page and gives no phone key; the POST Continue uses the ticket', async () => {
    const { authorization_id: id } = backend.createAuthorization({ aspsp: { name: 'OP', country: 'FI' } });
    const flow = `/authorizations/${id}/flow`;
    const handoff = String(
      asObject(asObject((await act(backend, flow, { action: 'confirm' })).json).handoff).url,
    );
    const opened = async () => asObject(asObject((await callApi(backend, flow)).json).handoff).opened;

    // A link preview, then a mail scanner: plain GETs that follow nothing.
    for (const visitor of ['preview', 'scanner']) {
      const response = await fetch(handoff, { redirect: 'manual' });
      assert.equal(response.status, 200, `${visitor}: the GET shows a page`);
      assert.equal(response.headers.get('location'), null, `${visitor}: no redirect to a phone page`);
      const html = await response.text();
      assert.doesNotMatch(html, /\/auth\/phone\//, `${visitor}: no phone key`);
      assert.equal(await opened(), false, `${visitor}: the link is not used`);
    }

    const phone = new PhoneBrowser();
    const page = await phone.open(handoff);
    assert.match(textOf(page.html), /Continue/);
    assert.ok(formOf(page, 'Continue'), 'the page continues with a POST');
    const phonePage = await phone.press(page, 'Continue');
    assert.equal(phonePage.status, 200);
    assert.match(phonePage.url, /\/auth\/phone\/[A-Za-z0-9_-]{32}$/);
    assert.match(textOf(phonePage.html), /Continue to OP/);
    assert.equal(await opened(), true);

    // Used: a second device gets "already used", on the page and on its Continue alike.
    const late = new PhoneBrowser();
    const again = await late.open(handoff);
    assert.equal(again.status, 410);
    assert.match(textOf(again.html), /already used/);
    const secondPost = await late.submit(page, formOf(page, 'Continue') ?? { action: handoff, fields: {} });
    assert.equal(secondPost.status, 410);
  });
});
