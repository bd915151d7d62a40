import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { MockBackend } from '../../sandbox/src/server.js';
import type { ASPSPData } from '../../sandbox/src/types/aspsp.js';
import { asObject, callApi, startBackend } from './backend-fixture.js';

const COUNTRIES = ['FI', 'SE', 'NO', 'DK', 'EE', 'LV', 'LT', 'PL', 'NL', 'FR', 'DE', 'ES', 'IT', 'AT', 'BE'];

describe('GET /aspsps', () => {
  let backend: MockBackend;
  before(async () => {
    backend = await startBackend();
  });
  after(() => backend.close());

  async function list(query: string, sandbox = true): Promise<ASPSPData[]> {
    const result = await callApi(backend, `/aspsps?${query}`, { sandbox });
    assert.equal(result.status, 200, result.text);
    return asObject(result.json).aspsps as ASPSPData[];
  }
  const names = (aspsps: ASPSPData[]) => aspsps.map((aspsp) => aspsp.name);

  it('filters by country and PSU type', async () => {
    const personal = await list('country=FI&psu_type=personal&service=AIS');
    assert.ok(personal.every((aspsp) => aspsp.country === 'FI' && aspsp.psu_types.includes('personal')));
    assert.ok(names(personal).includes('Säästöpankki'));
    assert.ok(names(personal).includes('S-Pankki'));
    assert.ok(!names(personal).includes('SEB'), 'SEB serves only business PSUs in FI');
    const business = await list('country=FI&psu_type=business&service=AIS');
    assert.ok(names(business).includes('SEB'));
    assert.ok(!names(business).includes('S-Pankki'));
  });

  it('offers PIS only where the ASPSP has payment types for the PSU type', async () => {
    const personal = names(await list('country=FI&psu_type=personal&service=PIS'));
    assert.ok(personal.includes('OP'));
    assert.ok(!personal.includes('POP Pankki'), 'POP Pankki has no payments');
    assert.ok(!personal.includes('Handelsbanken'), 'Handelsbanken FI has business payments only');
    const business = names(await list('country=FI&psu_type=business&service=PIS'));
    assert.ok(business.includes('Handelsbanken'));
  });

  it('makes logos absolute on the backend origin', async () => {
    for (const aspsp of await list('country=FR&psu_type=personal&service=AIS')) {
      assert.ok(aspsp.logo.startsWith(`${backend.origin}/logos/`), aspsp.logo);
      if (aspsp.group) assert.ok(aspsp.group.logo.startsWith(`${backend.origin}/logos/`), aspsp.group.logo);
    }
  });

  it('groups the Crédit Agricole regional banks', async () => {
    const members = (await list('country=FR&psu_type=personal&service=AIS')).filter(
      (aspsp) => aspsp.group?.name === 'Crédit Agricole',
    );
    assert.ok(members.length >= 10, `${members.length} members`);
    assert.ok(names(members).includes('Crédit Agricole Alpes Provence'));
    assert.equal(new Set(members.map((aspsp) => aspsp.group?.logo)).size, 1);
  });

  it('adds sandbox users in SANDBOX only', async () => {
    const sandbox = await list('country=FI&psu_type=personal&service=AIS');
    assert.ok(sandbox.every((aspsp) => (aspsp.sandbox?.users.length ?? 0) >= 2));
    assert.deepEqual(sandbox[0]?.sandbox?.users[0], {
      username: 'demo',
      password: 'demo1234',
      otp: '123456',
    });
    const production = await list('country=FI&psu_type=personal&service=AIS', false);
    assert.ok(production.length > 0);
    assert.ok(production.every((aspsp) => aspsp.sandbox === undefined));
  });

  it('carries the catalogue fields, hidden methods included', async () => {
    const nordea = (await list('country=FI&psu_type=personal&service=AIS')).find(
      (aspsp) => aspsp.name === 'Nordea',
    );
    assert.ok(nordea);
    assert.equal(nordea.bic, 'NDEAFIHH');
    assert.equal(nordea.beta, false);
    assert.ok(nordea.maximum_consent_validity > 0);
    assert.ok(
      nordea.auth_methods.some((method) => method.hidden_method && method.name === 'code_calculator'),
    );
    assert.ok(nordea.payments?.some((payment) => payment.payment_type === 'SEPA'));
    assert.ok((await list('country=FI&psu_type=personal&service=AIS')).some((aspsp) => aspsp.beta));
  });

  it('has a catalogue for every country, with look-alike names', async () => {
    for (const country of COUNTRIES) {
      const aspsps = await list(`country=${country}&psu_type=personal&service=AIS`);
      assert.ok(aspsps.length >= 6, `${country}: ${aspsps.length}`);
    }
    for (const country of ['SE', 'EE', 'LV', 'LT']) {
      assert.ok(
        names(await list(`country=${country}&psu_type=personal&service=AIS`)).includes('Swedbank'),
        country,
      );
    }
    const german = names(await list('country=DE&psu_type=personal&service=AIS'));
    assert.ok(german.includes('Sparkasse KölnBonn') && german.includes('Kreissparkasse Köln'));
  });

  it('accepts a lowercase country and answers an unknown one with an empty list', async () => {
    assert.ok((await list('country=fi&psu_type=personal&service=AIS')).length > 0);
    assert.deepEqual(await list('country=US&psu_type=personal&service=AIS'), []);
  });

  for (const [query, parameter] of [
    ['psu_type=personal&service=AIS', 'country'],
    ['country=FIN&psu_type=personal&service=AIS', 'country'],
    ['country=FI&service=AIS', 'psu_type'],
    ['country=FI&psu_type=private&service=AIS', 'psu_type'],
    ['country=FI&psu_type=personal', 'service'],
    ['country=FI&psu_type=personal&service=ais', 'service'],
  ] as const) {
    it(`answers 400 naming ${parameter} for ?${query}`, async () => {
      const result = await callApi(backend, `/aspsps?${query}`);
      assert.equal(result.status, 400);
      const body = asObject(result.json);
      assert.equal(body.error, 'WRONG_REQUEST_PARAMETERS');
      assert.equal(body.code, 400);
      assert.match(String(body.message), new RegExp(parameter));
    });
  }

  it('answers other methods with 400 and unknown paths with 404', async () => {
    const post = await callApi(backend, '/aspsps?country=FI&psu_type=personal&service=AIS', {
      method: 'POST',
      body: {},
    });
    assert.equal(post.status, 400);
    assert.equal(asObject(post.json).error, 'WRONG_REQUEST_PARAMETERS');
    const remove = await callApi(backend, '/aspsps', { method: 'DELETE' });
    assert.equal(remove.status, 400);
    const unknown = await callApi(backend, '/sessions');
    assert.equal(unknown.status, 404);
    assert.equal(asObject(unknown.json).code, 404);
  });
});
