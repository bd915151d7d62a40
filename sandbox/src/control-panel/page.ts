import { readFile } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { applicationSummary } from '../applications/application-summary.js';
import { errorResponse } from '../http/api-error.js';
import { escapeHtml, htmlDocument, pageContentSecurityPolicy, sendHtml } from '../http/html.js';
import { send, sendJson } from '../http/respond.js';
import { JSON_API_BASE } from '../json-api/json-api.js';
import type { BackendContext } from '../request/context.js';
import { applicationSection } from './application-form.js';
import { CONTROL_API_HEADER } from './control-api-guard.js';
import { listPage, type ListPage } from './list-page.js';
import { RESET_FORGETS, RESET_KEEPS } from './reset-api.js';

const PAGE_PATHS: ReadonlySet<string> = new Set(['/control-panel', '/control-panel/']);

/** The page's own files (public/): a whitelist, so no path reaches anything else. */
const ASSETS: Readonly<Record<string, { file: string; contentType: string }>> = {
  '/control-panel/panel.js': { file: 'panel.js', contentType: 'text/javascript; charset=utf-8' },
  '/control-panel/panel.css': { file: 'panel.css', contentType: 'text/css; charset=utf-8' },
};
const PUBLIC_DIR = new URL('./public/', import.meta.url);

/** The page itself, as opposed to its files and its API. */
export function isPanelPage(path: string): boolean {
  return PAGE_PATHS.has(path);
}

/**
 * GET /control-panel: the page where a backend developer sees the sandbox's applications and
 * edits their settings, moves the clock and reads the webhook deliveries; and its script and
 * styles. The page is rendered here; panel.js saves through the control panel's JSON API.
 */
export async function serveControlPanelPage(
  response: ServerResponse,
  context: BackendContext,
  path: string,
  query: URLSearchParams = new URLSearchParams(),
): Promise<void> {
  if (PAGE_PATHS.has(path)) {
    sendHtml(response, 200, controlPanelHtml(context, query.get('page')), pageContentSecurityPolicy());
    return;
  }
  const asset = Object.hasOwn(ASSETS, path) ? ASSETS[path] : undefined;
  if (asset === undefined) {
    sendJson(response, 404, errorResponse(404, `Nothing at ${path}: the control panel is /control-panel.`));
    return;
  }
  const content = await readFile(new URL(asset.file, PUBLIC_DIR));
  send(response, 200, asset.contentType, content, { 'Cache-Control': 'no-cache' });
}

