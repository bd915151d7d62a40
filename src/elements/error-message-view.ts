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
  /** A bold heading above the message; without one, the message is a single paragraph. */
  heading?: string;
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
  return html`<div role="alert" tabindex=${ifDefined(tabindex)} class=${className} ${ref(focusRef)}>
    <p><strong>${view.heading}</strong></p>
    <p>${view.message}</p>
    ${view.action ?? nothing}
  </div>`;
}
