/** Types of editor-data.mjs, for its tests. */
export interface Manifest {
  modules: {
    declarations?: {
      customElement?: boolean;
      tagName?: string;
      description?: string;
      summary?: string;
      attributes?: { name: string; description?: string; type?: { text: string }; default?: string }[];
      events?: { name?: string; description?: string }[];
    }[];
  }[];
}

export interface EditorElement {
  tagName: string;
  description: string;
  attributes: { name: string; description: string; type: string | undefined; default: string | undefined }[];
  events: { name: string; description: string }[];
}

export interface VscodeCustomData {
  version: 1.1;
  tags: {
    name: string;
    description: string;
    attributes: { name: string; description: string; valueSet?: 'v'; values?: { name: string }[] }[];
    references?: { name: string; url: string }[];
  }[];
}

export interface WebTypes {
  $schema: string;
  name: string;
  version: string;
  'description-markup': 'markdown';
  'js-types-syntax': 'typescript';
  'framework-config': { 'enable-when': { 'node-packages': string[] } };
  contributions: {
    html: {
      elements: {
        name: string;
        description: string;
        'doc-url'?: string;
        attributes: { name: string; description: string; default?: string; value: { type: string } }[];
        js: { events: { name: string; description: string }[] };
      }[];
    };
  };
}

export interface DocUrlOption {
  docUrl?: (tagName: string) => string;
}

export declare const EVENTS_HEADING: string;
export declare function customElements(manifest: Manifest): EditorElement[];
export declare function literalValues(typeText: string | undefined): string[] | undefined;
export declare function vscodeCustomData(manifest: Manifest, options?: DocUrlOption): VscodeCustomData;
export declare function webTypes(
  manifest: Manifest,
  options: DocUrlOption & { name: string; version: string },
): WebTypes;
export declare function headingAnchor(heading: string): string;
export declare function tagAnchors(markdown: string): Record<string, string>;
