/**
 * The one template for an error shown in a widget: instead of its content (a failed load) or
 * beside it (a failed action). It is an alert, so a screen reader reads it when it appears.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import { ref, type Ref } from './element-ref.js';

export interface ErrorMessageView {
  /** The localised text for the PSU. */
  message: string;
  /**
   * A heading above the message, at its level in the widget: 2 in place of the content (whose
   * own top heading is an h2), 3 inside content under its h2. Without one, the message is a
   * single paragraph.
   */
  heading?: { text: string; level: 2 | 3 };
  /** A class beside `service-error`, for pages and tests that tell the errors apart. */
  className?: string;
  /** Focus moves here (it gets tabindex -1); given as a ref when the host focuses it by ref. */
  focus?: boolean | Ref<HTMLElement>;
  /** What the PSU can do about it, such as a "Try again" button. */
  action?: TemplateResult;
}

export function renderErrorMessage(view: ErrorMessageView): TemplateResult {
  const className = view.className ? `service-error ${view.className}` : 'service-error';
  const tabindex = view.focus ? '-1' : undefined;
  const focusRef = typeof view.focus === 'object' ? view.focus : undefined;
  if (view.heading === undefined) {
    return html`<p class=${className} role="alert" tabindex=${ifDefined(tabindex)} ${ref(focusRef)}>
      ${view.message}
    </p>`;
  }
  const { text, level } = view.heading;
  // Screen readers list it among the page's headings, where a PSU looking for what happened goes.
  const heading =
    level === 2
      ? html`<h2 class="service-error-heading">${text}</h2>`
      : html`<h3 class="service-error-heading">${text}</h3>`;
  return html`<div role="alert" tabindex=${ifDefined(tabindex)} class=${className} ${ref(focusRef)}>
    ${heading}
    <p>${view.message}</p>
    ${view.action ?? nothing}
  </div>`;
}
