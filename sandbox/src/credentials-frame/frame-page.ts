/**
 * The credentials frame (widget-api.md, section 5b): the sandbox's own page of a credentials
 * step, which the widget frames in place of fields on the application's page. It shows the
 * same fields, hints, error and button as the widget's form, styled by widgets.css; its script
 * (public/frame.js) posts the credentials to the flow API first-party and tells the widget
 * only that the form is shown, its height, and that it was submitted.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ServerResponse } from 'node:http';
import { credentialFields } from '../flow/credentials.js';
import { isExpired } from '../flow/transitions.js';
import { assetCaching, assetVersion, fileVersion } from '../http/asset-version.js';
import { escapeHtml, htmlDocument, pageContentSecurityPolicy, sendHtml } from '../http/html.js';
import { send } from '../http/respond.js';
import type { BackendContext } from '../request/context.js';
import { pageAttempt } from '../routes/page-attempt.js';
import { API_BASE } from '../routes/widget-api.js';
import type { AttemptRecord } from '../state/records.js';
import type { ErrorResponse } from '../types/errors.js';
import type { CredentialField } from '../types/flow.js';
import { attemptPath, CREDENTIALS_FRAME_PREFIX } from '../flow/frame-url.js';
import { fill } from '../views/page-texts/fill.js';
import { PAGE_TEXTS, type PageTexts } from '../views/page-texts/all.js';
import { en } from '../views/page-texts/en.js';
import type { PageLanguage } from '../types/page-languages.js';
import { frameLocale, frameTexts, type FrameTexts } from './frame-texts.js';
import { MAX_CREDENTIAL_LENGTH } from '../flow/credential-length.js';

/** The error paragraph of the form: the bank's refusal, or what else went wrong (frame.js). */
const ERROR_ID = 'frame-error';
const SCRIPT_PATH = `${CREDENTIALS_FRAME_PREFIX}/frame.js`;
const STYLESHEET_PATH = `${CREDENTIALS_FRAME_PREFIX}/frame.css`;
/** …/styles/{authorizations|payments}/{id}: the application's custom properties for its frame. */
const APPLICATION_STYLES_PREFIX = `${CREDENTIALS_FRAME_PREFIX}/styles`;

/** The page's own files (public/): a whitelist, so no path reaches anything else. */
const ASSETS: Readonly<Record<string, { file: string; contentType: string }>> = {
  [SCRIPT_PATH]: { file: 'frame.js', contentType: 'text/javascript; charset=utf-8' },
  [STYLESHEET_PATH]: { file: 'frame.css', contentType: 'text/css; charset=utf-8' },
};
const PUBLIC_DIR = new URL('./public/', import.meta.url);

/** How each credential of the sandbox's banks is typed (password managers, the phone's SMS code). */
const INPUT_HINTS: Readonly<Record<string, { autocomplete: string; inputmode: string }>> = {
  username: { autocomplete: 'username', inputmode: 'text' },
  password: { autocomplete: 'current-password', inputmode: 'text' },
  pin: { autocomplete: 'current-password', inputmode: 'numeric' },
  otp: { autocomplete: 'one-time-code', inputmode: 'numeric' },
};

/**
 * The words of the sandbox's own credentials (data/auth-methods.ts), by name, which the frame
 * shows in its language. A field is the sandbox's own when it has these English words: a field
 * named so but worded otherwise is a bank's, shown as the bank wrote it.
 */
const OWN_FIELDS: Readonly<Record<string, { title: keyof PageTexts; description?: keyof PageTexts }>> = {
  username: { title: 'userIdField' },
  password: { title: 'passwordField' },
  otp: { title: 'oneTimeCodeField', description: 'oneTimeCodeHelp' },
};

/**
 * A field as the frame shows it: the sandbox's own in the frame's language. The widget API
 * keeps the English (what a bank's API would send), as the widget's own form shows it.
 */
function shownField(field: CredentialField, language: PageLanguage): CredentialField {
  const own = Object.hasOwn(OWN_FIELDS, field.name) ? OWN_FIELDS[field.name] : undefined;
  const ownDescription = own?.description === undefined ? undefined : en[own.description];
  if (!own || field.title !== en[own.title] || field.description !== ownDescription) return field;
  const texts = PAGE_TEXTS[language];
  return {
    ...field,
    title: texts[own.title],
    ...(own.description === undefined ? {} : { description: texts[own.description] }),
  };
}

