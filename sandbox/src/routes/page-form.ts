import type { ServerResponse } from 'node:http';
import { FORM_TOKEN_FIELD, formToken, isOwnFormPost } from '../http/form-guard.js';
import { escapeHtml, htmlDocument, pageContentSecurityPolicy, sendHtml } from '../http/html.js';
import type { RequestBody } from '../http/read-body.js';
import type { BackendContext } from '../request/context.js';

/** The hidden token field of a form of the sandbox's pages that posts to `action` (a path). */
export function formTokenInput(context: BackendContext, action: string): string {
  const token = formToken(context.formSecret, action);
  return `<input type="hidden" name="${FORM_TOKEN_FIELD}" value="${escapeHtml(token)}">`;
}

/**
 * The fields of a form POSTed to `path`, once it proved to come from the sandbox's own page
 * (http/form-guard.ts); undefined for a form another site sent.
 */
export function ownPageForm(
  context: BackendContext,
  path: string,
  body: RequestBody,
  origin: string | undefined,
): URLSearchParams | undefined {
  const fields = new URLSearchParams(body.kind === 'text' ? body.text : '');
  const post = { origin, token: fields.get(FORM_TOKEN_FIELD) };
  return isOwnFormPost(post, context.origin, formToken(context.formSecret, path)) ? fields : undefined;
}

/** The answer to a form that is not the sandbox's own page's: nothing changed. */
export function sendForeignForm(response: ServerResponse): void {
  const body = `<main>
<h1>Form refused</h1>
<p>This form was not sent from the sandbox's own page, so nothing was changed. Reload the page and try again.</p>
</main>`;
  sendHtml(response, 403, htmlDocument({ title: 'Form refused', body }), pageContentSecurityPolicy());
}
