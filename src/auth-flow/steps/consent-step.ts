import { html, nothing } from 'lit';
import type { Access, AccountIdentification, FlowStep, PaymentSummary, Provider } from '../../api/types.js';
import { formatAmount } from '../../i18n/format-amount.js';
import { formatDate, formatDateTime } from '../../i18n/format-date.js';
import { externalLink } from './safe-link.js';
import type { StepContext } from './step-context.js';
import { stepHeading } from './step-heading.js';

type ConsentStep = Extract<FlowStep, { type: 'consent' }>;

export function renderConsentStep(step: ConsentStep, context: StepContext) {
  const { i18n, flow } = context;
  const names = { application: flow.application.name, aspsp: flow.aspsp.name };
  const isPayment = flow.service === 'PIS' && step.payment !== undefined;
  return html`
    ${stepHeading(i18n.t(isPayment ? 'flowConsentHeadingPis' : 'flowConsentHeadingAis', names))}
    <p>${i18n.t(isPayment ? 'flowConsentIntroPis' : 'flowConsentIntroAis', names)}</p>
    ${isPayment && step.payment ? renderPayment(step.payment, context) : renderAccess(step.access, context)}
    ${renderProvider(step.provider, context)}
    <div class="service-actions">
      <button
        type="button"
        class="service-primary"
        ?disabled=${context.busy}
        @click=${() => context.act({ action: 'confirm' })}
      >
        ${i18n.t('flowAccept')}
      </button>
      <button type="button" ?disabled=${context.busy} @click=${() => context.act({ action: 'cancel' })}>
        ${i18n.t('flowCancel')}
      </button>
    </div>
  `;
}

export function accountLabel(account: AccountIdentification): string {
  return account.iban ?? account.other?.identification ?? '';
}

function renderAccess(access: Access | undefined, { i18n }: StepContext) {
  if (!access) return nothing;
  const named = (access.accounts ?? []).map(accountLabel).filter((label) => label !== '');
  return html`
    <ul class="service-access">
      <li>${i18n.t('flowAccessAccounts')}</li>
      ${access.balances ? html`<li>${i18n.t('flowAccessBalances')}</li>` : nothing}
      ${access.transactions ? html`<li>${i18n.t('flowAccessTransactions')}</li>` : nothing}
    </ul>
    ${
      named.length > 0
        ? html`<p>${i18n.t('flowAccessNamedAccounts')}</p>
            <ul class="service-accounts">
              ${named.map((label) => html`<li>${label}</li>`)}
            </ul>`
        : nothing
    }
    <p>${i18n.t('flowAccessValidUntil', { date: formatDateTime(access.valid_until, i18n.locale) })}</p>
  `;
}

function renderPayment(payment: PaymentSummary, { i18n }: StepContext) {
  const locale = i18n.locale;
  const count = payment.transactions.length;
  return html`
    <dl class="service-payment-total">
      <dt>${i18n.t('flowPaymentTotal')}</dt>
      <dd><strong>${formatAmount(payment.total, locale)}</strong></dd>
      ${
        payment.debtor_account
          ? html`<dt>${i18n.t('flowPaymentDebtorAccount')}</dt>
              <dd>${payment.debtor_account.identification}</dd>`
          : nothing
      }
    </dl>
    ${payment.transactions.map(
      (transaction, index) => html`
        <section
          class="service-payment"
          aria-label=${i18n.t('flowPaymentNumber', { index: index + 1, count })}
        >
          ${count > 1 ? html`<h3>${i18n.t('flowPaymentNumber', { index: index + 1, count })}</h3>` : nothing}
          <dl>
            <dt>${i18n.t('flowPaymentAmount')}</dt>
            <dd>${formatAmount(transaction.instructed_amount, locale)}</dd>
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
                    <dd>${formatDate(transaction.requested_execution_date, locale)}</dd>`
                : nothing
            }
          </dl>
        </section>
      `,
    )}
  `;
}

function renderProvider(provider: Provider, { i18n }: StepContext) {
  const newTab = i18n.t('flowOpensInNewTab');
  return html`<p class="service-provider">
    ${i18n.t('flowProvider', { provider: provider.name })}
    ${externalLink(provider.terms_url, i18n.t('flowTermsLink'), newTab)}
    ${externalLink(provider.privacy_url, i18n.t('flowPrivacyLink'), newTab)}
  </p>`;
}
