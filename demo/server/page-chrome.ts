/**
 * The parts the demo pages share, written once. A page marks where each goes with a comment
 * such as `<!-- demo:header -->` (or `<!-- demo:journey-settings PIS -->`, with an argument),
 * and the server puts it in before the page is served; the header's navigation marks the page
 * itself with aria-current.
 */

/** Path of each page as the navigation links it, with its label. */
const pages: readonly (readonly [path: string, label: string])[] = [
  ['/', 'Home'],
  ['/ais.html', 'AIS journey'],
  ['/pis.html', 'PIS journey'],
  ['/playground-aspsp-list.html', 'Bank list'],
  ['/playground-consent.html', 'Consent'],
  ['/playground-auth-flow.html', 'Auth flow'],
  ['/script-tag.html', 'Script tag'],
];

function header(currentPath: string): string {
  const links = pages
    .map(([path, label]) => {
      const current = path === currentPath ? ' aria-current="page"' : '';
      return `<li><a href="${path}"${current}>${label}</a></li>`;
    })
    .join('\n');
  return `<a class="skip-link" href="#main">Skip to content</a>
<header class="site-header">
  <div class="site-header-inner">
    <a class="brand" href="/">service-widgets <span class="brand-tag">demo</span></a>
    <nav aria-label="Demo pages">
      <ul class="nav-list">
${links}
      </ul>
    </nav>
  </div>
</header>`;
}

const footer = `<footer class="site-footer">
  <div class="site-footer-inner">
    <p>
      Sandbox only: no real bank is involved. Demo site <code>%DEMO_ORIGIN%</code>, service
      <code>%BACKEND_ORIGIN%</code>.
    </p>
  </div>
</footer>`;

/** What the application's server called, and the widgets' events (demo/browser/event-log.ts). */
const inspect = `<div class="inspect-layout">
  <section class="panel" aria-labelledby="calls-heading" hidden>
    <h2 id="calls-heading">JSON API calls of the application's server</h2>
    <ol id="api-calls" class="api-calls"></ol>
  </section>
  <section class="panel" aria-labelledby="events-heading">
    <div class="panel-header">
      <h2 id="events-heading">Widget events</h2>
      <button type="button" id="clear-log" class="button button-secondary button-small">Clear</button>
    </div>
    <ol id="event-log" class="event-log"></ol>
  </section>
</div>`;

/** A playground's attribute form, live element and snippet (demo/browser/playground.ts fills them). */
const playground = `<div class="playground-layout">
  <form id="controls" class="panel" aria-labelledby="controls-heading">
    <h2 id="controls-heading">Attributes</h2>
    <div id="control-fields"></div>
    <div id="tools"></div>
  </form>
  <div class="stack">
    <section class="panel" aria-labelledby="preview-heading">
      <h2 id="preview-heading">Live element</h2>
      <div id="notice"></div>
      <div id="widget-slot" class="widget-slot"></div>
    </section>
    <section class="panel" aria-labelledby="snippet-heading">
      <div class="panel-header">
        <h2 id="snippet-heading">HTML to copy</h2>
        <button type="button" id="copy-snippet" class="button button-secondary button-small">
          Copy
        </button>
      </div>
      <pre class="code-block" id="snippet" tabindex="0" aria-labelledby="snippet-heading"></pre>
      <p id="copy-status" class="muted" role="status"></p>
    </section>
  </div>
</div>`;

/** The fields the AIS and PIS journeys share (demo/browser/journey-settings.ts reads them). */
function journeySettings(service = 'AIS'): string {
  const checked = (value: string) => (value === service ? ' checked' : '');
  return `<div class="field">
  <label for="country">Country</label>
  <select id="country" name="country"></select>
</div>
<fieldset class="field">
  <legend>PSU type</legend>
  <label class="choice"><input type="radio" name="psu-type" value="personal" checked /> Personal</label>
  <label class="choice"><input type="radio" name="psu-type" value="business" /> Business</label>
</fieldset>
<fieldset class="field">
  <legend>Service</legend>
  <label class="choice"
    ><input type="radio" name="service" value="AIS"${checked('AIS')} /> Account information (AIS)</label
  >
  <label class="choice"
    ><input type="radio" name="service" value="PIS"${checked('PIS')} /> Payment initiation (PIS)</label
  >
</fieldset>
<fieldset class="field">
  <legend>Application</legend>
  <label class="choice">
    <input type="radio" name="application" value="sandbox-shop" checked />
    <span class="choice-text">
      Sandbox Shop
      <small>Relies on the service's licence: the PSU sees the consent.</small>
    </span>
  </label>
  <label class="choice">
    <input type="radio" name="application" value="sandbox-tpp" />
    <span class="choice-text">
      Sandbox Licensed TPP
      <small>Holds its own licence: straight to the authorisation.</small>
    </span>
  </label>
</fieldset>`;
}

/** The page's path as the navigation has it: "/" for the home page. */
function navPath(pagePath: string): string {
  return pagePath === '/index.html' ? '/' : pagePath;
}

/** `html` with each shared part in place of its marker; `pagePath` is the page's own path. */
export function insertPageChrome(html: string, pagePath: string): string {
  const parts: Record<string, (argument?: string) => string> = {
    header: () => header(navPath(pagePath)),
    footer: () => footer,
    inspect: () => inspect,
    playground: () => playground,
    'journey-settings': journeySettings,
  };
  return html.replace(
    /<!-- demo:([\w-]+)(?: (\w+))? -->/g,
    (marker, name: string, argument?: string) => parts[name]?.(argument) ?? marker,
  );
}
