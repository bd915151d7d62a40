import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { MockBackend } from '../../sandbox/src/server.js';
import type { ASPSPData } from '../../sandbox/src/types/aspsp.js';
import { asObject, callApi, startBackend } from './backend-fixture.js';

describe('logos', () => {
  let backend: MockBackend;
  let aspsps: ASPSPData[];
  before(async () => {
    backend = await startBackend();
    const result = await callApi(backend, '/aspsps?country=NO&psu_type=personal&service=AIS');
    aspsps = asObject(result.json).aspsps as ASPSPData[];
  });
  after(() => backend.close());

  it('serves a cacheable, cross-origin SVG for every listed logo', async () => {
    for (const aspsp of aspsps) {
      const response = await fetch(aspsp.logo);
      assert.equal(response.status, 200, aspsp.logo);
      assert.equal(response.headers.get('content-type'), 'image/svg+xml');
      assert.equal(response.headers.get('cross-origin-resource-policy'), 'cross-origin');
      assert.match(response.headers.get('cache-control') ?? '', /max-age=\d+/);
      assert.match(await response.text(), /^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    }
  });

  it('draws the initials and names the bank', async () => {
    const dnb = aspsps.find((aspsp) => aspsp.name === 'DNB');
    assert.ok(dnb);
    const svg = await (await fetch(dnb.logo)).text();
    assert.match(svg, />DN<\/text>/);
    assert.match(svg, /aria-label="DNB"/);
  });

  it('renders at the width of the resize suffix', async () => {
    const logo = aspsps[0]?.logo;
    assert.ok(logo);
    const resized = await fetch(`${logo}-/resize/64x/`);
    assert.equal(resized.status, 200);
    assert.match(await resized.text(), /width="64" height="64"/);
    assert.match(await (await fetch(logo)).text(), /width="128"/);
  });

  it('serves group logos', async () => {
    const member = aspsps.find((aspsp) => aspsp.group?.name === 'SpareBank 1');
    assert.ok(member?.group);
    const response = await fetch(`${member.group.logo}-/resize/32x/`);
    assert.equal(response.status, 200);
    assert.match(await response.text(), /aria-label="SpareBank 1"/);
  });

  it('answers 404 for an unknown logo or a malformed suffix', async () => {
    assert.equal((await fetch(`${backend.origin}/logos/no-such-bank.svg`)).status, 404);
    assert.equal((await fetch(`${backend.origin}/logos/dnb.svg-/crop/64x/`)).status, 404);
  });
});
