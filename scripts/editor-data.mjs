/**
 * The last step of `npm run build`: editor support made from custom-elements.json, as
 * Shoelace and Material Web ship it, written beside the manifest at the package root:
 * - vscode.html-custom-data.json, VS Code's HTML custom data (version 1.1), which a user
 *   names in the `html.customData` setting. It has no place for events, so each element's
 *   description ends with its events. https://github.com/microsoft/vscode-custom-data
 * - web-types.json, JetBrains web-types, found through package.json's `web-types` field:
 *   elements with their attributes and, under `js.events`, their events.
 *   https://github.com/JetBrains/web-types
 *
 * `node scripts/editor-data.mjs` reads custom-elements.json, package.json and the headings
 * of docs/elements.md (each element's documentation link) and writes both files.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The line the events of an element follow in its VS Code description. */
export const EVENTS_HEADING = 'Events:';

/** The custom elements of a manifest, by tag name, with what an editor shows of them. */
export function customElements(manifest) {
  return manifest.modules
    .flatMap((module) => module.declarations ?? [])
    .filter((declaration) => declaration.customElement && declaration.tagName)
    .map((declaration) => ({
      tagName: declaration.tagName,
      description: declaration.description ?? declaration.summary ?? '',
      attributes: (declaration.attributes ?? []).map((attribute) => ({
        name: attribute.name,
        description: attribute.description ?? '',
        type: attribute.type?.text,
        default: attribute.default,
      })),
      events: (declaration.events ?? [])
        .filter((event) => event.name)
        .map((event) => ({ name: event.name, description: event.description ?? '' })),
    }))
    .sort((a, b) => a.tagName.localeCompare(b.tagName));
}

/** The values of a type made of string literals only (`'AIS' | 'PIS' | null`), else undefined. */
export function literalValues(typeText) {
  if (typeText === undefined) return undefined;
  const members = typeText
    .split('|')
    .map((member) => member.trim())
    .filter((member) => member !== 'null' && member !== 'undefined');
  const literals = members.map((member) => /^(['"])(.*)\1$/.exec(member)?.[2]);
  if (literals.length === 0 || literals.some((literal) => literal === undefined)) return undefined;
  return literals;
}

function isBoolean(attribute) {
  return attribute.type === 'boolean';
}

function vscodeDescription(element) {
  if (element.events.length === 0) return element.description;
  const events = element.events.map(({ name, description }) =>
    description ? `- \`${name}\`: ${description}` : `- \`${name}\``,
  );
  return [element.description, '', EVENTS_HEADING, ...events].join('\n');
}

/**
 * VS Code's HTML custom data. A boolean attribute is a void one (valueSet "v": present or
 * absent); an attribute typed by string literals offers them as values.
 */
export function vscodeCustomData(manifest, { docUrl } = {}) {
  return {
    version: 1.1,
    tags: customElements(manifest).map((element) => ({
      name: element.tagName,
      description: vscodeDescription(element),
      attributes: element.attributes.map((attribute) => {
        const values = literalValues(attribute.type);
        return {
          name: attribute.name,
          description: attribute.description,
          ...(isBoolean(attribute) ? { valueSet: 'v' } : {}),
          ...(values ? { values: values.map((name) => ({ name })) } : {}),
        };
      }),
      ...(docUrl ? { references: [{ name: 'Documentation', url: docUrl(element.tagName) }] } : {}),
    })),
  };
}

/** JetBrains web-types: the elements, active in a project that has the package installed. */
export function webTypes(manifest, { name, version, docUrl }) {
  return {
    $schema: 'http://json.schemastore.org/web-types',
    name,
    version,
    'description-markup': 'markdown',
    'js-types-syntax': 'typescript',
    'framework-config': { 'enable-when': { 'node-packages': [name] } },
    contributions: {
      html: {
        elements: customElements(manifest).map((element) => ({
          name: element.tagName,
          description: element.description,
          ...(docUrl ? { 'doc-url': docUrl(element.tagName) } : {}),
          // The value's type in TypeScript syntax: a union of literals is offered as choices.
          attributes: element.attributes.map((attribute) => ({
            name: attribute.name,
            description: attribute.description,
            ...(attribute.default !== undefined && attribute.default !== 'null'
              ? { default: attribute.default }
              : {}),
            value: { type: attribute.type ?? 'string' },
          })),
          js: { events: element.events.map(({ name, description }) => ({ name, description })) },
        })),
      },
    },
  };
}

/** GitHub's anchor of a Markdown heading: lower case, punctuation dropped, spaces as dashes. */
export function headingAnchor(heading) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchor of the heading that names each tag in backticks, such as "## The consent (`service-consent`)". */
export function tagAnchors(markdown) {
  const anchors = {};
  for (const line of markdown.split('\n')) {
    const heading = /^#{2,3} (.+)$/.exec(line)?.[1];
    const tag = heading && /`([a-z][a-z0-9]*-[a-z0-9-]+)`/.exec(heading)?.[1];
    if (tag && !(tag in anchors)) anchors[tag] = headingAnchor(heading);
  }
  return anchors;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = new URL('../', import.meta.url);
  const read = (path) => readFileSync(new URL(path, root), 'utf8');
  const manifest = JSON.parse(read('custom-elements.json'));
  const { name, version } = JSON.parse(read('package.json'));
  const anchors = tagAnchors(read('docs/elements.md'));
  const page = 'https://github.com/service-widgets/service-widgets/blob/main/docs/elements.md';
  const docUrl = (tag) => (anchors[tag] ? `${page}#${anchors[tag]}` : page);
  const files = {
    'vscode.html-custom-data.json': vscodeCustomData(manifest, { docUrl }),
    'web-types.json': webTypes(manifest, { name, version, docUrl }),
  };
  for (const [file, data] of Object.entries(files)) {
    writeFileSync(new URL(file, root), `${JSON.stringify(data, null, 2)}\n`);
  }
  const count = customElements(manifest).length;
  console.log(`Editor data for ${count} elements: ${Object.keys(files).join(', ')}.`);
}
