/**
 * No input takes super-linear time in a pattern: every regular expression literal, and every
 * `new RegExp(...)` with a literal source, in sandbox/src and src/, and every pattern of the
 * sandbox's catalogue (credential templates, remittance line patterns), is 'safe' by recheck,
 * a ReDoS checker. A pattern it finds vulnerable, or cannot decide, is named by file and line.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { check } from 'recheck';
import ts from 'typescript';
import { buildCatalogue } from '../../sandbox/src/catalogue/catalogue.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SOURCE_DIRECTORIES = ['sandbox/src', 'src'];
/** recheck's own limit is 10 s; a loaded machine may need more, and 'unknown' would fail the test. */
const CHECK_TIMEOUT_MS = 60_000;

interface Pattern {
  /** file:line, or what the catalogue entry is. */
  where: string;
  source: string;
  flags: string;
}

function typeScriptFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return typeScriptFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** The regular expression literals of a file, and its `RegExp(...)` calls with a literal source and flags. */
function patternsOfSource(fileName: string, text: string): Pattern[] {
  const file = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const found: Pattern[] = [];
  const where = (node: ts.Node) =>
    `${fileName}:${file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1}`;
  const visit = (node: ts.Node): void => {
    if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
      const literal = node.getText(file);
      const end = literal.lastIndexOf('/');
      found.push({ where: where(node), source: literal.slice(1, end), flags: literal.slice(end + 1) });
    } else if (
      (ts.isNewExpression(node) || ts.isCallExpression(node)) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'RegExp'
    ) {
      const [source, flags] = node.arguments ?? [];
      if (source !== undefined && ts.isStringLiteralLike(source)) {
        const literalFlags = flags !== undefined && ts.isStringLiteralLike(flags) ? flags.text : '';
        found.push({ where: where(node), source: source.text, flags: literalFlags });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

function sourcePatterns(): Pattern[] {
  return SOURCE_DIRECTORIES.flatMap((directory) =>
    typeScriptFiles(join(ROOT, directory)).flatMap((path) =>
      patternsOfSource(relative(ROOT, path), readFileSync(path, 'utf8')),
    ),
  );
}

/** The catalogue's patterns as the sandbox runs them (flow/credentials.ts, payment/remittance-rules.ts). */
function cataloguePatterns(): Pattern[] {
  const patterns = new Map<string, Pattern>();
  for (const aspsp of buildCatalogue({ large: true }).aspsps) {
    for (const method of aspsp.auth_methods) {
      for (const credential of method.credentials ?? []) {
        if (credential.template === undefined) continue;
        const where = `the catalogue: ${aspsp.name} ${method.name} ${credential.name} template`;
        patterns.set(`t${credential.template}`, { where, source: credential.template, flags: '' });
      }
    }
    for (const type of aspsp.payments ?? []) {
      for (const line of type.remittance_information_lines ?? []) {
        if (line.pattern === undefined) continue;
        const where = `the catalogue: ${aspsp.name} ${type.payment_type} remittance line pattern`;
        patterns.set(`r${line.pattern}`, { where, source: `^(?:${line.pattern})$`, flags: 'u' });
      }
    }
  }
  return [...patterns.values()];
}

describe('Patterns', { timeout: 10 * 60_000 }, () => {
  it('finds the literals and the RegExp calls with a literal source', () => {
    const found = patternsOfSource(
      'example.ts',
      "const a = /^a+$/i;\nconst b = new RegExp('^b$', 'u');\nconst c = RegExp(`c`);\nconst d = new RegExp(x);\n",
    );
    assert.deepEqual(found, [
      { where: 'example.ts:1', source: '^a+$', flags: 'i' },
      { where: 'example.ts:2', source: '^b$', flags: 'u' },
      { where: 'example.ts:3', source: 'c', flags: '' },
    ]);
  });

  it('every pattern of sandbox/src, src/ and the catalogue is safe from super-linear matching (recheck)', async () => {
    const patterns = [...sourcePatterns(), ...cataloguePatterns()];
    assert.ok(patterns.length > 100, `${patterns.length} patterns found`);
    const unsafe: string[] = [];
    for (const pattern of patterns) {
      const result = await check(pattern.source, pattern.flags, { timeout: CHECK_TIMEOUT_MS });
      if (result.status === 'safe') continue;
      const why =
        result.status === 'vulnerable'
          ? `${result.complexity.type}, e.g. ${result.attack.pattern}`
          : result.error.kind;
      unsafe.push(`${pattern.where} /${pattern.source}/${pattern.flags}: ${result.status} (${why})`);
    }
    assert.deepEqual(unsafe, [], `patterns that are not safe:\n${unsafe.join('\n')}`);
  });
});
