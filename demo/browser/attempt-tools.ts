/**
 * The playgrounds' "new authorisation / new payment" tools: the page's server side creates
 * one with POST /auth or POST /payments (Finnish banks, personal PSU), and the playground
 * puts its id into the widget's attribute.
 */
import type {
  ApplicationKey,
  CreatePaymentRequest,
  CreatePaymentResult,
  StartAuthorizationResult,
} from '../common/demo-api-contract.js';
import { showApiCalls } from './api-calls-view.js';
import { demoApi, DemoApiError, failureText } from './demo-api.js';
import { byId, element } from './dom.js';
import { showNotice } from './notice.js';

export type AttemptKind = 'authorization' | 'payment';

/** Finnish sandbox banks, one for each approach. */
const BANKS: readonly { name: string; label: string }[] = [
  { name: 'Nordea', label: 'Nordea: redirect or decoupled, PSU’s choice' },
  { name: 'OP', label: 'OP: redirect' },
  { name: 'S-Pankki', label: 'S-Pankki: embedded (user ID, password, code)' },
  { name: 'Danske Bank', label: 'Danske Bank: decoupled' },
];

export class AttemptTools {
  private readonly application: HTMLSelectElement;
  private readonly bank: HTMLSelectElement;
  private readonly buttons: HTMLButtonElement[] = [];

  /** Called with the id of each one a button created. */
  onCreated: (kind: AttemptKind, id: string) => void = () => undefined;

  constructor(kinds: readonly AttemptKind[]) {
    this.application = element('select', { attributes: { id: 'tool-application' } }, [
      element('option', { text: 'Sandbox Shop (consent shown)', attributes: { value: 'sandbox-shop' } }),
      element('option', { text: 'Sandbox Licensed TPP (no consent)', attributes: { value: 'sandbox-tpp' } }),
    ]);
    this.bank = element(
      'select',
      { attributes: { id: 'tool-bank' } },
      BANKS.map(({ name, label }) => element('option', { text: label, attributes: { value: name } })),
    );
    const actions = element('p', { className: 'actions' });
    for (const kind of kinds) {
      const button = element('button', {
        className: 'button button-secondary',
        text: kind === 'authorization' ? 'New authorisation' : 'New payment',
        attributes: { type: 'button', id: `new-${kind}` },
      });
      button.addEventListener('click', () => {
        void this.create(kind).then((id) => {
          if (id !== undefined) this.onCreated(kind, id);
        });
      });
      this.buttons.push(button);
      actions.append(button);
    }
    byId('tools', HTMLDivElement).replaceChildren(
      element('fieldset', { className: 'field' }, [
        element('legend', { text: kinds.length > 1 ? 'New authorisation or payment' : 'New authorisation' }),
        element('p', {
          className: 'field-help',
          text: 'Created by this page’s server side with the JSON API, in Finland, for a personal PSU.',
        }),
        element('div', { className: 'field' }, [
          element('label', { text: 'Application', attributes: { for: 'tool-application' } }),
          this.application,
        ]),
        element('div', { className: 'field' }, [
          element('label', { text: 'Bank', attributes: { for: 'tool-bank' } }),
          this.bank,
        ]),
        actions,
      ]),
    );
  }

  /** Creates one and returns its id; undefined when it failed (the failure is shown). */
  async create(kind: AttemptKind): Promise<string | undefined> {
    const notice = byId('notice', HTMLDivElement);
    const calls = byId('api-calls', HTMLOListElement);
    const application = this.application.value as ApplicationKey;
    const aspsp = { name: this.bank.value, country: 'FI' };
    for (const button of this.buttons) button.disabled = true;
    try {
      if (kind === 'authorization') {
        const created = await demoApi<StartAuthorizationResult>('/auth', {
          application,
          aspsp,
          psuType: 'personal',
        });
        showApiCalls(calls, created.calls);
        return created.authorizationId;
      }
      const payment: CreatePaymentRequest = {
        application,
        aspsp,
        psuType: 'personal',
        amount: '12.50',
        currency: 'EUR',
        creditorName: 'Demo Shop Oy',
        creditorIban: 'FI2112345600000785',
        remittance: 'Order 1234',
        deferSubmission: false,
      };
      const created = await demoApi<CreatePaymentResult>('/payments', payment);
      showApiCalls(calls, created.calls);
      return created.paymentId;
    } catch (error) {
      if (error instanceof DemoApiError) showApiCalls(calls, error.calls);
      showNotice(notice, 'error', `Could not create the ${kind}: ${failureText(error)}`);
      return undefined;
    } finally {
      for (const button of this.buttons) button.disabled = false;
    }
  }
}
