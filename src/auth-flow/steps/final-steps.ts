import { html, nothing } from 'lit';
import { toSafeUrl } from '../../api/safe-url.js';
import type { FlowStep } from '../../api/types.js';
import { knownErrorKey } from '../../elements/error-message.js';
import { handoffButton } from './handoff-step.js';
import type { HandoffOffer, StepContext } from './step-context.js';
import { stepHeading } from './step-heading.js';

type RedirectStep = Extract<FlowStep, { type: 'redirect' }>;
type DoneStep = Extract<FlowStep, { type: 'done' }>;
type FailedStep = Extract<FlowStep, { type: 'failed' }>;

/**
 * The element navigates on its own; the link is there in case the navigation is blocked.
 * With a hand-off on offer, the PSU chooses instead: this device's bank page or the phone.
 */
export function renderRedirectStep(step: RedirectStep, context: StepContext) {
  const { i18n, flow } = context;
  if (context.handoff) return renderRedirectChoice(step, context, context.handoff);
  const url = toSafeUrl(step.url);
  return html`
    ${stepHeading(i18n.t('flowRedirectHeading', { aspsp: flow.aspsp.name }))}
    ${url ? html`<p><a href=${url.href}>${i18n.t('flowRedirectLink', { aspsp: flow.aspsp.name })}</a></p>` : nothing}
  `;
}

function renderRedirectChoice(step: RedirectStep, context: StepContext, handoff: HandoffOffer) {
  const { i18n, flow } = context;
  const url = toSafeUrl(step.url);
  // A real link (it can be opened elsewhere too); a click goes through the element's navigation.
  const here = url
    ? html`<a
        class=${handoff.second ? 'service-button service-primary' : 'service-button'}
        href=${url.href}
        @click=${(event: Event) => {
          event.preventDefault();
          context.navigate(url.href);
        }}
        >${i18n.t('flowRedirectLink', { aspsp: flow.aspsp.name })}</a
      >`
    : nothing;
  const phone = handoffButton(context, handoff);
  return html`
    ${stepHeading(i18n.t('flowHandoffChoiceHeading', { aspsp: flow.aspsp.name }))}
    <p>${i18n.t('flowHandoffChoice')}</p>
    <div class="service-actions">
      ${handoff.second ? [here, phone] : [phone, here]}
      <button type="button" ?disabled=${context.busy} @click=${() => context.act({ action: 'cancel' })}>
        ${i18n.t('flowCancel')}
      </button>
    </div>
  `;
}

export function renderDoneStep(step: DoneStep, { i18n, flow }: StepContext) {
  const url = toSafeUrl(step.redirect_url);
  const application = flow.application.name;
  return html`
    ${stepHeading(i18n.t('flowDoneHeading'))}
    <p role="status">${i18n.t('flowDoneText', { application })}</p>
    ${url ? html`<p><a href=${url.href}>${i18n.t('flowReturn', { application })}</a></p>` : nothing}
  `;
}

export function renderFailedStep(step: FailedStep, context: StepContext) {
  const { i18n, flow } = context;
  // A code the widgets know (an expiry) reads in the PSU's language; a bank's failure as the bank wrote it.
  const known = step.error === 'access_denied' ? 'flowAccessDenied' : knownErrorKey(step.error);
  const description = known ? i18n.t(known) : step.error_description;
  const returnUrl = step.redirect_url;
  return html`
    ${stepHeading(i18n.t('flowFailedHeading'))}
    <p>${description}</p>
    ${
      returnUrl && toSafeUrl(returnUrl)
        ? html`<div class="service-actions">
            <button type="button" @click=${() => context.navigate(returnUrl)}>
              ${i18n.t('flowReturn', { application: flow.application.name })}
            </button>
          </div>`
        : nothing
    }
  `;
}
