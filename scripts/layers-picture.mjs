/**
 * The picture of the sandbox's layers in docs/contributing.md: its folders, top-down, and an
 * arrow for each folder another imports, read from the code by dependency-cruiser. `npm run
 * layers` writes it; a tooling test fails when the picture and the code part.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sandboxLayers } from './import-layers.mjs';

const root = fileURLToPath(new URL('../', import.meta.url));
export const CONTRIBUTING = 'docs/contributing.md';
const BEGIN = '<!-- layers picture: npm run layers -->';
const END = '<!-- end of layers picture -->';

/** Each module's imports, as dependency-cruiser resolves them with the project's rules. */
function cruisedModules(folder) {
  const bin = join(root, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');
  const json = execFileSync(
    process.execPath,
    [bin, '--config', '.dependency-cruiser.mjs', '--output-type', 'json', folder],
    {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  return JSON.parse(json).modules;
}

/** The folder (or top-level file) of the package a path is in; undefined outside it. */
function folderOf(path, { root: packageRoot, layers }) {
  if (!path.startsWith(packageRoot)) return undefined;
  const rest = path.slice(packageRoot.length);
  const name = rest.includes('/') ? rest.slice(0, rest.indexOf('/')) : rest;
  return layers.some((layer) => layer.folders.includes(name)) ? name : undefined;
}

/** Every folder each folder imports, from the modules' imports. */
export function folderArrows(modules, packageLayers = sandboxLayers) {
  const arrows = new Map();
  for (const module of modules) {
    const from = folderOf(module.source, packageLayers);
    if (from === undefined) continue;
    for (const dependency of module.dependencies) {
      const to = folderOf(dependency.resolved ?? '', packageLayers);
      if (to === undefined || to === from) continue;
      if (!arrows.has(from)) arrows.set(from, new Set());
      arrows.get(from).add(to);
    }
  }
  return arrows;
}

const nodeId = (folder) => folder.replace(/[^a-z0-9]/gi, '_');

/** A Mermaid flowchart: one box per layer, top-down, and the folders' arrows. */
export function mermaidPicture(arrows, { layers } = sandboxLayers) {
  const order = layers.flatMap((layer) => layer.folders);
  const lines = ['```mermaid', 'flowchart TD'];
  layers.forEach((layer, index) => {
    lines.push(`  subgraph layer${index}["${layer.name}"]`);
    for (const folder of layer.folders) lines.push(`    ${nodeId(folder)}["${folder}"]`);
    lines.push('  end');
  });
  for (const from of order) {
    const targets = order.filter((folder) => arrows.get(from)?.has(folder));
    if (targets.length > 0) lines.push(`  ${nodeId(from)} --> ${targets.map(nodeId).join(' & ')}`);
  }
  lines.push('```');
  return lines.join('\n');
}

/** The picture as the code draws it now. */
export function currentPicture() {
  return mermaidPicture(folderArrows(cruisedModules(sandboxLayers.root)));
}

/** Where the picture sits in docs/contributing.md: between its two markers. */
function pictureBlock(markdown) {
  const begin = markdown.indexOf(BEGIN);
  const end = markdown.indexOf(END);
  if (begin < 0 || end < begin) throw new Error(`${CONTRIBUTING} has no "${BEGIN}" ... "${END}" block`);
  return { start: begin + BEGIN.length, end };
}

/** The picture docs/contributing.md holds. */
export function documentedPicture(markdown = readFileSync(join(root, CONTRIBUTING), 'utf8')) {
  const { start, end } = pictureBlock(markdown);
  return markdown.slice(start, end).trim();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const path = join(root, CONTRIBUTING);
  const markdown = readFileSync(path, 'utf8');
  const picture = currentPicture();
  const { start, end } = pictureBlock(markdown);
  writeFileSync(path, `${markdown.slice(0, start)}\n\n${picture}\n\n${markdown.slice(end)}`);
  const current = documentedPicture(markdown) === picture;
  console.log(current ? `${CONTRIBUTING}: the picture is current` : `${CONTRIBUTING}: picture redrawn`);
}
