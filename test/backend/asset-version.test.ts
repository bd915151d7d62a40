/**
 * The versions the credentials frame names its files with: the same while a file is unchanged,
 * another as soon as it is rebuilt, so the browser never keeps an old file under a new page.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { assetCaching, assetVersion, fileVersion } from '../../sandbox/src/http/asset-version.js';

const directory = mkdtempSync(join(tmpdir(), 'asset-version-'));
after(() => rmSync(directory, { recursive: true, force: true }));

describe('asset versions', () => {
  it("follow the file's content across a rebuild, and a missing file has none", async () => {
    const file = join(directory, 'widgets.css');
    writeFileSync(file, 'a { color: red }');
    const first = await fileVersion(file);
    assert.equal(first, assetVersion('a { color: red }'));
    assert.equal(await fileVersion(file), first);

    // Rebuilt with content of the same length, a second later.
    writeFileSync(file, 'a { color: tan }');
    const later = new Date(Date.now() + 1000);
    utimesSync(file, later, later);
    assert.equal(await fileVersion(file), assetVersion('a { color: tan }'));

    assert.equal(await fileVersion(join(directory, 'missing.css')), undefined);
  });

  it('keep a file for a year only when asked for with its current version', () => {
    const current = assetVersion('x');
    assert.equal(assetCaching(current, current), 'public, max-age=31536000, immutable');
    assert.equal(assetCaching(assetVersion('y'), current), 'no-cache');
    assert.equal(assetCaching(null, current), 'no-cache');
  });
});
