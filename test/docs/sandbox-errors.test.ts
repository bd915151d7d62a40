/**
 * Every error code of the specification can be met in the sandbox on purpose: the table
 * "How to make the sandbox answer X" of docs/sandbox.md has a row for each, and a backend test provokes
 * each over HTTP and asserts it.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { ERROR_CODES } from '../../sandbox/src/types/errors.js';

const root = new URL('../../', import.meta.url);
const sandboxDoc = readFileSync(new URL('docs/sandbox.md', root), 'utf8');

/** The section from its heading to the next heading of any level. */
function scenarioTable(): string {
  const heading = /^#+ How to make the sandbox answer X$/m.exec(sandboxDoc);
  assert.ok(heading, 'docs/sandbox.md has no "How to make the sandbox answer X" section');
  const rest = sandboxDoc.slice(heading.index + heading[0].length);
  const next = /^#/m.exec(rest);
  return next ? rest.slice(0, next.index) : rest;
}

describe('sandbox error codes', () => {
  it('docs/sandbox.md tells how to meet each of the 43 codes, once', () => {
    const rows = [...scenarioTable().matchAll(/^\| `([A-Z_]+)`/gm)].map((match) => match[1]);
    assert.deepEqual([...rows].sort(), [...ERROR_CODES].sort());
    assert.equal(ERROR_CODES.length, 43);
  });

  it('every code is named in a backend test (the tests that provoke them over HTTP)', () => {
    const dir = new URL('test/backend/', root);
    const tests = readdirSync(dir)
      .filter((file) => file.endsWith('.test.ts'))
      .map((file) => readFileSync(new URL(file, dir), 'utf8'))
      .join('\n');
    const untested = ERROR_CODES.filter((code) => !tests.includes(`'${code}'`));
    assert.deepEqual(untested, [], 'codes no backend test names');
  });
});
