import { html, nothing } from 'lit';
import type { FlowField, FlowStep } from '../../api/types.js';
import { autocompleteFor, inputModeFor } from '../credential-field.js';
import { compileTemplate, fitsTemplate, maxCheckedValueLength } from '../template-check.js';
import { renderCredentialsFrameStep } from './credentials-frame-step.js';
import { knownErrorKey } from '../../elements/error-message.js';
import { shownTitle } from './shown-title.js';
import type { StepContext } from './step-context.js';
import type { Localization } from '../../i18n/localization.js';
import { stepHeading } from './step-heading.js';

type CredentialsStep = Extract<FlowStep, { type: 'credentials' }>;

/** Long enough for any real credential; bounds what is typed, stored and checked. */
const maxCredentialLength = 256;

/**
 * A real form. Values live only in the inputs (no Lit binding keeps a copy); on submit
 * they are read once, the inputs are emptied, and the values go out in one POST. A step that
 * carries `frame` is the backend's to show: never a field here, whatever else it carries.
 */
export function renderCredentialsStep(step: CredentialsStep, context: StepContext) {
  if (step.frame) {
    return context.credentialsFrame
      ? renderCredentialsFrameStep(step, context.credentialsFrame, context)
      : nothing;
  }
  const { i18n, flow } = context;
  const errorId = context.id('credentials-error');
  // The bank's refusal describes the form and each field the PSU goes back to.
  const refusalId = step.error ? errorId : undefined;
  return html`
    ${stepHeading(i18n.t('flowCredentialsHeading', { aspsp: flow.aspsp.name }))}
    ${
      step.error
        ? html`<p id=${errorId} class="service-form-error" role="alert" tabindex="-1">
            ${knownLead(step.error, i18n)}${step.error.message}
          </p>`
        : nothing
    }
    <form
      class="service-credentials"
      aria-describedby=${refusalId ?? nothing}
      @submit=${(event: SubmitEvent) => submit(event, step.fields, context)}
    >
      ${step.fields.map((field, index) => renderField(field, index, step.fields, context, refusalId))}
      <button type="submit" class="service-primary" ?disabled=${context.busy}>
        ${i18n.t('flowCredentialsSubmit')}
      </button>
      <button type="button" ?disabled=${context.busy} @click=${() => context.act({ action: 'cancel' })}>
        ${i18n.t('flowCancel')}
      </button>
    </form>
  `;
}

function renderField(
  field: FlowField,
  index: number,
  fields: readonly FlowField[],
  context: StepContext,
  refusalId: string | undefined,
) {
  const { i18n } = context;
  // By position: a field's name is the bank's, and may hold a space, which would split an id list.
  const inputId = context.id(`field-${index}`);
  const helpId = context.id(`help-${index}`);
  const hintId = context.id(`hint-${index}`);
  const pattern = compileTemplate(field.template);
  const onFormatCheck = (event: Event) => formatHint(event, pattern, hintId, i18n.t('flowFormatHint'));
  // The format hint only where there is a format, and it is empty until it applies (hidden
  // text would still be read).
  const describedBy = [refusalId, field.description ? helpId : '', pattern ? hintId : '']
    .filter(Boolean)
    .join(' ');
  return html`<div class="service-field">
    <label for=${inputId}>
      ${shownTitle(field)}${field.required ? html` <span class="service-required">(${i18n.t('flowRequired')})</span>` : nothing}
    </label>
    ${field.description ? html`<p id=${helpId} class="service-help">${field.description}</p>` : nothing}
    <div class="service-input-row">
      <input
        id=${inputId}
        name=${field.name}
        type=${field.secret ? 'password' : 'text'}
        .autocomplete=${autocompleteFor(field, fields)}
        inputmode=${inputModeFor(field)}
        maxlength=${maxCredentialLength}
        spellcheck="false"
        autocapitalize="off"
        ?required=${field.required}
        aria-describedby=${describedBy || nothing}
        @input=${onFormatCheck}
        @change=${onFormatCheck}
      />
      ${
        field.secret
          ? html`<button
              type="button"
              class="service-reveal"
              aria-pressed="false"
              aria-controls=${inputId}
              @click=${(event: MouseEvent) => toggleReveal(event.currentTarget as HTMLButtonElement, inputId)}
            >
              ${i18n.t('flowShowSecret', { field: shownTitle(field) })}
            </button>`
          : nothing
      }
    </div>
    ${pattern ? html`<p id=${hintId} class="service-hint" aria-live="polite"></p>` : nothing}
  </div>`;
}

/**
 * A format hint only: it never blocks submitting, as the bank has the last word. It comes as
 * the PSU leaves a field whose value does not fit (`change`), not at the first key of a value
 * still being typed, and goes as the value fits. A polite live region: it is heard after the
 * name of the field the PSU moved on to.
 */
function formatHint(event: Event, pattern: RegExp | undefined, hintId: string, text: string) {
  const input = event.target as HTMLInputElement;
  const fits = fitsTemplate(pattern, input.value.slice(0, maxCheckedValueLength + 1));
  const show = fits === false && (event.type === 'change' || input.getAttribute('aria-invalid') === 'true');
  const hint = input.ownerDocument.getElementById(hintId);
  if (hint) hint.textContent = show ? text : '';
  if (show) input.setAttribute('aria-invalid', 'true');
  else input.removeAttribute('aria-invalid');
}

function toggleReveal(button: HTMLButtonElement, inputId: string) {
  const input = button.ownerDocument.getElementById(inputId);
  if (!(input instanceof HTMLInputElement)) return;
  const reveal = input.type === 'password';
  input.type = reveal ? 'text' : 'password';
  button.setAttribute('aria-pressed', String(reveal));
}

function submit(event: SubmitEvent, fields: readonly FlowField[], context: StepContext) {
  event.preventDefault();
  if (context.busy) return;
  const form = event.currentTarget as HTMLFormElement;
  // No prototype: a field named "__proto__" is a credential like any other.
  const credentials: Record<string, string> = Object.create(null) as Record<string, string>;
  // The inputs in the fields' order: a name the bank gave twice still finds its own.
  const inputs = form.querySelectorAll<HTMLInputElement>('.service-field input');
  fields.forEach((field, index) => {
    const input = inputs[index];
    if (input && input.value !== '') credentials[field.name] = input.value;
  });
  clearCredentials(form);
  context.act({ action: 'submit_credentials', credentials });
}

/** Empties every credential input below root, with its format hint, and hides secrets again. */
export function clearCredentials(root: ParentNode) {
  for (const input of root.querySelectorAll<HTMLInputElement>('.service-credentials input')) {
    input.value = '';
    input.removeAttribute('aria-invalid');
  }
  for (const hint of root.querySelectorAll('.service-credentials .service-hint')) hint.textContent = '';
  for (const button of root.querySelectorAll<HTMLButtonElement>('.service-reveal')) {
    const input = button.ownerDocument.getElementById(button.getAttribute('aria-controls') ?? '');
    if (input instanceof HTMLInputElement) input.type = 'password';
    button.setAttribute('aria-pressed', 'false');
  }
}

/**
 * A code the widgets know (refused credentials) reads first in the PSU's language: the bank's
 * own words that follow may be in another (the sandbox's are English), and may say what to fix
 * or how many tries are left.
 */
function knownLead(error: { error?: string }, i18n: Localization): string {
  const key = error.error && knownErrorKey(error.error);
  return key ? `${i18n.t(key)} ` : '';
}
