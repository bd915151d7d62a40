/**
 * The layers of both packages, top-down. A folder (or top-level file) may import only what is
 * listed after it: its own layer's later folders and every lower layer. dependency-cruiser
 * keeps this (.dependency-cruiser.mjs) and draws it (scripts/layers-picture.mjs).
 */

/** service-sandbox: a request enters at the top; the store and the disk know nothing of payments. */
export const sandboxLayers = {
  root: 'sandbox/src/',
  layers: [
    { name: 'entry', folders: ['cli.ts', 'cli', 'playwright.ts', 'testing.ts', 'testing', 'server.ts'] },
    {
      name: 'HTTP surface',
      folders: [
        'request-handler.ts',
        'registration',
        'control-panel',
        'json-api',
        'credentials-frame',
        'routes',
        'views',
        'logos',
        'request',
      ],
    },
    { name: 'domain', folders: ['data-dir', 'webhooks', 'attempts', 'session', 'payment', 'flow'] },
    { name: 'state', folders: ['state'] },
    { name: 'model', folders: ['applications', 'catalogue', 'accounts'] },
    {
      name: 'foundations',
      folders: [
        'tls',
        'persistence',
        'openapi',
        'jwt',
        'config',
        'data',
        'http',
        'resources',
        'clock',
        'types',
      ],
    },
  ],
};

/** service-widgets: the entry points, the elements, what they share, the contract with the backend. */
export const widgetLayers = {
  root: 'src/',
  layers: [
    {
      name: 'entries',
      folders: [
        'umd.ts',
        'react.ts',
        'frameworks',
        'define.ts',
        'registration.ts',
        'index.ts',
        'other-copy.ts',
      ],
    },
    { name: 'elements', folders: ['aspsp-list', 'consent', 'auth-flow', 'config'] },
    { name: 'shared', folders: ['access', 'elements', 'i18n'] },
    { name: 'contract', folders: ['events.ts', 'api', 'version.ts'] },
  ],
};

/** The path pattern of a folder or a top-level file of a package. */
export function pathOf(root, folder) {
  const escaped = (root + folder).replace(/[.]/g, '\\.');
  return folder.endsWith('.ts') ? `^${escaped}$` : `^${escaped}/`;
}
