import { html } from 'lit';
import { ownValue } from '../../api/own-value.js';
import type { AuthApproach, FlowStep } from '../../api/types.js';
import type { MessageKey } from '../../i18n/locales/en.js';
import { shownTitle } from './shown-title.js';
import type { StepContext } from './step-context.js';
import { stepHeading } from './step-heading.js';

type MethodStep = Extract<FlowStep, { type: 'method' }>;

const approachText: Record<AuthApproach, MessageKey> = {
  REDIRECT: 'flowApproachRedirect',
  EMBEDDED: 'flowApproachEmbedded',
  DECOUPLED: 'flowApproachDecoupled',
};

export function renderMethodStep(step: MethodStep, context: StepContext) {
  const { i18n, flow } = context;
  return html`
    ${stepHeading(i18n.t('flowMethodHeading', { aspsp: flow.aspsp.name }))}
    <ul class="service-methods">
      ${step.methods.map((method, index) => {
        // By position: a method's name is the bank's, and may hold a space.
        const descriptionId = context.id(`method-${index}`);
        // An approach this version does not know ("constructor" included) has no explanation.
        const explanation = ownValue(approachText, method.approach);
        return html`<li>
          <button
            type="button"
            ?disabled=${context.busy}
            aria-describedby=${descriptionId}
            @click=${() => context.act({ action: 'select_method', method: method.name })}
          >
            ${shownTitle(method)}
          </button>
          <p id=${descriptionId}>${explanation ? i18n.t(explanation) : ''}</p>
        </li>`;
      })}
    </ul>
    <div class="service-actions">
      <button type="button" ?disabled=${context.busy} @click=${() => context.act({ action: 'cancel' })}>
        ${i18n.t('flowCancel')}
      </button>
    </div>
  `;
}
