/**
 * `npm test` says what it will do before it starts, runs every group that package.json
 * defines, and names the groups that failed.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { describePlan, failureLine, groups } from '../../scripts/test-plan.mjs';

const manifest = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  scripts: Record<string, string>;
};

describe('npm test', () => {
  it('runs every test:<group> script of package.json, none forgotten', () => {
    const defined = Object.keys(manifest.scripts)
      .filter((name) => name.startsWith('test:'))
      .map((name) => name.slice('test:'.length));
    assert.deepEqual([...groups.map(({ name }) => name)].sort(), defined.sort());
    assert.equal(manifest.scripts['test'], 'node scripts/test.mjs');
  });

  it('says first how long it takes, that it installs missing browsers with apt-get, and each step', () => {
    const [first, ...steps] = describePlan(groups, ['chromium', 'xvfb']);
    assert.match(first ?? '', /^npm test: about \d+ minutes on a two-core machine\.$/);
    assert.match(steps[0] ?? '', /installs chromium xvfb with apt-get/);
    assert.match(steps[1] ?? '', /build/);
    assert.equal(steps.length, groups.length + 2);
    for (const [index, group] of groups.entries())
      assert.ok(steps[index + 2]?.includes(`${group.name}: ${group.what}`));
    assert.ok(
      !describePlan(groups, []).some((line) => line.includes('apt-get')),
      'nothing to install, nothing said',
    );
  });

  it('names the groups that failed', () => {
    assert.equal(failureLine(['docs']), 'npm test failed in the group: docs.');
    assert.equal(failureLine(['backend', 'e2e']), 'npm test failed in the groups: backend, e2e.');
  });

  it('refuses a group it does not have, listing those it has', () => {
    const { status, stderr } = spawnSync(process.execPath, ['scripts/test.mjs', 'bogus'], {
      encoding: 'utf8',
    });
    assert.equal(status, 2);
    assert.equal(
      stderr,
      `npm test: no group named bogus. Groups: ${groups.map(({ name }) => name).join(', ')}.\n`,
    );
  });
});