/** GET /auth/credentials-frame/{authorizations|payments}/{id}?locale=…, its script and its styles. */
export async function serveCredentialsFrame(
  response: ServerResponse,
  context: BackendContext,
  method: string,
  url: URL,
): Promise<void> {
  const asset = Object.hasOwn(ASSETS, url.pathname) ? ASSETS[url.pathname] : undefined;
  if (method !== 'GET') return sendPage(response, 405, notFramedPage('Use GET.'), []);
  if (asset) {
    const content = await readFile(new URL(asset.file, PUBLIC_DIR));
    const caching = assetCaching(url.searchParams.get('v'), assetVersion(content));
    return send(response, 200, asset.contentType, content, { 'Cache-Control': caching });
  }
  if (url.pathname.startsWith(`${APPLICATION_STYLES_PREFIX}/`)) {
    const styled = pageAttempt(context.store, url.pathname.slice(APPLICATION_STYLES_PREFIX.length));
    const css = styled?.application.credentials_frame
      ? applicationStyles(styled.application.credentials_frame_style)
      : '';
    return send(response, styled ? 200 : 404, 'text/css; charset=utf-8', css, {
      'Cache-Control': 'no-store',
    });
  }
  const attempt = pageAttempt(context.store, url.pathname.slice(CREDENTIALS_FRAME_PREFIX.length));
  // Only an application that frames its credentials steps has this page.
  if (!attempt || !attempt.application.credentials_frame) {
    return sendPage(response, 404, notFramedPage('There is no such credentials form.'), []);
  }
  const locale = frameLocale(url.searchParams.get('locale'));
  const texts = await frameTexts(context.libDir, locale);
  const ancestors = frameAncestors(attempt, context.origin);
  const files = await versionedFiles(context.libDir);
  const page = framePage(attempt, { ancestors, locale, texts, files }, isExpired(attempt, context.now()));
  sendPage(response, 200, page, ancestors);
}

/**
 * Only the sandbox's own script, styles and calls; no form the browser itself may send (the
 * script posts the credentials as JSON, so they never go into a URL, whatever happens);
 * framed only by `frameAncestors`.
 */
export function credentialsFramePolicy(frameAncestors: readonly string[]): string {
  return pageContentSecurityPolicy('none', frameAncestors);
}

function sendPage(response: ServerResponse, status: number, html: string, ancestors: readonly string[]) {
  sendHtml(response, status, html, credentialsFramePolicy(ancestors));
}

/**
 * The pages that may frame it: the application's widget origins, and the service's own hosted
 * page of the authorisation, which is first-party as it is to the widget API.
 */
function frameAncestors(attempt: AttemptRecord, ownOrigin: string): string[] {
  return [ownOrigin, ...attempt.application.widget_origins.filter((origin) => origin !== ownOrigin)];
}

/** The URLs of the page's files, each with the version of its content: the browser keeps them. */
interface FrameFiles {
  widgetsCss: string;
  frameCss: string;
  frameJs: string;
}

async function versionedFiles(libDir: string): Promise<FrameFiles> {
  const versioned = (path: string, version: string | undefined) =>
    version === undefined ? path : `${path}?v=${version}`;
  const [widgetsCss, frameCss, frameJs] = await Promise.all([
    fileVersion(join(libDir, 'widgets.css')),
    fileVersion(fileURLToPath(new URL('frame.css', PUBLIC_DIR))),
    fileVersion(fileURLToPath(new URL('frame.js', PUBLIC_DIR))),
  ]);
  return {
    widgetsCss: versioned('/lib/widgets.css', widgetsCss),
    frameCss: versioned(STYLESHEET_PATH, frameCss),
    frameJs: versioned(SCRIPT_PATH, frameJs),
  };
}

interface FramePageParts {
  ancestors: readonly string[];
  locale: PageLanguage;
  texts: FrameTexts;
  files: FrameFiles;
}

function framePage(
  attempt: AttemptRecord,
  { ancestors, locale, texts, files }: FramePageParts,
  expired: boolean,
): string {
  const phase = attempt.phase;
  const title = fill(texts.flowCredentialsFrameTitle, { aspsp: attempt.aspsp.name });
  // Past this step (the widget is moving on) there is nothing to type: an empty page that still says it is shown.
  const form =
    phase.type === 'credentials' && !expired
      ? credentialsForm(
          attempt,
          credentialFields(phase.method).map((field) => shownField(field, locale)),
          phase.error,
          texts,
        )
      : '';
  const ownStyles =
    attempt.application.credentials_frame_style.length > 0
      ? `\n<link rel="stylesheet" href="${APPLICATION_STYLES_PREFIX}${attemptPath(attempt)}">`
      : '';
  return htmlDocument({
    title,
    lang: locale,
    head: `<link rel="stylesheet" href="${escapeHtml(files.widgetsCss)}">
<link rel="stylesheet" href="${escapeHtml(files.frameCss)}">${ownStyles}
<script src="${escapeHtml(files.frameJs)}" defer></script>`,
    body: `<service-auth-flow class="service-frame-page">
<main class="service-widget" lang="${escapeHtml(locale)}" data-parents="${escapeHtml(ancestors.join(' '))}">
${form}
</main>
</service-auth-flow>`,
  });
}

