/**
 * The PIS journey (pis.html): the payment form, the bank list (service PIS), POST /payments
 * by the demo's server side, then the auth flow on this page, which ends at the callback page.
 */
import '../../src/define.js';
import type { SelectedDetail } from '../../src/events.js';
import type { CreatePaymentRequest, CreatePaymentResult, DemoConfig } from '../common/demo-api-contract.js';
import { isValidIban } from '../common/iban.js';
import { demoApi, demoConfig, failureText } from '../browser/demo-api.js';
import { byId, focusHeading } from '../browser/dom.js';
import { JourneyPage } from '../browser/journey-page.js';
import { showNotice } from '../browser/notice.js';
import { createWidget } from '../browser/widgets.js';

type PaymentDetails = Pick<
  CreatePaymentRequest,
  'amount' | 'currency' | 'creditorName' | 'creditorIban' | 'remittance' | 'deferSubmission'
>;

const page = new JourneyPage('PIS', 'payment');
const form = byId('payment-form', HTMLFormElement);
const iban = byId('creditor-iban', HTMLInputElement);

function stage(step: string, title: string, text: string, widget?: HTMLElement): void {
  form.hidden = step !== 'payment';
  page.stage(step, title, text, widget);
}

function showPaymentForm(): void {
  stage(
    'payment',
    'The payment',
    'What the PSU is about to pay; the application’s server creates it with POST /payments once a bank is chosen.',
  );
}

function paymentDetails(): PaymentDetails {
  const value = (name: string) => byId(name, HTMLInputElement).value.trim();
  const remittance = value('remittance');
  return {
    amount: value('amount'),
    currency: byId('currency', HTMLSelectElement).value,
    creditorName: value('creditor-name'),
    creditorIban: value('creditor-iban'),
    ...(remittance ? { remittance } : {}),
    deferSubmission: byId('defer', HTMLInputElement).checked,
  };
}

function showBankList(config: DemoConfig, payment: PaymentDetails): void {
  stage(
    'bank',
    'Choose the payer’s bank',
    `service-aspsp-list with service="PIS": the banks that initiate payments for ${page.settings.value.psuType} PSUs.`,
    page.bankList(config.backendOrigin, (bank) => void createPayment(config, payment, bank)),
  );
}

async function createPayment(
  config: DemoConfig,
  payment: PaymentDetails,
  bank: SelectedDetail,
): Promise<void> {
  const created = await page.start(
    { pending: `Creating the payment at ${bank.name}…`, failure: 'The payment could not be created' },
    () =>
      demoApi<CreatePaymentResult>('/payments', {
        ...payment,
        ...page.journeyRequest(bank),
      } satisfies CreatePaymentRequest),
  );
  if (!created) return;
  const flow = createWidget('service-auth-flow', {
    payment: created.paymentId,
    origin: config.backendOrigin,
    sandbox: true,
  });
  stage(
    'authorise',
    `Authorise the payment at ${bank.name}`,
    `A ${created.paymentType} payment, status ${created.status}. service-auth-flow shows it for review and runs the authorisation; it ends at the callback page.`,
    flow,
  );
  if (payment.deferSubmission && !created.deferred) {
    showNotice(
      page.notice,
      'info',
      `${bank.name} does not support deferred submission for this payment type: the payment is submitted as soon as it is authorised.`,
    );
  }
  focusHeading(page.heading);
}

iban.addEventListener('input', () => {
  iban.setCustomValidity(
    iban.value.trim() === '' || isValidIban(iban.value) ? '' : 'This IBAN’s check digits do not match.',
  );
});

page.restart.addEventListener('click', () => {
  showPaymentForm();
  focusHeading(page.heading);
});

const config = demoConfig();
config.catch((error: unknown) =>
  showNotice(page.notice, 'error', `The demo could not start: ${failureText(error)}`),
);
form.addEventListener('submit', (event) => {
  event.preventDefault();
  if (!form.reportValidity()) return;
  const payment = paymentDetails();
  config.then(
    (loaded) => {
      showBankList(loaded, payment);
      focusHeading(page.heading);
    },
    // Already shown when the page started.
    () => undefined,
  );
});
