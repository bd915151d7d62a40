import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { generateLocalBanks } from '../../sandbox/src/catalogue/large-catalogue.js';
import { BASE_CATALOGUE } from '../../sandbox/src/data/base-catalogue.js';
import { LOCAL_BANK_FAMILIES } from '../../sandbox/src/data/large-catalogue-families.js';
import type { MockBackend } from '../../sandbox/src/server.js';
import type { ASPSPData } from '../../sandbox/src/types/aspsp.js';
import { asObject, callApi, startBackend } from './backend-fixture.js';

const COUNTRIES = ['FI', 'SE', 'NO', 'DK', 'EE', 'LV', 'LT', 'PL', 'NL', 'FR', 'DE', 'ES', 'IT', 'AT', 'BE'];

describe('the large catalogue', () => {
  let backend: MockBackend;
  before(async () => {
    backend = await startBackend({ largeCatalogue: true });
  });
  after(() => backend.close());

  async function namesIn(country: string): Promise<Set<string>> {
    const names = new Set<string>();
    for (const psuType of ['personal', 'business']) {
      const result = await callApi(backend, `/aspsps?country=${country}&psu_type=${psuType}&service=AIS`);
      for (const aspsp of asObject(result.json).aspsps as ASPSPData[]) names.add(aspsp.name);
    }
    return names;
  }

  it('holds at least 2,500 ASPSPs, at least 1,200 of them in DE', async () => {
    let total = 0;
    for (const country of COUNTRIES) total += (await namesIn(country)).size;
    assert.ok(total >= 2500, `${total} ASPSPs`);
    const german = await namesIn('DE');
    assert.ok(german.size >= 1200, `${german.size} in DE`);
    assert.ok(german.has('Sparkasse Fürth'));
    assert.ok(german.has('Volksbank Würzburg eG'));
    assert.ok(german.has('Sparkasse KölnBonn'), 'the base catalogue is kept');
  });

  it('is deterministic, with unique names and no copied BIC', () => {
    const first = generateLocalBanks(BASE_CATALOGUE, LOCAL_BANK_FAMILIES);
    const second = generateLocalBanks(BASE_CATALOGUE, LOCAL_BANK_FAMILIES);
    assert.deepEqual(first, second);
    const keys = first.map((aspsp) => `${aspsp.country}:${aspsp.name}`);
    assert.equal(new Set(keys).size, keys.length);
    assert.ok(first.every((aspsp) => aspsp.bic === undefined));
    assert.ok(first.some((aspsp) => aspsp.beta) && first.some((aspsp) => !aspsp.beta));
  });

  it('serves the logos of generated banks', async () => {
    const result = await callApi(backend, '/aspsps?country=DE&psu_type=personal&service=AIS');
    const sparkasse = (asObject(result.json).aspsps as ASPSPData[]).find(
      (aspsp) => aspsp.name === 'Sparkasse Fürth',
    );
    assert.ok(sparkasse);
    assert.equal(sparkasse.group?.name, 'Sparkassen-Finanzgruppe');
    const logo = await fetch(`${sparkasse.logo}-/resize/48x/`);
    assert.equal(logo.status, 200);
    assert.match(await logo.text(), /aria-label="Sparkasse Fürth"/);
  });
});
