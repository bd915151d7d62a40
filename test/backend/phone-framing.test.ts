/**
 * Clickjacking: the hand-off's phone pages (the hand-off page, the phone page, the phone's
 * bank) may be framed only where a demo setting says (the demo's phone pane), never by the
 * application's widget origins, so no merchant page can clickjack the simulated Approve.
 */
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import type { MockBackend } from '../../sandbox/src/server.js';
import { act, ALLOWED_ORIGIN, asObject, startBackend } from './backend-fixture.js';
import { formOf, PhoneBrowser } from '../support/phone-browser.js';

const DEMO_ORIGIN = 'http://localhost:5999';

/** The frame-ancestors of every page a phone meets, from the hand-off link to the bank. */
async function phoneFrameAncestors(backend: MockBackend, bankName: 'OP' | 'Danske Bank') {
  const { authorization_id: id } = backend.createAuthorization({ aspsp: { name: bankName, country: 'FI' } });
  const state = asObject((await act(backend, `/authorizations/${id}/flow`, { action: 'confirm' })).json);
  const phone = new PhoneBrowser();
  const handoffPage = await phone.open(String(asObject(state.handoff).url));
  const continued = formOf(handoffPage, 'Continue') ? await phone.press(handoffPage, 'Continue') : undefined;
  const phonePage = continued ?? handoffPage;
  const pages = continued ? [handoffPage, phonePage] : [phonePage];
  if (bankName === 'OP') pages.push(await phone.follow(phonePage, 'Continue to OP'));
  return pages.map((page) => {
    const csp = page.headers.get('content-security-policy') ?? '';
    return { url: page.url, ancestors: /frame-ancestors ([^;]*)/.exec(csp)?.[1] };
  });
}

describe('phone pages are framed only behind a demo setting', () => {
  const started: MockBackend[] = [];
  after(() => Promise.all(started.map((backend) => backend.close())));

  it('refuse every frame by default, the application’s widget origins included', async () => {
    const backend = await startBackend();
    started.push(backend);
    for (const bankName of ['OP', 'Danske Bank'] as const) {
      for (const { url, ancestors } of await phoneFrameAncestors(backend, bankName)) {
        assert.equal(ancestors, "'none'", `${url} may not be framed by ${ALLOWED_ORIGIN} or anyone`);
      }
    }
  });

  it('with the demo setting, only the origins it names may frame them', async () => {
    const backend = await startBackend({ phoneFrameAncestors: [DEMO_ORIGIN] });
    started.push(backend);
    for (const bankName of ['OP', 'Danske Bank'] as const) {
      for (const { url, ancestors } of await phoneFrameAncestors(backend, bankName)) {
        assert.equal(ancestors, DEMO_ORIGIN, `${url} may be framed by the demo alone`);
      }
    }
    // The computer's own pages stay unframable.
    const { authorization_id: id, url } = backend.createAuthorization({
      aspsp: { name: 'OP', country: 'FI' },
    });
    const redirect = asObject(
      asObject((await act(backend, `/authorizations/${id}/flow`, { action: 'confirm' })).json).step,
    );
    for (const page of [url, String(redirect.url)]) {
      const csp = (await fetch(page)).headers.get('content-security-policy') ?? '';
      assert.match(csp, /frame-ancestors 'none'/, `${page} is never framed`);
    }
  });
});
