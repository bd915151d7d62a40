/**
 * The README's reference tables against the code: every attribute and documented event of
 * custom-elements.json (written by `npm run build`) stands in the element's row, and the
 * custom properties table lists exactly the `--service-*` properties widgets.css reads.
 */
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, it } from 'node:test';

const root = new URL('../../', import.meta.url);
const readme = readFileSync(new URL('README.md', root), 'utf8');

interface Declaration {
  tagName?: string;
  attributes?: { name: string }[];
  events?: { name: string; description?: string }[];
}

function elementRow(tag: string): string {
  const row = readme.split('\n').find((line) => line.startsWith(`| \`${tag}\``));
  assert.ok(row, `README has no row for ${tag} in "Elements, attributes and events"`);
  return row;
}

describe('README', () => {
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
    const documented = new Set([...readme.matchAll(/^\| `(--service-[\w-]+)`/gm)].map((match) => match[1]));
    assert.deepEqual([...read].sort(), [...documented].sort(), 'README table vs properties read by the CSS');
    assert.deepEqual(
      [...defined].sort(),
      [...documented].sort(),
      'README table vs properties given defaults',
    );
  });
});
