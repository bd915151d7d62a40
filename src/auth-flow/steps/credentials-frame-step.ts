import { html, nothing } from 'lit';
import { ref } from '../../elements/element-ref.js';
import type { FlowStep } from '../../api/types.js';
import { renderErrorMessage } from '../../elements/error-message-view.js';
import { inlineHeight } from '../../elements/inline-height.js';
import type { StepContext, FramedStep } from './step-context.js';
import { stepHeading } from './step-heading.js';

type CredentialsStep = Extract<FlowStep, { type: 'credentials' }>;

/**
 * A credentials step the backend shows itself (widget-api.md, section 5b): its page in an
 * iframe, between the widget's own heading and Cancel. The widget never renders the fields:
 * when the frame is refused or does not load, the PSU reads why and can still cancel. The step
 * paints first with the frame's room alone, and the iframe comes right after (CredentialsFrame
 * .place). Until the frame says its form is shown, the outline of a form stands in its room
 * (widgets.css).
 */
export function renderCredentialsFrameStep(step: CredentialsStep, framed: FramedStep, context: StepContext) {
  const { i18n, flow } = context;
  const { source, view } = framed;
  const problem =
    'refused' in source
      ? i18n.t('errorUnsafeUrl')
      : view.blocked
        ? i18n.t('errorCredentialsFrameBlocked', { origin: new URL(source.url).origin })
        : undefined;
  return html`
    ${stepHeading(i18n.t('flowCredentialsHeading', { aspsp: flow.aspsp.name }))}
    ${problem === undefined ? nothing : renderErrorMessage({ message: problem, className: 'service-frame-error' })}
    ${
      !('url' in source)
        ? nothing
        : view.placedUrl === source.url
          ? html`<iframe
              class=${view.height === undefined ? 'service-credentials-frame service-frame-loading' : 'service-credentials-frame'}
              src=${source.url}
              title=${i18n.t('flowCredentialsFrameTitle', { aspsp: flow.aspsp.name })}
              ?hidden=${view.blocked}
              ${inlineHeight(frameHeight(view.height, step))}
              ${ref(view.attach)}
            ></iframe>`
          : html`<div
              class="service-credentials-frame service-frame-loading"
              ${inlineHeight(frameHeight(undefined, step))}
            ></div>`
    }
    <div class="service-actions">
      <button type="button" ?disabled=${context.busy} @click=${() => context.act({ action: 'cancel' })}>
        ${i18n.t('flowCancel')}
      </button>
    </div>
  `;
}

/**
 * The frame's height: what it told, or until then room for what it will show (each field with
 * its label and input, a line of help where there is one, the error, the button), so that the
 * step hardly moves when the form appears.
 */
export function frameHeight(told: number | undefined, step: CredentialsStep): string {
  if (told !== undefined) return `${told}px`;
  const help = step.fields.filter((field) => field.description !== undefined).length;
  const ems = step.fields.length * 5 + help * 1.5 + (step.error ? 3 : 0) + 3;
  return `${ems}em`;
}