/** The widget's form, field for field (src/auth-flow/steps/credentials-step.ts), with the data its script needs. */
function credentialsForm(
  attempt: AttemptRecord,
  fields: readonly CredentialField[],
  error: ErrorResponse | undefined,
  texts: FrameTexts,
): string {
  const query = attempt.application.environment === 'SANDBOX' ? '?sandbox=true' : '';
  const flowPath = `${API_BASE}${attemptPath(attempt)}/flow${query}`;
  const data = {
    flow: flowPath,
    sending: texts.flowSending,
    'network-error': texts.errorNetwork,
    'service-error': texts.errorService,
    'wrong-credentials': texts.flowWrongCredentials,
    'format-hint': texts.flowFormatHint,
  };
  const dataAttributes = Object.entries(data)
    .map(([name, value]) => `data-${name}="${escapeHtml(value)}"`)
    .join(' ');
  // The bank's refusal of the last attempt describes the form and each field the PSU goes back
  // to, each then invalid until the next attempt (frame.js does the same for a later refusal).
  const refusalId = error ? ERROR_ID : undefined;
  return `<p id="${ERROR_ID}" class="service-form-error" role="alert" tabindex="-1"${error ? '' : ' hidden'}>${error ? errorMarkup(error, texts) : ''}</p>
<form class="service-credentials" method="post" ${dataAttributes}${refusalId ? ` aria-describedby="${refusalId}"` : ''}>
${fields.map((field) => fieldMarkup(field, texts, refusalId)).join('\n')}
<button type="submit" class="service-primary">${escapeHtml(texts.flowCredentialsSubmit)}</button>
</form>
<p id="frame-status" class="service-visually-hidden" role="status"></p>`;
}

/**
 * The bank's refusal as the widget's form shows it: a code the widgets know (refused
 * credentials) reads first in the PSU's language, then the bank's own words, which are the
 * sandbox's English (frame.js's showError builds the same).
 */
function errorMarkup(error: ErrorResponse, texts: FrameTexts): string {
  const lead =
    error.error === 'WRONG_CREDENTIALS_PROVIDED' ? `${escapeHtml(texts.flowWrongCredentials)} ` : '';
  return `${lead}<span lang="en">${escapeHtml(error.message)}</span>`;
}

function fieldMarkup(field: CredentialField, texts: FrameTexts, refusalId: string | undefined): string {
  const name = escapeHtml(field.name);
  const inputId = `field-${name}`;
  const helpId = `help-${name}`;
  // The format hint only where there is a format, and empty until frame.js finds that the value
  // does not fit as the PSU leaves the field (hidden text would still be read through
  // aria-describedby); a polite live region, heard after the name of the next field.
  const hintId = field.template === undefined ? undefined : `hint-${name}`;
  const describedBy = [refusalId ?? '', field.description === undefined ? '' : helpId, hintId ?? '']
    .filter(Boolean)
    .join(' ');
  const hints = INPUT_HINTS[field.name] ?? { autocomplete: 'off', inputmode: 'text' };
  const required = field.required
    ? ` <span class="service-required">(${escapeHtml(texts.flowRequired)})</span>`
    : '';
  const help =
    field.description === undefined
      ? ''
      : `<p id="${helpId}" class="service-help">${escapeHtml(field.description)}</p>`;
  const template =
    hintId === undefined ? '' : ` data-template="${escapeHtml(field.template ?? '')}" data-hint="${hintId}"`;
  const described =
    (describedBy === '' ? '' : ` aria-describedby="${describedBy}"`) +
    (refusalId === undefined ? '' : ' aria-invalid="true"');
  const reveal = field.secret
    ? `<button type="button" class="service-reveal" aria-pressed="false" aria-controls="${inputId}">${escapeHtml(
        fill(texts.flowShowSecret, { field: field.title }),
      )}</button>`
    : '';
  return `<div class="service-field">
<label for="${inputId}">${escapeHtml(field.title)}${required}</label>
${help}
<div class="service-input-row">
<input id="${inputId}" name="${name}" type="${field.secret ? 'password' : 'text'}" autocomplete="${hints.autocomplete}" inputmode="${hints.inputmode}" maxlength="${MAX_CREDENTIAL_LENGTH}" spellcheck="false" autocapitalize="off"${field.required ? ' required' : ''}${described}${template}>
${reveal}
</div>
${hintId === undefined ? '' : `<p id="${hintId}" class="service-hint" aria-live="polite"></p>\n`}</div>`;
}

/**
 * The application's values of the widgets' custom properties (checked when set: see
 * customProperty in applications/setting-values.ts), above widgets.css's own in both colour schemes.
 */
function applicationStyles(declarations: readonly string[]): string {
  return `service-auth-flow.service-frame-page {\n${declarations.map((line) => `  ${line};\n`).join('')}}\n`;
}

function notFramedPage(text: string): string {
  return htmlDocument({ title: 'Not found', body: `<main><p>${escapeHtml(text)}</p></main>` });
}
