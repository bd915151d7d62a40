/**
 * The PIS journey (pis.html): the payment form, the bank list (service PIS), POST /payments
 * by the demo's server side, then the auth flow on this page, which ends at the callback page.
 */
import '../../src/define.js';
import type { SelectedDetail } from '../../src/events.js';
import type { CreatePaymentRequest, CreatePaymentResult, DemoConfig } from '../common/demo-api-contract.js';
import { isValidIban } from '../common/iban.js';
import { showApiCalls } from '../browser/api-calls-view.js';
import { demoApi, demoConfig, DemoApiError, failureText } from '../browser/demo-api.js';
import { byId, focusHeading } from '../browser/dom.js';
import { EventLog } from '../browser/event-log.js';
import { setProgress } from '../browser/journey-progress.js';
import { SettingsForm } from '../browser/journey-settings.js';
import { LocalePicker } from '../browser/locale-picker.js';
import { clearNotice, showNotice } from '../browser/notice.js';
import { createWidget, setAttributes } from '../browser/widgets.js';
import { onWidgetError, widgetErrorText } from '../browser/widget-errors.js';

type PaymentDetails = Pick<
  CreatePaymentRequest,
  'amount' | 'currency' | 'creditorName' | 'creditorIban' | 'remittance' | 'deferSubmission'
>;

const settings = new SettingsForm('PIS');
const locale = new LocalePicker(byId('widget-locale', HTMLSelectElement));
const log = new EventLog(byId('event-log', HTMLOListElement));
const calls = byId('api-calls', HTMLOListElement);
const progress = byId('progress', HTMLOListElement);
const heading = byId('stage-heading', HTMLHeadingElement);
const hint = byId('stage-hint', HTMLParagraphElement);
const notice = byId('notice', HTMLDivElement);
const slot = byId('widget-slot', HTMLDivElement);
const restart = byId('restart', HTMLButtonElement);
const form = byId('payment-form', HTMLFormElement);
const iban = byId('creditor-iban', HTMLInputElement);

let list: HTMLElement | undefined;
/** A second bank chosen while the first is being started is ignored. */
let starting = false;

function stage(step: string, title: string, text: string, widget?: HTMLElement): void {
  setProgress(progress, step);
  heading.textContent = title;
  hint.textContent = text;
  clearNotice(notice);
  form.hidden = step !== 'payment';
  restart.hidden = step === 'payment';
  if (!widget) {
    slot.replaceChildren();
    return;
  }
  locale.apply(widget);
  log.watch(widget);
  onWidgetError(widget, (detail) => showNotice(notice, 'error', widgetErrorText(widget, detail)));
  slot.replaceChildren(widget);
}

function showPaymentForm(): void {
  list = undefined;
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
  const { country, psuType } = settings.value;
  list = createWidget('service-aspsp-list', {
    country,
    'psu-type': psuType,
    service: 'PIS',
    origin: config.backendOrigin,
    sandbox: true,
  });
  list.addEventListener('selected', (event) => {
    void createPayment(config, payment, (event as CustomEvent<SelectedDetail>).detail);
  });
  stage(
    'bank',
    'Choose the payer’s bank',
    `service-aspsp-list with service="PIS": the banks that initiate payments for ${psuType} PSUs.`,
    list,
  );
}

async function createPayment(
  config: DemoConfig,
  payment: PaymentDetails,
  bank: SelectedDetail,
): Promise<void> {
  if (starting) return;
  starting = true;
  const { application, psuType } = settings.value;
  heading.textContent = `Creating the payment at ${bank.name}…`;
  let created: CreatePaymentResult;
  try {
    created = await demoApi<CreatePaymentResult>('/payments', {
      ...payment,
      application,
      aspsp: { name: bank.name, country: bank.country },
      psuType,
      ...(locale.value ? { language: locale.value } : {}),
    } satisfies CreatePaymentRequest);
  } catch (error) {
    if (error instanceof DemoApiError) showApiCalls(calls, error.calls);
    heading.textContent = 'Choose the payer’s bank';
    showNotice(notice, 'error', `The payment could not be created: ${failureText(error)}`);
    return;
  } finally {
    starting = false;
  }
  showApiCalls(calls, created.calls);
  list = undefined;
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
      notice,
      'info',
      `${bank.name} does not support deferred submission for this payment type: the payment is submitted as soon as it is authorised.`,
    );
  }
  focusHeading(heading);
}

iban.addEventListener('input', () => {
  iban.setCustomValidity(
    iban.value.trim() === '' || isValidIban(iban.value) ? '' : 'This IBAN’s check digits do not match.',
  );
});

settings.onChange(({ country, psuType }) => {
  if (list) setAttributes(list, { country, 'psu-type': psuType });
});
byId('clear-log', HTMLButtonElement).addEventListener('click', () => log.clear());
restart.addEventListener('click', () => {
  showPaymentForm();
  focusHeading(heading);
});

const config = demoConfig();
config.catch((error: unknown) =>
  showNotice(notice, 'error', `The demo could not start: ${failureText(error)}`),
);
form.addEventListener('submit', (event) => {
  event.preventDefault();
  if (!form.reportValidity()) return;
  const payment = paymentDetails();
  config.then(
    (loaded) => {
      showBankList(loaded, payment);
      focusHeading(heading);
    },
    // Already shown when the page started.
    () => undefined,
  );
});
