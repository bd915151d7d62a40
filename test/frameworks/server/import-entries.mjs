/**
 * Run by server-import.test.ts with Node in a packed app, as a server renderer (Next.js,
 * Nuxt, SvelteKit) would load the package: no DOM, Node's export conditions. Prints what it
 * found as JSON; an import that throws fails the run.
 */
const tags = ['service-aspsp-list', 'service-consent', 'service-auth-flow'];

const root = await import('service-widgets');
const define = await import('service-widgets/define');
const react = await import('service-widgets/react');
// The script-tag file too: an SSR framework may import every file a dependency exports.
await import('service-widgets/widgets.umd.min.js');
define.defineElements();

const { createElement } = await import('react');
const { renderToString } = await import('react-dom/server');
const html = renderToString(
  createElement(react.ServiceAspspList, {
    country: 'FI',
    psuType: 'personal',
    service: 'AIS',
    sandbox: true,
  }),
);

process.stdout.write(
  `${JSON.stringify({
    document: typeof document,
    registered: tags.filter((tag) => globalThis.customElements?.get(tag) !== undefined),
    rootExports: Object.keys(root).sort(),
    reactExports: Object.keys(react).sort(),
    umdExports: Object.keys(globalThis.ServiceWidgets ?? {}),
    html,
  })}\n`,
);
