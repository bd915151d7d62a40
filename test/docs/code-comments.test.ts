/**
 * The code's comments, like the documentation, say what the code does and why, never the
 * history of the work (diary-text.ts): in test/, src/, sandbox/, bench/, demo/, scripts/,
 * styles/ and the configuration files at the root; and the names of the tests, which the
 * runner prints, neither. History lives in git.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { COMMENTED_EXTENSIONS, commentsOf } from './code-comments.js';
import { CODE_DIARY, diaryPhrase } from './diary-text.js';
import { testNamesOf } from './test-names.js';

const root = new URL('../../', import.meta.url);
const SOURCE_FOLDERS = ['test', 'src', 'sandbox', 'bench', 'demo', 'scripts', 'styles'];
/** Installed, built or written by a run: not the project's text. */
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'results', 'test-results', 'coverage']);

const isCommented = (name: string) => Object.keys(COMMENTED_EXTENSIONS).some((ext) => name.endsWith(ext));

/** Every file with comments under the folders, and at the root, as paths from the root. */
function sourceFiles(): string[] {
  const files = readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isFile() && isCommented(entry.name))
    .map((entry) => entry.name);
  const walk = (folder: string): void => {
    for (const entry of readdirSync(new URL(`${folder}/`, root), { withFileTypes: true })) {
      if (entry.name.startsWith('.') || SKIPPED_FOLDERS.has(entry.name)) continue;
      const path = `${folder}/${entry.name}`;
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile() && isCommented(entry.name)) files.push(path);
    }
  };
  SOURCE_FOLDERS.forEach(walk);
  return files;
}

/** "path:line: phrase: text" for each comment (or test name) of the file that reads as a diary. */
function diaryComments(
  path: string,
  source: string,
  textsOf: typeof commentsOf | typeof testNamesOf = commentsOf,
): string[] {
  return textsOf(path, source).flatMap(({ line, text }) => {
    const phrase = diaryPhrase(text, CODE_DIARY);
    return phrase === undefined ? [] : [`${path}:${line}: "${phrase}" in: ${text}`];
  });
}

const isTestFile = (path: string) => /^test\/.*\.(?:ts|tsx|mjs|js)$/.test(path);

describe('the diary pattern of comments', () => {
  it('catches sessions of work, issues and findings by number, rounds, looks back and to-do markers', () => {
    for (const text of [
      'Issue 40, finding 4: the forms take an answer only from the sandbox page',
      'as issue #12 asked',
      'finding 3 of the review',
      'fixed in (#40), see #41',
      'Fixes #7.',
      'Measured in the eighteenth session.',
      'the seventh to eighteenth sessions',
      'the session 12 changes',
      'a work session',
      'this round keeps the timer',
      'Last time the timer leaked; now it is cleared.',
      'TODO: drop this once the browsers agree',
      'FIXME the retry',
    ]) {
      assert.notEqual(diaryPhrase(text, CODE_DIARY), undefined, text);
    }
  });

  it('lets the domain speak: PSU and WebDriver sessions, proofs, colours and PKCS numbers', () => {
    for (const text of [
      'POST /sessions with the code, then GET /sessions/{id}',
      'the session becomes REVOKED; the first GET of the URL',
      'a PSU session and its second page of transactions',
      'MiniBrowser never answered its first session request',
      'registers its own key (proof of possession)',
      'the form token is the proof',
      'PEM: its private key (PKCS #8).',
      'border: #222 on dark',
      'The last time the server told, and the speed since then',
      'the issue date of the certificate',
      'node --test prints its todo count',
      'round to the next cent',
    ]) {
      assert.equal(diaryPhrase(text, CODE_DIARY), undefined, text);
    }
  });
});

