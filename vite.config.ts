/**
 * Three builds from one config:
 * - `vite build`: the script-tag bundle dist/widgets.umd.min.js (lit and the QR encoder
 *   included, global ServiceWidgets), dist/widgets.css from styles/, and dist/locales/*.json.
 * - `vite build --mode esm`: ES modules for bundlers under dist/esm/, one file per source
 *   module, with lit (and React, a peer) left to the application's bundler so it is shared,
 *   not duplicated.
 */
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { minify } from 'terser';
import ts from 'typescript';
import { defineConfig, type Plugin } from 'vite';
import { catalogs } from './src/i18n/locales/all.js';
import pkg from './package.json' with { type: 'json' };
import { privateMemberNames } from './scripts/private-member-names.js';
import { version } from './src/version.js';

if (version !== pkg.version) {
  throw new Error(`src/version.ts says ${version} but package.json says ${pkg.version}; make them equal.`);
}

/**
 * In the script-tag bundle, `importer` (a path under src/) gets `replacement` for its import
 * of `loader`: a loader of files beside the bundle in place of the ES build's dynamic imports.
 */
function loadBesideTheBundle(importer: string, loader: string, replacement: string): Plugin {
  const replacementPath = fileURLToPath(new URL(`./src/${replacement}`, import.meta.url));
  return {
    name: `load-beside-the-bundle:${importer}`,
    enforce: 'pre',
    resolveId(source, from) {
      return source === loader && from?.endsWith(`/src/${importer}`) ? replacementPath : undefined;
    },
  };
}

/** A catalogue as the file dist/locales/<locale>.json holds it, byte for byte. */
function catalogueFile(messages: object): string {
  return escapeNonAscii(JSON.stringify(messages));
}

/** The non-English catalogues, each file's text by locale. */
const catalogueFiles = Object.entries(catalogs)
  .filter(([locale]) => locale !== 'en')
  .map(([locale, messages]) => [locale, catalogueFile(messages)] as const);

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

/**
 * dist/locales/integrity.json: the Subresource Integrity hash of each catalogue. The script-tag
 * bundle fetches it with the hash written into the bundle, and a catalogue with the hash it
 * gives, so a bundle pinned by its own hash pins every catalogue. One hash in the bundle
 * rather than one per locale: 15 hashes cost about 750 bytes gzipped on every page.
 */
const catalogueIndex = JSON.stringify(
  Object.fromEntries(catalogueFiles.map(([locale, text]) => [locale, sha256(text)])),
);

/**
 * The script-tag bundle ships English inside and the other locales as dist/locales/*.json,
 * loaded on demand: all of them inside would cost about 25 KB gzipped on every page.
 */
function localeFiles(): Plugin {
  return {
    name: 'locale-files',
    generateBundle() {
      for (const [locale, source] of catalogueFiles) {
        this.emitFile({ type: 'asset', fileName: `locales/${locale}.json`, source });
      }
      this.emitFile({ type: 'asset', fileName: 'locales/integrity.json', source: catalogueIndex });
    },
  };
}

/**
 * Every built file is pure ASCII, so it runs the same on a page of any encoding: a script
 * served without a charset is decoded in the page's (windows-1252, Shift_JIS...), which
 * garbles raw UTF-8 or breaks the parse. Rolldown's `charset: 'ascii'` escapes the code; what
 * it leaves (comments, tagged-template text, where an escape reads the same) is escaped here.
 * `npm run build` ends with scripts/check-ascii.mjs, which fails on any byte above 0x7F.
 */
function asciiOnly(): Plugin {
  return {
    name: 'ascii-only',
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type === 'chunk') file.code = escapeNonAscii(file.code);
      }
    },
  };
}

/**
 * package.json's sideEffects names the published files, and Vite applies it to these sources
 * too. define.ts registers the elements when imported: the React entry's `import './define.js'`
 * must stay in the build.
 */
