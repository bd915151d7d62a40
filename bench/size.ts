/** Size of the built artefacts: raw, gzip and brotli, as a merchant's page downloads them. */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build, type Metafile, type OutputFile } from 'esbuild';
import { figure, type Figure } from './figures.js';

export interface SizeFigure {
  file: string;
  raw: number;
  gzip: number;
  brotli: number;
}

export function measureSize(path: string): SizeFigure {
  return measureBytes(path, readFileSync(path));
}

export function measureBytes(label: string, bytes: Uint8Array): SizeFigure {
  return {
    file: label,
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

const entryName = 'bench-entry.js';

export interface BundleOptions {
  /** Imports left to the application's bundler (shared, so not counted). */
  external?: string[];
}

/**
 * Bundles `source` (an ES module importing from this repository or node_modules) with esbuild,
 * minified, and measures what a page loads up front: the entry chunk and the chunks it imports
 * statically, each compressed on its own. Chunks behind a dynamic import() (such as a locale
 * loaded on demand) are not counted.
 */
export async function measureBundle(label: string, source: string, options: BundleOptions = {}) {
  const result = await build({
    stdin: { contents: source, resolveDir: process.cwd(), loader: 'js', sourcefile: entryName },
    bundle: true,
    minify: true,
    format: 'esm',
    splitting: true,
    target: 'es2021',
    charset: 'utf8',
    outdir: resolve('bench-bundle'),
    write: false,
    metafile: true,
    logLevel: 'silent',
    external: options.external ?? [],
  });
  const loaded = initialChunks(result.metafile);
  const files = result.outputFiles.filter((file) => loaded.has(relativeOut(file)));
  const sizes = files.map((file) => measureBytes(file.path, file.contents));
  return {
    file: label,
    raw: sum(sizes.map((size) => size.raw)),
    gzip: sum(sizes.map((size) => size.gzip)),
    brotli: sum(sizes.map((size) => size.brotli)),
  };
}

/** The entry chunk and, transitively, the chunks it imports with a static import statement. */
function initialChunks(metafile: Metafile): Set<string> {
  const outputs = metafile.outputs;
  const entry = Object.keys(outputs).find((path) => outputs[path]?.entryPoint === entryName);
  const loaded = new Set<string>();
  const pending = entry === undefined ? [] : [entry];
  for (let path = pending.pop(); path !== undefined; path = pending.pop()) {
    if (loaded.has(path)) continue;
    loaded.add(path);
    for (const imported of outputs[path]?.imports ?? []) {
      if (imported.kind === 'import-statement' && !imported.external) pending.push(imported.path);
    }
  }
  return loaded;
}

function relativeOut(file: OutputFile): string {
  return file.path.slice(process.cwd().length + 1);
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

/** Our elements as an application's bundler takes them: one class from the package root, its dependencies shared. */
const elementEntries = [
  { tag: 'service-aspsp-list', className: 'AspspListElement' },
  { tag: 'service-consent', className: 'ConsentElement' },
  { tag: 'service-auth-flow', className: 'AuthFlowElement' },
] as const;

/** Lit and @lit/context stay external: the ESM build leaves them to the application, which shares them. */
const sharedDependencies = ['lit', 'lit/*', '@lit/*'];

export interface SizeComparison {
  peerScript: SizeFigure;
  peerCss: SizeFigure;
  lit: SizeFigure;
}

export async function sizeFigures(comparison: SizeComparison): Promise<Figure[]> {
  const section = 'Size';
  const umd = measureSize('dist/widgets.umd.min.js');
  const css = measureSize('dist/widgets.css');
  const compressions = ['raw', 'gzip', 'brotli'] as const;
  const figures = [
    ...compressions.map((compression) =>
      figure(section, `size.umd.${compression}`, `widgets.umd.min.js, ${compression}`, 'bytes', {
        ours: [umd[compression]],
        peer: [comparison.peerScript[compression]],
        floor: [comparison.lit[compression]],
      }),
    ),
    ...compressions.map((compression) =>
      figure(section, `size.css.${compression}`, `widgets.css, ${compression}`, 'bytes', {
        ours: [css[compression]],
        peer: [comparison.peerCss[compression]],
      }),
    ),
  ];
  for (const { tag, className } of elementEntries) {
    const entry = await measureBundle(tag, `export { ${className} } from './dist/esm/index.js';`, {
      external: sharedDependencies,
    });
    figures.push(
      figure(section, `size.esm.${tag}.gzip`, `ESM \`${tag}\` alone (Lit shared), gzip`, 'bytes', {
        ours: [entry.gzip],
      }),
    );
  }
  return figures;
}
