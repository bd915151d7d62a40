/**
 * No input takes super-linear time in a pattern: every regular expression literal, and every
 * `new RegExp(...)` whose source the file itself spells (string literals, and the `.source` of
 * its own literals), in sandbox/src and src/, TypeScript and the pages' plain scripts alike,
 * and every pattern of the sandbox's catalogue (credential templates, remittance line
 * patterns), is 'safe' by recheck, a ReDoS checker. A pattern it finds vulnerable, or cannot
 * decide, is named by file and line; so is a `RegExp(...)` built from anything else, unless
 * it is listed below with what bounds it.
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

/**
 * The `RegExp(...)` calls whose source comes from data, by file, and what bounds them: a
 * pattern checked here from where it comes, and the length of the text it runs on.
 */
const DATA_PATTERNS: Readonly<Record<string, string>> = {
  'sandbox/src/flow/credentials.ts': 'the catalogue’s templates (below), on values of at most 256 characters',
  'sandbox/src/credentials-frame/public/frame.js':
    'the catalogue’s templates (below), on an input of at most 256 characters (maxlength)',
  'sandbox/src/payment/remittance-rules.ts':
    'the catalogue’s line patterns (below), on lines within max_length',
  'src/auth-flow/template-check.ts':
    'the backend’s templates, run only when short and without nested quantifiers, on 64 characters',
};

interface Pattern {
  /** file:line, or what the catalogue entry is. */
  where: string;
  source: string;
  flags: string;
}

interface SourcePatterns {
  patterns: Pattern[];
  /** Where a `RegExp(...)` is built from something other than the file's own text. */
  fromData: string[];
}

/** The TypeScript files and the plain scripts the pages load (`public/*.js`). */
function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(?:ts|js)$/.test(entry.name) ? [path] : [];
  });
}

/**
 * The regular expression literals of a file, and its `RegExp(...)` calls whose source and
 * flags the file spells: string literals, and templates of them and of `x.source` where `x`
 * is one of the file's literals.
 */
function patternsOfSource(fileName: string, text: string): SourcePatterns {
  const file = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const found: Pattern[] = [];
  const fromData: string[] = [];
  const literals = new Map<string, string>();
  const where = (node: ts.Node) =>
    `${fileName}:${file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1}`;
  const spelled = (node: ts.Expression): string | undefined => {
    if (ts.isStringLiteralLike(node)) return node.text;
    if (ts.isTemplateExpression(node)) {
      let text = node.head.text;
      for (const span of node.templateSpans) {
        const part = spelled(span.expression);
        if (part === undefined) return undefined;
        text += part + span.literal.text;
      }
      return text;
    }
    if (
      ts.isPropertyAccessExpression(node) &&
      node.name.text === 'source' &&
      ts.isIdentifier(node.expression)
    )
      return literals.get(node.expression.text);
    return undefined;
  };
  const visit = (node: ts.Node): void => {
    if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
      const literal = node.getText(file);
      const end = literal.lastIndexOf('/');
      found.push({ where: where(node), source: literal.slice(1, end), flags: literal.slice(end + 1) });
      const declaration = node.parent;
      if (ts.isVariableDeclaration(declaration) && ts.isIdentifier(declaration.name))
        literals.set(declaration.name.text, literal.slice(1, end));
    } else if (
      (ts.isNewExpression(node) || ts.isCallExpression(node)) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'RegExp'
    ) {
      const [source, flags] = node.arguments ?? [];
      const text = source === undefined ? undefined : spelled(source);
      if (text === undefined) fromData.push(where(node));
      else {
        const literalFlags = flags !== undefined && ts.isStringLiteralLike(flags) ? flags.text : '';
        found.push({ where: where(node), source: text, flags: literalFlags });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return { patterns: found, fromData };
}

function sourcePatterns(): SourcePatterns {
  const all = SOURCE_DIRECTORIES.flatMap((directory) =>
    sourceFiles(join(ROOT, directory)).map((path) =>
      patternsOfSource(relative(ROOT, path), readFileSync(path, 'utf8')),
    ),
  );
  return { patterns: all.flatMap((one) => one.patterns), fromData: all.flatMap((one) => one.fromData) };
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
  it('finds the literals, the RegExp calls the file spells, and those built from data', () => {
    const found = patternsOfSource(
      'example.ts',
      "const a = /^a+$/i;\nconst b = new RegExp('^b$', 'u');\nconst c = RegExp(`c`);\nconst d = new RegExp(x);\n" +
        "const e = new RegExp(`${a.source}|(x+)+`, 'u');\nconst f = new RegExp(`^${x}$`);\n",
    );
    assert.deepEqual(found, {
      patterns: [
        { where: 'example.ts:1', source: '^a+$', flags: 'i' },
        { where: 'example.ts:2', source: '^b$', flags: 'u' },
        { where: 'example.ts:3', source: 'c', flags: '' },
        { where: 'example.ts:5', source: '^a+$|(x+)+', flags: 'u' },
      ],
      fromData: ['example.ts:4', 'example.ts:6'],
    });
  });

  it('reads the pages’ plain scripts too', () => {
    const { fromData } = sourcePatterns();
    assert.ok(fromData.some((where) => where.startsWith('sandbox/src/credentials-frame/public/frame.js:')));
  });

  it('builds a pattern from data only where the list above says what bounds it', () => {
    const files = sourcePatterns().fromData.map((where) => where.replace(/:\d+$/, ''));
    assert.deepEqual([...new Set(files)].sort(), Object.keys(DATA_PATTERNS).sort());
  });

  it('every pattern of sandbox/src, src/ and the catalogue is safe from super-linear matching (recheck)', async () => {
    const patterns = [...sourcePatterns().patterns, ...cataloguePatterns()];
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
