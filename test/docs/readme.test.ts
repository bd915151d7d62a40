/**
 * The documentation against the code and against its own rules. docs/elements.md: every
 * attribute and documented event of custom-elements.json (written by `npm run build`) stands
 * in the element's row, and the custom properties table lists exactly the `--service-*`
 * properties widgets.css reads. README.md and docs/: their length limits, relative links that
 * lead to files, and no diary (diary-text.ts): history lives in git.
 */
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { DOCS_DIARY, diaryPhrase } from './diary-text.js';

const root = new URL('../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');
const elementsDoc = read('docs/elements.md');

/** README.md, CHANGELOG.md and every Markdown file under docs/, as paths from the root. */
function documentationFiles(): string[] {
  const docs = readdirSync(new URL('docs/', root), { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.md'))
    .map((file) => `docs/${file.split('\\').join('/')}`);
  return ['README.md', 'CHANGELOG.md', ...docs];
}

interface Declaration {
  tagName?: string;
  attributes?: { name: string }[];
  events?: { name: string; description?: string }[];
}

function elementRow(tag: string): string {
  const row = elementsDoc.split('\n').find((line) => line.startsWith(`| \`${tag}\``));
  assert.ok(row, `docs/elements.md has no row for ${tag} in "Attributes and events"`);
  return row;
}

describe('docs/elements.md', () => {
  it('names every attribute and documented event of each element', () => {
    const manifestUrl = new URL('custom-elements.json', root);
    assert.ok(existsSync(manifestUrl), 'custom-elements.json is missing: run npm run build');
    const manifest = JSON.parse(readFileSync(manifestUrl, 'utf8')) as {
      modules: { declarations?: Declaration[] }[];
    };
    const elements = manifest.modules.flatMap((module) => module.declarations ?? []).filter((d) => d.tagName);
    assert.deepEqual(elements.map((d) => d.tagName).sort(), [
      'service-aspsp-list',
      'service-auth-flow',
      'service-consent',
      'service-widgets-config',
    ]);
    for (const element of elements) {
      const row = elementRow(element.tagName ?? '');
      for (const attribute of element.attributes ?? []) {
        assert.ok(
          row.includes(`\`${attribute.name}\``),
          `${element.tagName}: attribute ${attribute.name} missing`,
        );
      }
      // Events with a description are the documented ones (@event); the rest are internal.
      for (const event of (element.events ?? []).filter((e) => e.description)) {
        assert.ok(row.includes(`\`${event.name}\``), `${element.tagName}: event ${event.name} missing`);
      }
    }
  });

  it('documents exactly the custom properties widgets.css reads', () => {
    const stylesDir = new URL('styles/', root);
    const css = readdirSync(stylesDir)
      .map((file) => readFileSync(new URL(file, stylesDir), 'utf8'))
      .join('\n');
    const read = new Set([...css.matchAll(/var\((--service-[\w-]+)/g)].map((match) => match[1]));
    const defined = new Set([...css.matchAll(/(--service-[\w-]+)\s*:/g)].map((match) => match[1]));
    const documented = new Set(
      [...elementsDoc.matchAll(/^\| `(--service-[\w-]+)`/gm)].map((match) => match[1]),
    );
    assert.deepEqual([...read].sort(), [...documented].sort(), 'docs table vs properties read by the CSS');
    assert.deepEqual([...defined].sort(), [...documented].sort(), 'docs table vs properties given defaults');
  });
});

describe('README.md and docs/', () => {
  it('README.md has at most 250 lines', () => {
    const lines = read('README.md').split('\n').length;
    assert.ok(lines <= 250, `README.md has ${lines} lines`);
  });

  it('docs/performance.md has at most 120 lines', () => {
    const lines = read('docs/performance.md').split('\n').length;
    assert.ok(lines <= 120, `docs/performance.md has ${lines} lines`);
  });

  it('the diary pattern catches sessions of work, not the PSU’s session', () => {
    for (const line of [
      'Measured in the eighteenth session.',
      'the seventh to eighteenth sessions',
      'the budgets of issue 14',
      "Issue 14's proof is that command",
      'See "Eleventh session" below.',
      'finding 3 of the review',
      'as last time, the budgets hold',
      'TODO: measure again',
    ]) {
      assert.notEqual(diaryPhrase(line, DOCS_DIARY), undefined, line);
    }
    for (const line of [
      'POST /sessions with the code, then GET /sessions/{id}',
      'the session becomes REVOKED; the first GET of the URL',
      'the session is AUTHORIZED and its first page has 50 transactions',
      'a session of the PSU',
      'the last time the clock was set',
    ]) {
      assert.equal(diaryPhrase(line, DOCS_DIARY), undefined, line);
    }
  });

  it('no file of README.md, docs/ or CHANGELOG.md reads as a diary', () => {
    const found = documentationFiles().flatMap((file) =>
      read(file)
        .split('\n')
        .map((line, index) => ({ file, line, number: index + 1 }))
        .filter(({ line }) => diaryPhrase(line, DOCS_DIARY) !== undefined)
        .map(({ file, line, number }) => `${file}:${number}: ${line.trim()}`),
    );
    assert.deepEqual(found, []);
  });

  it('every relative link of README.md and docs/*.md leads to a file', () => {
    // The picture is made by `npm run screenshot` (scripts/screenshot.ts), so it may not be
    // there yet in a fresh checkout; that script must still be what makes it.
    const screenshotScript = read('scripts/screenshot.ts');
    const broken: string[] = [];
    for (const file of documentationFiles().filter((path) => path !== 'CHANGELOG.md')) {
      const text = read(file).replace(/^```[\s\S]*?^```/gm, '');
      for (const match of text.matchAll(/!?\[[^\]]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
        const target = match[1] ?? '';
        if (/^[a-z][a-z\d+.-]*:/i.test(target) || target.startsWith('#')) continue;
        const path = decodeURIComponent(target.split('#')[0] ?? '');
        const url = new URL(path, new URL(file, root));
        if (existsSync(url)) continue;
        const fromRoot = url.href.slice(root.href.length);
        if (match[0].startsWith('!') && screenshotScript.includes(fromRoot)) continue;
        broken.push(`${file}: ${target}`);
      }
    }
    assert.deepEqual(broken, []);
  });
});
