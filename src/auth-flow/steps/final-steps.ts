import { html, nothing } from 'lit';
import { toSafeUrl } from '../../api/safe-url.js';
import type { FlowStep } from '../../api/types.js';
import type { StepContext } from './step-context.js';
import { stepHeading } from './step-heading.js';

type RedirectStep = Extract<FlowStep, { type: 'redirect' }>;
type DoneStep = Extract<FlowStep, { type: 'done' }>;
type FailedStep = Extract<FlowStep, { type: 'failed' }>;

/** The element navigates on its own; the link is there in case the navigation is blocked. */
export function renderRedirectStep(step: RedirectStep, { i18n, flow }: StepContext) {
  const url = toSafeUrl(step.url);
  return html`
    ${stepHeading(i18n.t('flowRedirectHeading', { aspsp: flow.aspsp.name }))}
    ${url ? html`<p><a href=${url.href}>${i18n.t('flowRedirectLink', { aspsp: flow.aspsp.name })}</a></p>` : nothing}
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
  const description = step.error === 'access_denied' ? i18n.t('flowAccessDenied') : step.error_description;
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
