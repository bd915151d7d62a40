/**
 * What the editor data (VS Code custom data, JetBrains web-types) leaves out of
 * custom-elements.json: read from each file as the editor reads it, apart from the script that
 * writes them, so a conversion that drops an element, an attribute or an event is caught.
 */

interface ManifestElement {
  tagName: string;
  attributes: string[];
  events: string[];
}

export interface Manifest {
  modules: {
    declarations?: {
      customElement?: boolean;
      tagName?: string;
      attributes?: { name: string }[];
      events?: { name?: string }[];
    }[];
  }[];
}

interface VscodeData {
  version?: unknown;
  tags?: { name?: string; description?: string; attributes?: { name?: string }[] }[];
}

interface WebTypesData {
  $schema?: unknown;
  contributions?: {
    html?: {
      elements?: { name?: string; attributes?: { name?: string }[]; js?: { events?: { name?: string }[] } }[];
    };
  };
}

/** The elements of the manifest with the names of their attributes and events. */
export function manifestElements(manifest: Manifest): ManifestElement[] {
  return manifest.modules
    .flatMap((module) => module.declarations ?? [])
    .filter((declaration) => declaration.customElement === true && declaration.tagName !== undefined)
    .map((declaration) => ({
      tagName: declaration.tagName ?? '',
      attributes: (declaration.attributes ?? []).map(({ name }) => name),
      events: (declaration.events ?? []).flatMap(({ name }) => (name ? [name] : [])),
    }));
}

/** The events a VS Code description lists: the "- `name`" lines after its "Events:" line. */
export function vscodeEvents(description: string): string[] {
  const lines = description.split('\n');
  const start = lines.indexOf('Events:');
  if (start === -1) return [];
  return lines.slice(start + 1).flatMap((line) => /^- `([^`]+)`/.exec(line)?.[1] ?? []);
}

function missing(
  where: string,
  element: ManifestElement,
  entry: { attributes: string[]; events: string[] } | undefined,
): string[] {
  if (!entry) return [`${where}: no element ${element.tagName}`];
  return [
    ...element.attributes
      .filter((name) => !entry.attributes.includes(name))
      .map((name) => `${where}: ${element.tagName} has no attribute ${name}`),
    ...element.events
      .filter((name) => !entry.events.includes(name))
      .map((name) => `${where}: ${element.tagName} has no event ${name}`),
  ];
}

/** Each element, attribute and event of the manifest that either file lacks, one line each. */
export function missingFromEditorData(
  manifest: Manifest,
  vscode: VscodeData,
  webTypes: WebTypesData,
): string[] {
  const problems: string[] = [];
  if (vscode.version !== 1.1)
    problems.push(`vscode.html-custom-data.json: version ${String(vscode.version)}`);
  if (webTypes.$schema !== 'http://json.schemastore.org/web-types') {
    problems.push(`web-types.json: $schema ${String(webTypes.$schema)}`);
  }
  const tags = vscode.tags ?? [];
  const elements = webTypes.contributions?.html?.elements ?? [];
  for (const element of manifestElements(manifest)) {
    const tag = tags.find(({ name }) => name === element.tagName);
    problems.push(
      ...missing(
        'vscode.html-custom-data.json',
        element,
        tag && {
          attributes: (tag.attributes ?? []).flatMap(({ name }) => name ?? []),
          events: vscodeEvents(tag.description ?? ''),
        },
      ),
    );
    const webElement = elements.find(({ name }) => name === element.tagName);
    problems.push(
      ...missing(
        'web-types.json',
        element,
        webElement && {
          attributes: (webElement.attributes ?? []).flatMap(({ name }) => name ?? []),
          events: (webElement.js?.events ?? []).flatMap(({ name }) => name ?? []),
        },
      ),
    );
  }
  return problems;
}
