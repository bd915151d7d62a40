/**
 * The editor data of `npm run build` (scripts/editor-data.mjs): VS Code custom data and
 * JetBrains web-types made from custom-elements.json. The conversion on a small manifest,
 * the documentation links, and the files the build wrote: the four elements with every
 * attribute and event the manifest lists, checked apart from the conversion.
 */
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import {
  headingAnchor,
  literalValues,
  tagAnchors,
  vscodeCustomData,
  webTypes,
  type Manifest,
} from '../../scripts/editor-data.mjs';
import { manifestElements, missingFromEditorData } from '../support/editor-data-coverage.js';

const root = new URL('../../', import.meta.url);
const readJson = (path: string): unknown => JSON.parse(readFileSync(new URL(path, root), 'utf8'));

const manifest: Manifest = {
  modules: [
    {
      declarations: [
        { description: 'A helper class, no element.' },
        {
          customElement: true,
          tagName: 'x-pay',
          description: 'Pays.',
          attributes: [
            {
              name: 'service',
              description: 'The service.',
              type: { text: "'AIS' | 'PIS' | null" },
              default: 'null',
            },
            { name: 'sandbox', description: 'Sandbox.', type: { text: 'boolean' }, default: 'false' },
            { name: 'origin', type: { text: 'string | null' } },
          ],
          events: [{ name: 'paid', description: 'Paid; detail { id }.' }, { name: 'error' }],
        },
        { customElement: true, tagName: 'x-config', description: 'Configures.', attributes: [] },
      ],
    },
  ],
};
const docUrl = (tag: string) => `https://example.test/elements#${tag}`;

describe('The editor data conversion', () => {
  it('gives VS Code each element, its attributes (booleans void, literal unions as values) and its events in the description', () => {
    const data = vscodeCustomData(manifest, { docUrl });
    assert.equal(data.version, 1.1);
    assert.deepEqual(
      data.tags.map(({ name }) => name),
      ['x-config', 'x-pay'],
    );
    const pay = data.tags[1];
    assert.deepEqual(pay?.attributes, [
      { name: 'service', description: 'The service.', values: [{ name: 'AIS' }, { name: 'PIS' }] },
      { name: 'sandbox', description: 'Sandbox.', valueSet: 'v' },
      { name: 'origin', description: '' },
    ]);
    assert.equal(pay?.description, 'Pays.\n\nEvents:\n- `paid`: Paid; detail { id }.\n- `error`');
    assert.deepEqual(pay?.references, [
      { name: 'Documentation', url: 'https://example.test/elements#x-pay' },
    ]);
    assert.equal(data.tags[0]?.description, 'Configures.', 'no events, no events line');
  });

  it('gives JetBrains each element with typed attributes, their defaults, and its events under js.events', () => {
    const data = webTypes(manifest, { name: 'service-widgets', version: '1.2.3', docUrl });
    assert.equal(data.$schema, 'http://json.schemastore.org/web-types');
    assert.equal(data.version, '1.2.3');
    assert.deepEqual(data['framework-config']['enable-when']['node-packages'], ['service-widgets']);
    const pay = data.contributions.html.elements.find(({ name }) => name === 'x-pay');
    assert.equal(pay?.['doc-url'], 'https://example.test/elements#x-pay');
    assert.deepEqual(pay?.attributes, [
      { name: 'service', description: 'The service.', value: { type: "'AIS' | 'PIS' | null" } },
      { name: 'sandbox', description: 'Sandbox.', default: 'false', value: { type: 'boolean' } },
      { name: 'origin', description: '', value: { type: 'string | null' } },
    ]);
    assert.deepEqual(pay?.js.events, [
      { name: 'paid', description: 'Paid; detail { id }.' },
      { name: 'error', description: '' },
    ]);
  });

  it('offers values only for a type made of string literals', () => {
    assert.deepEqual(literalValues("'personal' | 'business'"), ['personal', 'business']);
    assert.deepEqual(literalValues('"fi" | null'), ['fi']);
    assert.equal(literalValues('string | null'), undefined);
    assert.equal(literalValues("'AIS' | string"), undefined);
    assert.equal(literalValues('null'), undefined);
    assert.equal(literalValues(undefined), undefined);
  });

  it("links each element to its heading in docs/elements.md, by GitHub's anchors", () => {
    assert.equal(headingAnchor('The bank list (`service-aspsp-list`)'), 'the-bank-list-service-aspsp-list');
    assert.equal(headingAnchor('Remembered banks (`remember`)'), 'remembered-banks-remember');
    const anchors = tagAnchors(readFileSync(new URL('docs/elements.md', root), 'utf8'));
    assert.deepEqual(anchors, {
      'service-widgets-config': 'one-configuration-for-a-region-of-the-page-service-widgets-config',
      'service-aspsp-list': 'the-bank-list-service-aspsp-list',
      'service-consent': 'the-consent-service-consent',
      'service-auth-flow': 'the-auth-flow-service-auth-flow',
    });
  });
});

describe('The editor data coverage check', () => {
  it('finds nothing missing in a full conversion', () => {
    const vscode = vscodeCustomData(manifest);
    const jetbrains = webTypes(manifest, { name: 'p', version: '0.0.0' });
    assert.deepEqual(missingFromEditorData(manifest, vscode, jetbrains), []);
  });

  it('names the element, attribute and event that a file leaves out', () => {
    const vscode = vscodeCustomData(manifest);
    const jetbrains = webTypes(manifest, { name: 'p', version: '0.0.0' });
    const pay = vscode.tags.find(({ name }) => name === 'x-pay');
    assert.ok(pay);
    pay.attributes = pay.attributes.filter(({ name }) => name !== 'sandbox');
    pay.description = pay.description.replace('- `error`', '');
    const payElement = jetbrains.contributions.html.elements.find(({ name }) => name === 'x-pay');
    assert.ok(payElement);
    payElement.js.events = [];
    jetbrains.contributions.html.elements = jetbrains.contributions.html.elements.filter(
      ({ name }) => name !== 'x-config',
    );
    assert.deepEqual(missingFromEditorData(manifest, vscode, jetbrains), [
      'vscode.html-custom-data.json: x-pay has no attribute sandbox',
      'vscode.html-custom-data.json: x-pay has no event error',
      'web-types.json: x-pay has no event paid',
      'web-types.json: x-pay has no event error',
      'web-types.json: no element x-config',
    ]);
  });
});

describe('The editor data of the build', () => {
  it('lists the four elements with every attribute and event of custom-elements.json', () => {
    for (const file of ['custom-elements.json', 'vscode.html-custom-data.json', 'web-types.json']) {
      assert.ok(existsSync(new URL(file, root)), `${file} is missing: run npm run build`);
    }
    const built = readJson('custom-elements.json') as Manifest;
    const elements = manifestElements(built);
    assert.deepEqual(elements.map(({ tagName }) => tagName).sort(), [
      'service-aspsp-list',
      'service-auth-flow',
      'service-consent',
      'service-widgets-config',
    ]);
    assert.ok(
      elements.every(({ attributes }) => attributes.includes('origin') && attributes.includes('locale')),
      'the inherited attributes are in the manifest',
    );
    const problems = missingFromEditorData(
      built,
      readJson('vscode.html-custom-data.json') as object,
      readJson('web-types.json') as object,
    );
    assert.deepEqual(problems, []);
  });
});
