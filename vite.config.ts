/**
 * Two builds from one config:
 * - `vite build`: the script-tag bundle dist/widgets.umd.min.js (lit included, global
 *   ServiceWidgets) and dist/widgets.css from styles/.
 * - `vite build --mode esm`: ES modules for bundlers under dist/esm/, one file per source
 *   module, with lit left to the application's bundler so it is shared, not duplicated.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { catalogs } from './src/i18n/locales/all.js';
import pkg from './package.json' with { type: 'json' };
import { version } from './src/version.js';

if (version !== pkg.version) {
  throw new Error(`src/version.ts says ${version} but package.json says ${pkg.version}; make them equal.`);
}

/**
 * The script-tag bundle ships English inside and the other locales as dist/locales/*.json,
 * loaded on demand: all 12 inside would cost about 20 KB gzipped on every page.
 */
function localesBesideTheBundle(): Plugin {
  const fileLoader = fileURLToPath(new URL('./src/i18n/locale-files.ts', import.meta.url));
  return {
    name: 'locales-beside-the-bundle',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === './locale-modules.js' && importer?.endsWith('/src/i18n/catalogs.ts')) return fileLoader;
      return undefined;
    },
    generateBundle() {
      for (const [locale, messages] of Object.entries(catalogs)) {
        if (locale === 'en') continue;
        this.emitFile({
          type: 'asset',
          fileName: `locales/${locale}.json`,
          source: JSON.stringify(messages),
        });
      }
    },
  };
}

const umd = defineConfig({
  plugins: [localesBesideTheBundle()],
  build: {
    outDir: 'dist',
    emptyOutDir: false,
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
  },
});

const esm = defineConfig({
  build: {
    outDir: 'dist/esm',
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2021',
    minify: false,
    lib: {
      entry: { index: 'src/index.ts', define: 'src/define.ts' },
      formats: ['es'],
    },
    rollupOptions: {
      external: (id) => Object.keys(pkg.dependencies).some((dep) => id === dep || id.startsWith(`${dep}/`)),
      output: { preserveModules: true, preserveModulesRoot: 'src', entryFileNames: '[name].js' },
    },
  },
});

export default defineConfig(({ mode }) => (mode === 'esm' ? esm : umd));
