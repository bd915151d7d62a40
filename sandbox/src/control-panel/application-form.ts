import type { ApplicationSummary } from '../applications/application-summary.js';
import { SERVICES } from '../applications/setting-values.js';
import { escapeHtml } from '../http/html.js';
import type { ApplicationSettings } from '../types/application.js';

/** The text areas of the form: one value per line. */
const LIST_FIELDS: readonly {
  name: Exclude<keyof ApplicationSettings, 'services' | 'credentials_frame'>;
  label: string;
  hint: string;
}[] = [
  {
    name: 'redirect_urls',
    label: 'Redirect URLs',
    hint: 'One absolute URL per line. The redirect_url of POST /auth and POST /payments must be one of them, exactly.',
  },
  {
    name: 'widget_origins',
    label: 'Widget origins',
    hint: 'One origin per line (scheme://host[:port], no path). Pages there may run the widgets for this application.',
  },
  {
    name: 'webhook_origins',
    label: 'Webhook origins',
    hint: 'One origin per line. The webhook_url of POST /payments must be on one of them.',
  },
  {
    name: 'credentials_frame_style',
    label: 'Styles of the credentials frame',
    hint: 'One widgets.css custom property per line, such as --service-color-accent: #0b57d0. Pages cannot style a frame of the sandbox; these apply in it.',
  },
  {
    name: 'allowed_ips',
    label: 'Allowed IP addresses',
    hint: 'One IP address per line. Empty: the JSON API accepts calls from any address; otherwise others get UNAUTHORIZED_IP.',
  },
];

const SERVICE_NAMES: Readonly<Record<string, string>> = {
  AIS: 'AIS: account information',
  PIS: 'PIS: payment initiation',
};

/**
 * One application of the control panel page: what it is, and a form of its settings that
 * panel.js saves through PATCH /control-panel/api/applications/{app_id}. Every value is
 * escaped; ids are prefixed so they are valid and unique in the page.
 */
export function applicationSection(application: ApplicationSummary): string {
  const prefix = `app-${escapeHtml(application.app_id)}`;
  const name = escapeHtml(application.name);
  return `<article class="application" aria-labelledby="${prefix}-name">
<h3 id="${prefix}-name">${name}</h3>
${application.description === undefined ? '' : `<p>${escapeHtml(application.description)}</p>`}
<dl class="facts">
<dt>app_id (the kid of its JWTs)</dt><dd><code>${escapeHtml(application.app_id)}</code></dd>
${application.source === 'built-in' ? `<dt>Key</dt><dd><code>${escapeHtml(application.key)}</code></dd>` : ''}
<dt>Environment</dt><dd>${escapeHtml(application.environment)}</dd>
<dt>Status</dt><dd>${application.active ? 'Active' : 'Pending: it cannot start authorisations or payments'}</dd>
<dt>Terms shown to the PSU</dt><dd>${application.consent_required ? "The service's" : 'None: a licensed TPP'}</dd>
<dt>Source</dt><dd>${sourceText(application)}</dd>
</dl>
<form class="settings" data-app-id="${escapeHtml(application.app_id)}" data-app-name="${name}" novalidate>
<fieldset>
<legend>Services</legend>
${SERVICES.map((service) => serviceBox(prefix, service, application.services.includes(service))).join('\n')}
</fieldset>
${credentialsFrameBox(prefix, application.credentials_frame)}
${LIST_FIELDS.map((field) => listField(prefix, field, application[field.name])).join('\n')}
<p class="form-error" id="${prefix}-error" tabindex="-1" hidden></p>
<div class="actions">
<button type="submit">Save<span class="visually-hidden"> the settings of ${name}</span></button>
<p class="form-status" id="${prefix}-status"></p>
</div>
</form>
</article>`;
}

function sourceText(application: ApplicationSummary): string {
  if (application.source === 'built-in') return 'Built into the sandbox';
  const at = application.registered_at;
  return at === undefined
    ? 'Registered'
    : `Registered <time datetime="${escapeHtml(at)}">${escapeHtml(at.replace('T', ' ').replace(/\.\d+Z$/, ' UTC'))}</time>`;
}

function serviceBox(prefix: string, service: string, checked: boolean): string {
  const id = `${prefix}-service-${escapeHtml(service)}`;
  return `<div class="check"><input type="checkbox" id="${id}" name="services" value="${escapeHtml(service)}"${
    checked ? ' checked' : ''
  }><label for="${id}">${escapeHtml(SERVICE_NAMES[service] ?? service)}</label></div>`;
}

function credentialsFrameBox(prefix: string, checked: boolean): string {
  const id = `${prefix}-credentials_frame`;
  return `<div class="field">
<div class="check"><input type="checkbox" id="${id}" name="credentials_frame" aria-describedby="${id}-hint"${
    checked ? ' checked' : ''
  }><label for="${id}">Bank credentials in the sandbox's frame</label></div>
<p class="hint" id="${id}-hint">At an embedded bank the PSU types their credentials in a page of the sandbox that the widget frames, not in fields on the application's page. A page with a Content-Security-Policy then needs the sandbox's origin in frame-src.</p>
</div>`;
}

function listField(
  prefix: string,
  field: { name: string; label: string; hint: string },
  values: readonly string[],
): string {
  const id = `${prefix}-${field.name}`;
  return `<div class="field">
<label for="${id}">${escapeHtml(field.label)}</label>
<p class="hint" id="${id}-hint">${escapeHtml(field.hint)}</p>
<textarea id="${id}" name="${field.name}" rows="${Math.max(2, values.length + 1)}" aria-describedby="${id}-hint" autocomplete="off" autocapitalize="none" spellcheck="false">${escapeHtml(values.join('\n'))}</textarea>
</div>`;
}
