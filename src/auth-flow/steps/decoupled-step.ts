import { html, nothing } from 'lit';
import type { FlowStep } from '../../api/types.js';
import { handoffButton } from './handoff-step.js';
import type { StepContext } from './step-context.js';
import { stepHeading } from './step-heading.js';

type DecoupledStep = Extract<FlowStep, { type: 'decoupled' }>;

export function renderDecoupledStep(step: DecoupledStep, context: StepContext) {
  const { i18n } = context;
  return html`
    ${stepHeading(i18n.t('flowDecoupledHeading'))}
    ${step.message ? html`<p class="service-bank-message">${step.message}</p>` : nothing}
    ${
      step.verification_code
        ? html`<p class="service-verification">
            ${i18n.t('flowVerificationCode')}
            <strong class="service-verification-code">${step.verification_code}</strong>
          </p>`
        : nothing
    }
    <p role="status" class="service-waiting">${i18n.t('flowDecoupledWaiting')}</p>
    <div class="service-actions">
      ${context.handoff && !context.handoff.second ? handoffButton(context, context.handoff) : nothing}
      <button type="button" ?disabled=${context.busy} @click=${() => context.act({ action: 'cancel' })}>
        ${i18n.t('flowCancel')}
      </button>
      ${context.handoff?.second ? handoffButton(context, context.handoff) : nothing}
    </div>
  `;
}