describe('the comments of a file', () => {
  it('are found in scripts, not in their strings, templates or regular expressions', () => {
    const source = [
      '#!/usr/bin/env node',
      '/** Opens issue 1. */',
      "const url = 'http://example.test/ // issue 2';",
      'const pattern = /\\/\\/ issue 3/;',
      'const text = `/* issue 4 */ ${url} // issue 5`;',
      'function f(/* issue 6 */) {',
      '  return pattern; // issue 7',
      '  // issue 8, before the closing brace',
      '}',
      '/* issue 9',
      ' * over two lines */',
      '// issue 10 at the end',
    ].join('\n');
    assert.deepEqual(commentsOf('planted.ts', source), [
      { line: 2, text: 'Opens issue 1.' },
      { line: 6, text: 'issue 6' },
      { line: 7, text: 'issue 7' },
      { line: 8, text: 'issue 8, before the closing brace' },
      { line: 10, text: 'issue 9 over two lines' },
      { line: 12, text: 'issue 10 at the end' },
    ]);
  });

  it('are found in style sheets and in markup, its script and style blocks included', () => {
    assert.deepEqual(commentsOf('planted.css', 'a {\n  color: red; /* finding 1 */\n}\n'), [
      { line: 2, text: 'finding 1' },
    ]);
    const page = [
      '<!doctype html>',
      '<!-- finding 2 -->',
      '<style>',
      '  /* finding 3 */',
      '</style>',
      '<script type="module">',
      "  const a = '<!-- no comment -->'; // finding 4",
      '</script>',
      '<p>// no comment either</p>',
    ].join('\n');
    assert.deepEqual(commentsOf('planted.html', page), [
      { line: 2, text: 'finding 2' },
      { line: 4, text: 'finding 3' },
      { line: 7, text: 'finding 4' },
    ]);
  });

  it('reports a planted diary comment with its file and line, and a string that says the same not at all', () => {
    const source = [
      "import assert from 'node:assert/strict';",
      '',
      '/**',
      ' * Issue 40, finding 1: the phone never gets the code.',
      ' */',
      "assert.equal('issue 40', 'issue 40'); // TODO drop",
    ].join('\n');
    assert.deepEqual(diaryComments('test/planted.test.ts', source), [
      'test/planted.test.ts:3: "Issue 40" in: Issue 40, finding 1: the phone never gets the code.',
      'test/planted.test.ts:6: "TODO" in: TODO drop',
    ]);
    assert.deepEqual(diaryComments('test/planted.test.ts', "const title = 'Issue 40, finding 1';"), []);
  });
});

describe('the names of the tests', () => {
  it('are read from it, describe and test calls, templates included', () => {
    const source = [
      "describe('the journal', () => {",
      '  it(`keeps ${count} commits`, () => {});',
      "  describe.sequential('issue 40: the phone', () => {});",
      "  assert.equal(it, 'issue 41');",
      '});',
    ].join('\n');
    assert.deepEqual(testNamesOf('test/planted.test.ts', source), [
      { line: 1, text: 'the journal' },
      { line: 2, text: 'keeps ${…} commits' },
      { line: 3, text: 'issue 40: the phone' },
    ]);
    assert.deepEqual(diaryComments('test/planted.test.ts', source, testNamesOf), [
      'test/planted.test.ts:3: "issue 40" in: issue 40: the phone',
    ]);
  });

  it('read as no diary', () => {
    const files = sourceFiles().filter(isTestFile);
    assert.ok(files.includes('test/docs/code-comments.test.ts'), 'the walk reads the tests');
    const found = files.flatMap((path) =>
      diaryComments(path, readFileSync(new URL(path, root), 'utf8'), testNamesOf),
    );
    assert.deepEqual(found, []);
  });
});

describe('the comments of the code', () => {
  it('read as no diary', () => {
    const files = sourceFiles();
    assert.ok(
      files.includes('sandbox/src/server.ts') && files.includes('demo/styles/site.css'),
      'the walk reads the tree',
    );
    const found = files.flatMap((path) => diaryComments(path, readFileSync(new URL(path, root), 'utf8')));
    assert.deepEqual(found, []);
  });
});