function registersWhenImported(file: string): Plugin {
  return {
    name: 'registers-when-imported',
    transform(code, id) {
      return id.endsWith(file) ? { code, map: null, moduleSideEffects: true } : undefined;
    },
  };
}

/**
 * terser's compressor after Vite's minifier, on the written script: its second pass finds what
 * the first left (about 330 bytes gzipped). It also shortens the names of private members
 * (scripts/private-member-names.ts: about 440 bytes gzipped). Its source map is composed with
 * the one it reads.
 */
function secondMinifyPass(): Plugin {
  const privateNames = new RegExp(
    `^(?:${privateMemberNames(fileURLToPath(new URL('./src', import.meta.url))).join('|')})$`,
  );
  return {
    name: 'second-minify-pass',
    async writeBundle(options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk') continue;
        const path = join(options.dir ?? 'dist', file.fileName);
        const map = await readFile(`${path}.map`, 'utf8');
        const result = await minify(await readFile(path, 'utf8'), {
          ecma: 2020,
          // keep_fargs: no code of ours or Lit's reads a function's length. if_return: off, or the
          // intro's early `return` turns the rest of the script into one `if` block whose
          // declarations merge into one long `var` (about 200 bytes more gzipped). lhs_constants:
          // off, `x === "a"` stays as written (about 40 bytes). Both only leave code as it was.
          compress: { passes: 3, keep_fargs: false, if_return: false, lhs_constants: false },
          mangle: { properties: { regex: privateNames } },
          module: file.fileName.endsWith('.mjs'),
          format: { ascii_only: true },
          sourceMap: { content: map, url: `${basename(path)}.map`, includeSources: true },
        });
        if (typeof result.code !== 'string' || typeof result.map !== 'string') {
          throw new Error(`terser returned no code or map for ${file.fileName}`);
        }
        await writeFile(path, result.code);
        await writeFile(`${path}.map`, result.map);
      }
    },
  };
}

/**
 * Lit's `html` and `svg` templates keep the indentation of their source lines, and no minifier
 * touches a template literal: about 340 bytes of the gzipped script. In the script-tag bundle
 * each line break inside one loses the spaces after it. The break stays, so white space stays
 * where it was, and HTML collapses a run of it to one space: every page renders the same.
 */
