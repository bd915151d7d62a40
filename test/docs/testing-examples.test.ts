/**
 * docs/testing.md shows its examples as they are in docs/examples/, which the packed tests run
 * (test/packed/testing-examples.test.ts): each `<!-- example: examples/… -->` is followed by
 * the file's text, byte for byte, and every file of docs/examples/ is shown.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, it } from 'node:test';

const docs = new URL('../../docs/', import.meta.url);
const page = readFileSync(new URL('testing.md', docs), 'utf8');
const EXAMPLE = /<!-- example: (examples\/[^ ]+) -->\n\n```[a-z]*\n([\s\S]*?)```\n/g;

describe('docs/testing.md', () => {
  const shown = [...page.matchAll(EXAMPLE)].map((match) => ({ file: match[1] ?? '', text: match[2] ?? '' }));

  it('shows each example as its file holds it', () => {
    assert.ok(shown.length > 0, 'no example found');
    for (const { file, text } of shown) {
      assert.equal(text, readFileSync(new URL(file, docs), 'utf8'), `${file} differs from docs/testing.md`);
    }
  });

  it('keeps the node:test journey to at most 40 lines', () => {
    const lines = readFileSync(new URL('examples/node-test/integration.test.mjs', docs), 'utf8')
      .trimEnd()
      .split('\n');
    assert.ok(lines.length <= 40, `${lines.length} lines`);
  });

  it('shows every file of docs/examples/', () => {
    const files = readdirSync(new URL('examples/', docs), { recursive: true })
      .map((file) => `examples/${String(file).split('\\').join('/')}`)
      .filter((file) => /\.[a-z]+$/.test(file));
    assert.deepEqual(shown.map(({ file }) => file).sort(), files.sort());
  });
});
