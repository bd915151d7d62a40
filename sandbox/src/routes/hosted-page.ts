import type { ServerResponse } from 'node:http';
import { escapeHtml, htmlDocument, pageContentSecurityPolicy, sendHtml } from '../http/html.js';
import type { AttemptRecord } from '../state/records.js';
import type { BackendContext } from './context.js';
import { pageAttempt } from './page-attempt.js';

export const HOSTED_PAGE_PREFIX = '/auth';

/** GET /auth/authorizations/{id} and /auth/payments/{id}: the page where the PSU authorises. */
export function serveHostedPage(response: ServerResponse, context: BackendContext, pathname: string): void {
  const attempt = pageAttempt(context.store, pathname.slice(HOSTED_PAGE_PREFIX.length));
  if (!attempt) {
    const body = '<main><h1>Not found</h1><p>There is no such authorisation or payment.</p></main>';
    sendHtml(response, 404, htmlDocument({ title: 'Not found', body }), pageContentSecurityPolicy());
    return;
  }
  const html = htmlDocument({
    title: `${attempt.aspsp.name}: authorisation`,
    head: '<link rel="stylesheet" href="/lib/widgets.css">\n<script src="/lib/widgets.umd.min.js" defer></script>',
    body: `<main>\n${authFlowElement(attempt, context.origin)}\n</main>`,
  });
  // Its widget's requests name this page (Referer): its proof of being first-party (hosted-page-proof.ts).
  // Its widget frames the sandbox's own credentials page (credentials-frame/).
  sendHtml(response, 200, html, `${pageContentSecurityPolicy()}; frame-src 'self'`, 'same-origin');
}

function authFlowElement(attempt: AttemptRecord, origin: string): string {
  const idAttribute = attempt.service === 'AIS' ? 'authorization' : 'payment';
  const sandbox = attempt.application.environment === 'SANDBOX' ? ' sandbox' : '';
  return `<service-auth-flow ${idAttribute}="${escapeHtml(attempt.id)}" origin="${escapeHtml(origin)}"${sandbox}></service-auth-flow>`;
}
