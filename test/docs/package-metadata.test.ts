/**
 * The addresses npm shows for both packages: the repository, where to report a bug, and the
 * home page, which is each package's own README in that repository (the sandbox's in its
 * folder), all of one repository.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';

interface Metadata {
  name: string;
  repository?: { type?: string; url?: string; directory?: string };
  bugs?: { url?: string };
  homepage?: string;
}

const read = (path: string) =>
  JSON.parse(readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8')) as Metadata;

/** The GitHub repository of a package, as https://github.com/owner/name, from its repository.url. */
function repositoryOf(metadata: Metadata): string {
  const match = /^git\+(https:\/\/github\.com\/[\w.-]+\/[\w.-]+)\.git$/.exec(metadata.repository?.url ?? '');
  assert.ok(match?.[1], `${metadata.name}: repository.url is git+https://github.com/<owner>/<name>.git`);
  assert.equal(metadata.repository?.type, 'git', `${metadata.name}: repository.type`);
  return match[1];
}

/** What bugs.url and homepage must be for a package of that repository, in that folder. */
function expectedLinks(repository: string, directory: string | undefined) {
  return {
    bugs: `${repository}/issues`,
    homepage:
      directory === undefined ? `${repository}#readme` : `${repository}/tree/main/${directory}#readme`,
  };
}

describe('the packages’ addresses', () => {
  const widgets = read('package.json');
  const sandbox = read('sandbox/package.json');

  it('are of one repository, the sandbox in its folder', () => {
    assert.equal(repositoryOf(sandbox), repositoryOf(widgets));
    assert.equal(widgets.repository?.directory, undefined);
    assert.equal(sandbox.repository?.directory, 'sandbox');
  });

  for (const metadata of [widgets, sandbox]) {
    it(`${metadata.name}: bugs go to the repository's issues, the home page is its README`, () => {
      const links = expectedLinks(repositoryOf(metadata), metadata.repository?.directory);
      assert.equal(metadata.bugs?.url, links.bugs, `${metadata.name}: bugs.url`);
      assert.equal(metadata.homepage, links.homepage, `${metadata.name}: homepage`);
    });
  }
});
