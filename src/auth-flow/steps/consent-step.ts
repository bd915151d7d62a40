import { html, nothing } from 'lit';
import { renderAccessSummary, renderProviderTerms } from '../../access/access-summary.js';
import type { FlowStep, PaymentSummary } from '../../api/types.js';
import { formatAmount } from '../../i18n/format-amount.js';
import { formatDate } from '../../i18n/format-date.js';
import type { StepContext } from './step-context.js';
import { stepHeading } from './step-heading.js';

type ConsentStep = Extract<FlowStep, { type: 'consent' }>;

export function renderConsentStep(step: ConsentStep, context: StepContext) {
  const { i18n, flow } = context;
  const names = { application: flow.application.name, aspsp: flow.aspsp.name, provider: step.provider.name };
  const isPayment = flow.service === 'PIS' && step.payment !== undefined;
  return html`
    ${stepHeading(i18n.t(isPayment ? 'flowConsentHeadingPis' : 'flowConsentHeadingAis', names))}
    <p>${i18n.t(isPayment ? 'flowConsentIntroPis' : 'flowConsentIntroAis', names)}</p>
    ${
      isPayment && step.payment
        ? renderPayment(step.payment, context)
        : step.access
          ? renderAccessSummary(step.access, i18n, names)
          : nothing
    }
    ${renderProviderTerms(step.provider, i18n, names)}
    <div class="service-actions">
      <button
        type="button"
        class="service-primary"
        ?disabled=${context.busy}
        @click=${() => context.act({ action: 'confirm' })}
      >
        ${i18n.t('consentConfirm')}
      </button>
      <button type="button" ?disabled=${context.busy} @click=${() => context.act({ action: 'cancel' })}>
        ${i18n.t('flowCancel')}
      </button>
    </div>
  `;
}

/**
 * Each payment of several under a heading of its own, which a screen reader moves between; no
 * landmark, which would add one per payment to the page's (a single one among them as well).
 */
function renderPayment(payment: PaymentSummary, { i18n }: StepContext) {
  const count = payment.transactions.length;
  return html`
    <dl class="service-payment-total">
      <dt>${i18n.t('flowPaymentTotal')}</dt>
      <dd><strong>${formatAmount(payment.total, i18n.formats.tag)}</strong></dd>
      ${
        payment.debtor_account
          ? html`<dt>${i18n.t('flowPaymentDebtorAccount')}</dt>
              <dd>${payment.debtor_account.identification}</dd>`
          : nothing
      }
    </dl>
    ${payment.transactions.map(
      (transaction, index) => html`
        <div class="service-payment">
          ${count > 1 ? html`<h3>${i18n.t('flowPaymentNumber', { index: index + 1, count })}</h3>` : nothing}
          <dl>
            <dt>${i18n.t('flowPaymentAmount')}</dt>
            <dd>${formatAmount(transaction.instructed_amount, i18n.formats.tag)}</dd>
            ${
              transaction.creditor_name
                ? html`<dt>${i18n.t('flowPaymentCreditor')}</dt>
                    <dd>${transaction.creditor_name}</dd>`
                : nothing
            }
            <dt>${i18n.t('flowPaymentCreditorAccount')}</dt>
            <dd>${transaction.creditor_account.identification}</dd>
            ${
              transaction.remittance_information?.length
                ? html`<dt>${i18n.t('flowPaymentRemittance')}</dt>
                    <dd>${transaction.remittance_information.join(' ')}</dd>`
                : nothing
            }
            ${
              transaction.reference_number
                ? html`<dt>${i18n.t('flowPaymentReference')}</dt>
                    <dd>${transaction.reference_number}</dd>`
                : nothing
            }
            ${
              transaction.requested_execution_date
                ? html`<dt>${i18n.t('flowPaymentDate')}</dt>
                    <dd>${formatDate(transaction.requested_execution_date, i18n.formats.tag)}</dd>`
                : nothing
            }
          </dl>
        </div>
      `,
    )}
  `;
}
