/**
 * The private members whose names the script-tag bundle's minifier shortens
 * (scripts/private-member-names.ts): only names nothing outside their class can read by name.
 */
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { privateMemberNames } from '../../scripts/private-member-names.js';

/** The names found in a tree of files (path from the tree's root: text). */
function namesIn(files: Record<string, string>): string[] {
  const folder = mkdtempSync(join(tmpdir(), 'private-member-names-'));
  try {
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(join(folder, path, '..'), { recursive: true });
      writeFileSync(join(folder, path), text);
    }
    return privateMemberNames(folder);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

describe('private member names', () => {
  it('takes private fields, methods, accessors and parameter properties, in every folder', () => {
    const names = namesIn({
      'a.ts': `class A {
        private pendingCount = 0;
        private resetAll(): void {}
        private get isEmpty(): boolean { return true; }
        constructor(private readonly owner: object) {}
      }`,
      'deep/b.ts': 'class B { private heldBack = false; }',
    });
    assert.deepEqual(names, ['heldBack', 'isEmpty', 'owner', 'pendingCount', 'resetAll']);
  });

  it('leaves a name that anything else could read by that name', () => {
    const names = namesIn({
      'a.ts': `
        interface Answer { status: string }
        const options = { limit: 3 };
        const { retries } = settings;
        class A {
          private status = '';
          private limit = 0;
          private retries = 0;
          private label = '';
          private openGroup = '';
          private chosen = '';
          private kept = 0;
          protected shared = 0;
          private override render() {}
          private checks() { return changed.has('openGroup') ? html\`<x .label=\${1}>\` : \`\${this.chosen}chosen\`; }
        }
        class B { shared = 1; }`,
    });
    assert.deepEqual(names, ['checks', 'kept']);
  });

  it('finds the names of the library itself, and none that its API or its answers carry', () => {
    const names = privateMemberNames(fileURLToPath(new URL('../../src', import.meta.url)));
    assert.ok(names.includes('loadInterrupted'), 'a private field of the widgets');
    for (const name of ['origin', 'locale', 'sandbox', 'failure', 'loading', 'render', 'aspsps', 'name'])
      assert.ok(!names.includes(name), name);
  });
});
