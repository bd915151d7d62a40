/**
 * Every state a PSU meets in the three widgets, each put on a page in a given language: the
 * bank list loading, with German banks, with none found and broken; the consent and its
 * error; the auth flow at each kind of step, the payment review, the end and an error. The
 * language tests (fit at 320 px and at 200% zoom, axe) walk this list, so a state added here
 * is checked in every language they cover. A catalogue loads on demand, so they wait for
 * the state to speak its language (speaksLanguage) before they measure it.
 */
import { waitUntil } from '@open-wc/testing';
import type { CreatePaymentInput } from '../../sandbox/src/server.js';
import type { Locale } from '../../src/i18n/locale.js';
import { catalogs } from '../../src/i18n/locales/all.js';
import { backend, backendWait, heldAnswerMs } from './backend.js';

/** What the language tests need of a mounted widget, in the test page or in a frame page. */
export interface StateWidget {
  element: HTMLElement;
  of(type: string): CustomEvent[];
}

export type MountWidget = (tag: string, attributes: Record<string, string | boolean>) => Promise<StateWidget>;

export interface WidgetState {
  name: string;
  /**
   * Puts the widget in this state and waits for it. Auth-flow states need the sandbox-tpp
   * application with its credentials frame off (withCredentialFields).
   */
  show(mount: MountWidget, origin: string, locale: string): Promise<HTMLElement>;
}

/** The languages added to the specification's twelve, whose words run longest (German). */
export const addedLanguages = ['de', 'es', 'it', 'pt'] as const;

/**
 * Whether the widget shows a text of its locale's catalogue that English words differently,
 * in its text or in a label: it speaks the language, not English with a `lang` attribute.
 */
export function speaksLanguage(element: Element, locale: string): boolean {
  const catalog = catalogs[locale as Locale];
  const shown = [
    element.textContent ?? '',
    ...[...element.querySelectorAll('[aria-label], [placeholder]')].map(
      (node) => `${node.getAttribute('aria-label') ?? ''} ${node.getAttribute('placeholder') ?? ''}`,
    ),
  ].join('\n');
  return Object.entries(catalog).some(([key, message]) => {
    if (typeof message !== 'string' || message.includes('{') || message.length < 4) return false;
    return message !== catalogs.en[key as keyof typeof catalog] && shown.includes(message);
  });
}

const unknownId = '00000000-0000-4000-8000-000000000000';

async function until(widget: StateWidget, type: string, count = 1): Promise<HTMLElement> {
  await waitUntil(() => widget.of(type).length >= count, `no ${type} event`, backendWait);
  return widget.element;
}

function bankList(origin: string, locale: string, extra: Record<string, string | boolean> = {}) {
  return { country: 'DE', 'psu-type': 'personal', service: 'AIS', sandbox: true, origin, locale, ...extra };
}

/** A flow on a new authorisation of the licensed TPP at a Finnish bank, at its first step. */
async function flowAt(mount: MountWidget, origin: string, locale: string, aspsp: string) {
  const { authorization_id } = await backend.createAuthorization({
    aspsp: { name: aspsp, country: 'FI' },
    application: 'sandbox-tpp',
  });
  const flow = await mount('service-auth-flow', {
    authorization: authorization_id,
    origin,
    sandbox: true,
    locale,
  });
  await until(flow, 'ready');
  return flow;
}

/** A payment with the long names and references of a German invoice. */
const germanInvoice: CreatePaymentInput = {
  aspsp: { name: 'OP', country: 'FI' },
  payment_request: {
    credit_transfer_transaction: [
      {
        instructed_amount: { currency: 'EUR', amount: '9876.54' },
        beneficiary: {
          creditor: { name: 'Bäckerei und Konditorei Müller-Lüdenscheidt GmbH & Co. KG' },
          creditor_account: { identification: 'DE89370400440532013000', scheme_name: 'IBAN' },
        },
        remittance_information: ['Rechnungsnummer 2026-11-0001 Kundennummer 1234567890'],
      },
    ],
  },
};

