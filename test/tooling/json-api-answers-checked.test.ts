/**
 * Every JSON API answer a backend test reads is checked against the OpenAPI document by the
 * one helper, checkJsonApiAnswer (callJsonApi calls it): a test file that sends a request to
 * a JSON API address itself (`${x.apiBaseUrl}/...`, '/api/v1/...') must use one of the two.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, it } from 'node:test';

const FOLDERS = ['test/backend', 'test/support'];
const JSON_API_ADDRESS = /\$\{[\w.?]*apiBaseUrl\}\/|['"`]\/api\/v1\//;
const CHECKED = /\b(?:callJsonApi|checkJsonApiAnswer)\(/;

/** The files that write a JSON API address and never pass an answer to the helper. */
function uncheckedFiles(files: readonly { name: string; text: string }[]): string[] {
  return files
    .filter(({ text }) => JSON_API_ADDRESS.test(text) && !CHECKED.test(text))
    .map(({ name }) => name);
}

describe('JSON API answers in the tests', () => {
  it('finds a file that calls the JSON API without the check', () => {
    const raw = { name: 'raw.ts', text: 'await fetch(`${backend.apiBaseUrl}/payments`);' };
    const literal = { name: 'literal.ts', text: "const path = '/api/v1/auth';" };
    const checked = { name: 'checked.ts', text: `${raw.text}\ncheckJsonApiAnswer('GET', url, 200, json);` };
    const named = { name: 'named.ts', text: 'const config = { apiBaseUrl: backend.apiBaseUrl };' };
    assert.deepEqual(uncheckedFiles([raw, literal, checked, named]), ['raw.ts', 'literal.ts']);
  });

  it('are all checked against the OpenAPI document', () => {
    const files = FOLDERS.flatMap((folder) =>
      readdirSync(folder)
        .filter((name) => name.endsWith('.ts'))
        .map((name) => ({ name: `${folder}/${name}`, text: readFileSync(`${folder}/${name}`, 'utf8') })),
    );
    assert.deepEqual(uncheckedFiles(files), []);
  });
});