function trimTemplateIndentation(): Plugin {
  return {
    name: 'trim-template-indentation',
    enforce: 'pre',
    transform(code, id) {
      if (!id.endsWith('.ts') || !code.includes('`')) return undefined;
      const source = ts.createSourceFile(id, code, ts.ScriptTarget.Latest, true);
      const indents: [start: number, end: number][] = [];
      const visit = (node: ts.Node): void => {
        if (ts.isTaggedTemplateExpression(node) && /^(html|svg)$/.test(node.tag.getText(source))) {
          const { template } = node;
          const parts = ts.isNoSubstitutionTemplateLiteral(template)
            ? [template]
            : [template.head, ...template.templateSpans.map((span) => span.literal)];
          for (const part of parts) {
            const start = part.getStart(source);
            for (const indent of code.slice(start, part.getEnd()).matchAll(/\n([ \t]+)/g))
              indents.push([start + indent.index + 1, start + indent.index + indent[0].length]);
          }
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
      if (indents.length === 0) return undefined;
      let trimmed = '';
      let from = 0;
      for (const [start, end] of indents.sort((a, b) => a[0] - b[0])) {
        trimmed += code.slice(from, start);
        from = end;
      }
      // Lines stay where they were, so the source map still finds each line.
      return { code: trimmed + code.slice(from), map: null };
    },
  };
}

/** Each non-ASCII UTF-16 unit as \uXXXX: valid in JS strings, templates, comments and JSON alike. */
function escapeNonAscii(text: string): string {
  return text.replace(/[\u0080-\uffff]/g, (unit) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** The Trusted Types policy the script-tag bundle creates; a strict page lists it in `trusted-types`. */
export const trustedTypesPolicy = 'service-widgets';

/**
 * Lit names its policy 'lit-html'. A page that has its own Lit already holds that name, and a
 * second policy of one name is refused (unless the CSP allows duplicates), which would stop
 * the whole bundle. Our copy of Lit gets a name of its own, and a second copy of the script
 * (which registers nothing, so never renders) creates none: the first copy's record on the
 * page (other-copy.ts) tells it that it is not the first.
 */
function ownTrustedTypesPolicy(): Plugin {
  const firstCopy = 'globalThis[Symbol.for("service-widgets.first-script")]';
  return {
    name: 'own-trusted-types-policy',
    transform(code, id) {
      if (!/[\\/]lit-html[\\/]/.test(id) || !code.includes('createPolicy(')) return undefined;
      // `tt ? tt.createPolicy(...) : undefined` becomes `tt ? first ? undefined : tt.createPolicy(...) : undefined`.
      return code.replace(
        /([\w$.]+)\.createPolicy\((["'`])lit-html\2/g,
        `${firstCopy} ? void 0 : $1.createPolicy("${trustedTypesPolicy}"`,
      );
    },
  };
}

const umd = defineConfig({
  // The script-tag bundle's QR encoder stays inside it (qr-bundled.ts imports it statically, so
  // no lazy-module wrapper either): a page that pins the bundle with SRI pins the encoder, and a
  // backend serving the two files draws it.
  define: { __CATALOGUE_INDEX_INTEGRITY__: JSON.stringify(sha256(catalogueIndex)) },
  plugins: [
    loadBesideTheBundle('i18n/catalogs.ts', './locale-modules.js', 'i18n/locale-files.ts'),
    loadBesideTheBundle('auth-flow/qr-encoder.ts', './qr-module.js', 'auth-flow/qr-bundled.ts'),
    localeFiles(),
    ownTrustedTypesPolicy(),
    trimTemplateIndentation(),
    secondMinifyPass(),
    asciiOnly(),
  ],
  build: {
    outDir: 'dist',
    // The first step of `npm run build`: a file left from an older build (the types of a module
    // since removed) would otherwise be published with the package.
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2021',
    minify: true,
    cssMinify: true,
    lib: {
      entry: { widgets: 'src/umd.ts' },
      name: 'ServiceWidgets',
      formats: ['umd'],
      fileName: () => 'widgets.umd.min.js',
      cssFileName: 'widgets',
    },
    rollupOptions: {
      // Inside the UMD wrapper: where there is no DOM (a server renderer that imports every file
      // of a dependency), the script defines nothing instead of throwing on HTMLElement. The
      // global ServiceWidgets is a plain object, not marked a module namespace with
      // Symbol.toStringTag (50 bytes gzipped that no page reads).
      output: {
        intro: "if (typeof HTMLElement === 'undefined') return;",
        charset: 'ascii',
        generatedCode: { symbols: false },
      },
    },
  },
});

/** Packages the application's bundler resolves once for the whole page. */
const shared = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.peerDependencies)];

const esm = defineConfig({
  plugins: [asciiOnly(), registersWhenImported('/src/define.ts')],
  build: {
    outDir: 'dist/esm',
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2021',
    minify: false,
    lib: {
      entry: { index: 'src/index.ts', define: 'src/define.ts', react: 'src/react.ts' },
      formats: ['es'],
    },
    rollupOptions: {
      external: (id) => shared.some((dep) => id === dep || id.startsWith(`${dep}/`)),
      output: {
        preserveModules: true,
        preserveModulesRoot: 'src',
        charset: 'ascii',
        entryFileNames: '[name].js',
        // The React components use hooks: Next.js server components may import them only as client ones.
        banner: (chunk) => (chunk.isEntry && chunk.name === 'react' ? "'use client';" : ''),
      },
    },
  },
});

export default defineConfig(({ mode }) => ({ esm })[mode] ?? umd);