export const widgetStates: WidgetState[] = [
  {
    name: 'bank list, loading',
    async show(mount, origin, locale) {
      await backend.setFault({ path: '/aspsps', delayMs: heldAnswerMs, times: 1 });
      const list = await mount('service-aspsp-list', bankList(origin, locale));
      await waitUntil(
        () => list.element.querySelector('.service-aspsp-skeleton'),
        'no skeleton',
        backendWait,
      );
      return list.element;
    },
  },
  {
    name: 'bank list of Germany',
    async show(mount, origin, locale) {
      return until(await mount('service-aspsp-list', bankList(origin, locale)), 'ready');
    },
  },
  {
    name: 'bank list, no bank found',
    async show(mount, origin, locale) {
      const list = await mount(
        'service-aspsp-list',
        bankList(origin, locale, { 'search-term': 'Zzyzxbank' }),
      );
      return until(list, 'ready');
    },
  },
  {
    name: 'bank list, broken (no country)',
    async show(mount, origin, locale) {
      const attributes: Record<string, string | boolean> = bankList(origin, locale);
      delete attributes.country;
      return until(await mount('service-aspsp-list', attributes), 'error');
    },
  },
  {
    name: 'consent',
    async show(mount, origin, locale) {
      const { authorization_id } = await backend.createAuthorization({
        aspsp: { name: 'Nordea', country: 'FI' },
      });
      const attributes = {
        authorization: authorization_id,
        origin,
        sandbox: true,
        locale,
        'can-cancel': true,
      };
      const consent = await until(await mount('service-consent', attributes), 'ready');
      for (const details of consent.querySelectorAll('details')) details.open = true;
      return consent;
    },
  },
  {
    name: 'consent, not found',
    async show(mount, origin, locale) {
      const attributes = { authorization: unknownId, origin, sandbox: true, locale };
      return until(await mount('service-consent', attributes), 'error');
    },
  },
  {
    name: 'auth flow, choice of method',
    show: async (mount, origin, locale) => (await flowAt(mount, origin, locale, 'Nordea')).element,
  },
  {
    name: 'auth flow, credentials',
    show: async (mount, origin, locale) => (await flowAt(mount, origin, locale, 'S-Pankki')).element,
  },
  {
    name: 'auth flow, approval in the bank’s app',
    show: async (mount, origin, locale) => (await flowAt(mount, origin, locale, 'Danske Bank')).element,
  },
  {
    name: 'auth flow, redirect with continue on your phone',
    show: async (mount, origin, locale) => (await flowAt(mount, origin, locale, 'OP')).element,
  },
  {
    name: 'auth flow, not completed',
    async show(mount, origin, locale) {
      const flow = await flowAt(mount, origin, locale, 'Danske Bank');
      const cancel = catalogs[locale as Locale].flowCancel;
      const buttons = [...flow.element.querySelectorAll('button')];
      const button = buttons.find((candidate) => candidate.textContent?.trim() === cancel);
      // Without it the bank's own approval would end the flow: the state checked would be "done".
      if (!button) throw new Error(`no "${cancel}" button at the decoupled step`);
      button.click();
      const element = await until(flow, 'step', 2);
      if (flow.of('step')[1]?.detail.type !== 'failed') throw new Error('the flow did not end as cancelled');
      return element;
    },
  },
  {
    name: 'auth flow, payment review',
    async show(mount, origin, locale) {
      const { payment_id } = await backend.createPayment(germanInvoice);
      return until(
        await mount('service-auth-flow', { payment: payment_id, origin, sandbox: true, locale }),
        'ready',
      );
    },
  },
  {
    name: 'auth flow, not found',
    async show(mount, origin, locale) {
      const attributes = { authorization: unknownId, origin, sandbox: true, locale };
      return until(await mount('service-auth-flow', attributes), 'error');
    },
  },
];
