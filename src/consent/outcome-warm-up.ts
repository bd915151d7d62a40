/**
 * The consent's outcome is rendered for the first time in a page when the decision is
 * answered: Lit then prepares its template and runs its ref directive (Lit's async directives,
 * whose code no earlier render ran), and V8 compiles each of those functions on its first call,
 * which made the main thread's work from the answer to the outcome painted about twice a
 * hand-written page's. Once the consent has painted, while the PSU reads it, a made-up answer
 * is checked as a real one is and its outcome rendered once off the page: the real answer
 * finds the template prepared and the functions compiled. Nothing on the page changes and no
 * event fires; once per page.
 */
import { nothing, render } from 'lit';
import { createRef } from '../elements/element-ref.js';
import { toSafeUrl } from '../api/safe-url.js';
import { isConsentDecision } from '../api/validate.js';
import type { Localization } from '../i18n/localization.js';
import { renderOutcome } from './consent-outcome.js';
import { statusMessageKey } from './consent-stage.js';

let warmed = false;

/** Checks a made-up answer and renders its outcome into a detached element; later calls do nothing. */
export function warmUpOutcome(i18n: Localization): void {
  if (warmed) return;
  warmed = true;
  // As an answer arrives: parsed from JSON, then checked, its URL too.
  const answer: unknown = JSON.parse('{"status":"CONSENT_GIVEN","url":"https://application.invalid/"}');
  if (!isConsentDecision(answer) || !toSafeUrl(answer.url)) return;
  const container = document.createElement('div');
  render(renderOutcome(i18n.t(statusMessageKey(answer.status), { aspsp: '' }), createRef()), container);
  render(nothing, container);
}
