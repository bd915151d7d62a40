/**
 * The import rules of both packages, checked by `npm run lint`: the layers' directions
 * (scripts/import-layers.mjs), no cycle, no test imported by shipped code, and the sandbox
 * reaching the widgets only through the service-widgets package's entry points.
 */
import { pathOf, sandboxLayers, widgetLayers } from './scripts/import-layers.mjs';

/** For each folder, a rule forbidding imports of the folders listed before it. */
function layerRules({ root, layers }) {
  const folders = layers.flatMap((layer) => layer.folders.map((folder) => ({ folder, layer: layer.name })));
  return folders.slice(1).map(({ folder, layer }, index) => ({
    name: `layers/${folder.replace(/\.ts$/, '')}`,
    comment:
      `${root}${folder} (layer "${layer}") imports a folder above it; ` +
      'each folder may import only the folders below it (scripts/import-layers.mjs)',
    severity: 'error',
    from: { path: pathOf(root, folder) },
    to: { path: folders.slice(0, index + 1).map((above) => pathOf(root, above.folder)) },
  }));
}

/** A file outside every listed folder would escape the layer rules. */
function placedRule({ root, layers }) {
  return {
    name: 'layers-placed',
    comment: `every folder of ${root} is placed in a layer (scripts/import-layers.mjs)`,
    severity: 'error',
    from: {
      path: `^${root}`,
      pathNot: layers.flatMap((layer) => layer.folders.map((folder) => pathOf(root, folder))),
    },
    to: {},
  };
}

export default {
  forbidden: [
    {
      name: 'no-cycle',
      comment: 'a module imports itself through others; type-only imports count too',
      severity: 'error',
      from: { path: '^(src|sandbox/src)/' },
      to: { circular: true },
    },
    {
      name: 'no-test-from-src',
      comment: 'shipped code imports no test file',
      severity: 'error',
      from: { path: '^(src|sandbox/src)/' },
      to: { path: '^test/' },
    },
    {
      name: 'widgets-by-entry-points',
      comment: "the sandbox uses the widgets only through the service-widgets package's entry points",
      severity: 'error',
      from: { path: '^sandbox/' },
      to: {
        // In the repository `service-widgets` resolves to src/index.ts (tsconfig.json's paths).
        path: [
          '^(src/(?!index\\.ts$)|(styles|demo|bench|scripts)/)',
          '^(node_modules/service-widgets/)?dist/(?!esm/(index|define|react)\\.js$)',
        ],
      },
    },
    ...layerRules(sandboxLayers),
    placedRule(sandboxLayers),
    ...layerRules(widgetLayers),
    placedRule(widgetLayers),
  ],
  options: {
    doNotFollow: { path: ['node_modules', '^(test|demo|bench|scripts)/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'types', 'default'] },
  },
};
