/**
 * The types published with the package (dist/types) are those of the sources as they are:
 * a declaration left from an older build, of a module since removed, would be published too.
 */
import assert from 'node:assert/strict';
import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { test } from 'node:test';

function declarations(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return declarations(path);
    return entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

test('every published declaration has its source', () => {
  const published = declarations('dist/types');
  assert.ok(published.length > 0, 'npm run build has written dist/types');
  const orphans = published
    .map((path) => relative('dist/types', path).replace(/\.d\.ts$/, '.ts'))
    .filter((source) => !existsSync(join('src', source)));
  assert.deepEqual(orphans, []);
});