/** `page`: the page of the applications to show, as `?page=` gave it. */
export function controlPanelHtml(context: BackendContext, page: string | null = null): string {
  const applications = listPage(context.applications.all(), page);
  const origin = escapeHtml(context.origin);
  const { identity } = context;
  const clockNow = new Date(context.now()).toISOString();
  const body = `<a class="skip-link" href="#applications-heading">Skip to the applications</a>
<header>
<h1>Sandbox control panel</h1>
<p>The settings of the sandbox at <code>${origin}</code>. A change takes effect at once; the sandbox keeps it, with everything else, in its data directory across restarts (unless started with <code>--in-memory</code>).</p>
<nav aria-label="Sections">
<ul>
<li><a href="#endpoints-heading">Endpoints</a></li>
<li><a href="#applications-heading">Applications</a></li>
<li><a href="#clock-heading">Clock</a></li>
<li><a href="#webhooks-heading">Webhook deliveries</a></li>
<li><a href="#reset-heading">Reset</a></li>
</ul>
</nav>
</header>
<main>
<div id="announcer" class="visually-hidden" role="status" aria-live="polite" aria-atomic="true"></div>
<section aria-labelledby="endpoints-heading">
<h2 id="endpoints-heading" tabindex="-1">Endpoints</h2>
<dl class="facts">
<dt><code>{base_url}</code>, the JSON API</dt><dd><code>${origin}${escapeHtml(JSON_API_BASE)}</code></dd>
<dt><code>{auth_url}</code>, the pages and widgets</dt><dd><code>${origin}</code></dd>
<dt><code>{registration_url}</code></dt><dd><code>${origin}</code> (<code>POST /api/applications</code>)</dd>
<dt>JWT <code>iss</code></dt><dd><code>${escapeHtml(identity.jwtIssuer)}</code></dd>
<dt>JWT <code>aud</code> of the JSON API</dt><dd><code>${escapeHtml(identity.jwtAudience)}</code></dd>
<dt>JWT <code>aud</code> of a registration</dt><dd><code>${escapeHtml(identity.registrationAudience)}</code></dd>
</dl>
</section>
<section aria-labelledby="applications-heading">
<h2 id="applications-heading" tabindex="-1">Applications</h2>
<p>Register your own application, with your own key, through <code>POST ${origin}/api/applications</code>; reload this page to see it. Saving needs JavaScript; scripts can use <code>PATCH ${origin}/control-panel/api/applications/{app_id}</code> instead, with the header <code>${CONTROL_API_HEADER}: 1</code>.</p>
${applications.items.map((application) => applicationSection(applicationSummary(application))).join('\n')}
${pageLinks(applications)}
</section>
<section aria-labelledby="clock-heading">
<h2 id="clock-heading" tabindex="-1">Clock</h2>
<p>Payment statuses, webhook retries and the expiry of codes and sessions follow the sandbox's clock. Speed it up or move it forward to see hours pass in seconds; it never goes back.</p>
<dl class="facts">
<dt>Sandbox time</dt><dd><time id="clock-now" datetime="${clockNow}">${clockText(clockNow)}</time></dd>
<dt>Speed</dt><dd><span id="clock-speed">${context.clock.speed}</span>× real time</dd>
</dl>
<form id="clock-speed-form" class="inline-form" novalidate>
<label for="clock-speed-input">Speed (1 to 100000)</label>
<input id="clock-speed-input" name="speed" type="number" inputmode="decimal" min="1" max="100000" step="any" value="${context.clock.speed}">
<button type="submit">Set speed</button>
<p class="form-error" id="clock-speed-error" tabindex="-1" hidden></p>
</form>
<form id="clock-advance-form" class="inline-form" novalidate>
<label for="clock-advance-input">Move forward by (minutes)</label>
<input id="clock-advance-input" name="minutes" type="number" inputmode="decimal" min="0" step="any" value="60">
<button type="submit">Move forward</button>
<p class="form-error" id="clock-advance-error" tabindex="-1" hidden></p>
</form>
</section>
<section aria-labelledby="webhooks-heading">
<h2 id="webhooks-heading" tabindex="-1">Webhook deliveries</h2>
<p>The payment status webhooks the sandbox sent or is still sending, with their attempts. A webhook goes only to a webhook_url on one of the application's webhook origins.</p>
<button type="button" id="webhooks-refresh">Refresh the deliveries</button>
<div id="webhook-log"><p>Deliveries load with JavaScript.</p></div>
</section>
<section aria-labelledby="reset-heading">
<h2 id="reset-heading" tabindex="-1">Reset</h2>
<p>Start the journeys afresh: forgets ${escapeHtml(RESET_FORGETS)}; ${escapeHtml(RESET_KEEPS)}. It asks before it does. To empty the whole data directory, applications included, start the sandbox with <code>--reset</code>.</p>
<button type="button" id="reset-journeys" data-confirm="${escapeHtml(`Forget ${RESET_FORGETS}? ${capitalised(RESET_KEEPS)}.`)}">Forget the authorisations, payments, sessions and webhooks</button>
<p class="form-error" id="reset-error" tabindex="-1" hidden></p>
</section>
</main>
<script src="/control-panel/panel.js" defer></script>`;
  return htmlDocument({
    title: 'Sandbox control panel',
    head: '<link rel="stylesheet" href="/control-panel/panel.css">',
    body,
  });
}

/** 2026-11-23T09:25:20.000Z reads 2026-11-23 09:25:20 UTC, as panel.js writes it. */
function clockText(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC`;
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Links to the other pages of the applications, when there are several. */
function pageLinks(list: ListPage<unknown>): string {
  if (list.pages === 1) return '';
  const link = (page: number, text: string) =>
    `<a href="/control-panel?page=${page}#applications-heading">${text}</a>`;
  const previous = list.page > 1 ? link(list.page - 1, 'Previous applications') : '';
  const next = list.page < list.pages ? link(list.page + 1, 'Next applications') : '';
  return `<nav aria-label="Pages of the applications"><p>Page ${list.page} of ${list.pages}</p>
<p>${[previous, next].filter((text) => text !== '').join(' ')}</p></nav>`;
}
