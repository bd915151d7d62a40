// service-sandbox/testing for require(): dist/testing.cjs, one CommonJS file bundled by esbuild
// from the same sources as dist/testing.js, for loaders that cannot load an ES module from
// node_modules (Jest's, without configuration). jose and service-widgets, both ES modules
// only, are bundled in; Node's own modules stay outside.
//
// The sources find their files (keys, the control panel's and the credentials frame's pages,
// package.json) next to themselves with import.meta.url, which CommonJS has not. Each file's
// import.meta.url becomes the address its compiled ES module has in dist/, made from the
// bundle's own folder (__dirname, which is dist/), so both builds read the same files; and
// import.meta.resolve becomes require.resolve, in whichever loader runs the bundle.
//
// dist/testing.d.cts gives the CommonJS file the ES module's types (dist/testing.d.ts), name
// by name, read from that file with TypeScript.
import { appendFile, readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import ts from 'typescript';

const src = fileURLToPath(new URL('../src/', import.meta.url));
const dist = fileURLToPath(new URL('../dist/', import.meta.url));

const HELPERS = [
  'var __sandboxModuleUrl = (path) => require("node:url").pathToFileURL(require("node:path").join(__dirname, path)).href;',
  'var __sandboxResolve = (specifier) => require("node:url").pathToFileURL(require.resolve(specifier)).href;',
].join('\n');

/** import.meta in a source file, as its compiled ES module in dist/ would see it. */
const importMetaAsInDist = {
  name: 'import-meta-as-in-dist',
  setup(esbuild) {
    esbuild.onLoad({ filter: /\.ts$/ }, async ({ path }) => {
      if (!path.startsWith(src)) return undefined;
      const source = await readFile(path, 'utf8');
      if (!source.includes('import.meta')) return undefined;
      const compiled = relative(src, path).split(sep).join('/').replace(/\.ts$/, '.js');
      const contents = source
        .replaceAll('import.meta.url', `__sandboxModuleUrl(${JSON.stringify(compiled)})`)
        .replaceAll('import.meta.resolve(', '__sandboxResolve(');
      const left = contents.indexOf('import.meta');
      if (left !== -1) {
        const line = contents.slice(0, left).split('\n').length;
        return { errors: [{ text: `import.meta other than .url and .resolve(), line ${line}` }] };
      }
      return { contents, loader: 'ts', resolveDir: dirname(path) };
    });
  },
};

const result = await build({
  entryPoints: [`${src}testing.ts`],
  outfile: `${dist}testing.cjs`,
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20.19',
  banner: { js: `'use strict';\n${HELPERS}` },
  plugins: [importMetaAsInDist],
  logLevel: 'silent',
  legalComments: 'inline',
  metafile: true,
});
if (result.warnings.length > 0) {
  for (const warning of result.warnings) console.error(warning.text, warning.location ?? '');
  throw new Error('esbuild warned while bundling dist/testing.cjs');
}

// The licences of the packages from node_modules with code in the bundle (jose), at its end.
const [output] = Object.values(result.metafile.outputs);
const bundled = new Set(
  Object.entries(output?.inputs ?? {}).flatMap(([input, { bytesInOutput }]) => {
    const match = /^(.*?node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(input);
    return match?.[1] && bytesInOutput > 0 ? [match[1]] : [];
  }),
);
const notices = [];
for (const dir of [...bundled].sort()) {
  const name = dir.slice(dir.lastIndexOf('node_modules/') + 'node_modules/'.length);
  const licence = (await readdir(dir)).find((file) => /^licen[cs]e/i.test(file));
  if (!licence) throw new Error(`${name} is bundled into dist/testing.cjs, and has no licence file`);
  const text = (await readFile(join(dir, licence), 'utf8')).replaceAll('*/', '* /').trimEnd();
  notices.push(`/*! ${name}, bundled above:\n\n${text}\n*/`);
}
await appendFile(`${dist}testing.cjs`, notices.map((notice) => `${notice}\n`).join(''));

/** The names dist/testing.d.ts exports, and whether each is a value, a type or both. */
function exportsOf(file) {
  const program = ts.createProgram([file], { module: ts.ModuleKind.NodeNext, noEmit: true });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file);
  const moduleSymbol = source && checker.getSymbolAtLocation(source);
  if (!moduleSymbol) throw new Error(`${file} is no module`);
  return checker.getExportsOfModule(moduleSymbol).map((symbol) => {
    const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    const declarations = target.declarations ?? [];
    const generic = declarations.some(
      (node) => (ts.getEffectiveTypeParameterDeclarations(node) ?? []).length,
    );
    if (generic) throw new Error(`${symbol.name} has type parameters, which the .d.cts does not pass on`);
    return {
      name: symbol.name,
      value: (target.flags & ts.SymbolFlags.Value) !== 0,
      type: (target.flags & ts.SymbolFlags.Type) !== 0,
    };
  });
}

const lines = [
  '// service-sandbox/testing for require(): the types of the ES module (testing.d.ts), name by name.',
  "import type * as testing from './testing.js' with { 'resolution-mode': 'import' };",
];
for (const { name, value, type } of exportsOf(`${dist}testing.d.ts`)) {
  if (value) lines.push(`export declare const ${name}: typeof testing.${name};`);
  if (type) lines.push(`export type ${name} = testing.${name};`);
}
await writeFile(`${dist}testing.d.cts`, `${lines.join('\n')}\n`);
