/** Helpers for the service-auth-flow element tests: an attempt created on the backend, and the flow on it. */
import type { CreatePaymentInput } from '../../sandbox/src/server.js';
import { backend } from './backend.js';
import { mount } from './mount-with-cleanup.js';

type Attributes = Record<string, string | boolean | undefined>;

/** The flow with the usual attributes (sandbox, English), not waited for; `attributes` override them. */
export async function mountAuthFlow(origin: string, attributes: Attributes, parent?: HTMLElement) {
  return mount('service-auth-flow', { origin, sandbox: true, locale: 'en', ...attributes }, parent);
}

/** A new authorisation at that ASPSP (in Finland unless told), and the flow on it once ready. */
export async function authorisationFlow(
  origin: string,
  aspspName: string,
  { application, locale, country }: { application?: string; locale?: string; country?: string } = {},
  parent?: HTMLElement,
) {
  const { authorization_id: id } = await backend.createAuthorization({
    aspsp: { name: aspspName, country: country ?? 'FI' },
    ...(application ? { application } : {}),
  });
  const flow = await mountAuthFlow(origin, { authorization: id, locale: locale ?? 'en' }, parent);
  await flow.until('ready');
  return { flow, id };
}

/** A new payment of that input, and the flow on it once ready; `attributes` override the usual ones. */
export async function paymentFlow(origin: string, input: CreatePaymentInput, attributes: Attributes = {}) {
  const { payment_id: id } = await backend.createPayment(input);
  const flow = await mountAuthFlow(origin, { payment: id, ...attributes });
  await flow.until('ready');
  return { flow, id };
}

/** A payment of 5 € at that Finnish ASPSP, by the application without a consent step unless told. */
export const finnishPayment = (
  aspsp: string,
  extra: Partial<CreatePaymentInput> = {},
): CreatePaymentInput => ({
  aspsp: { name: aspsp, country: 'FI' },
  application: 'sandbox-tpp',
  payment_request: {
    credit_transfer_transaction: [
      {
        instructed_amount: { currency: 'EUR', amount: '5.00' },
        beneficiary: {
          creditor: { name: 'Kahvila Oy' },
          creditor_account: { identification: 'FI2112345600000785', scheme_name: 'IBAN' },
        },
      },
    ],
  },
  ...extra,
});

/** The heading of the step the flow shows. */
export const heading = (flow: { element: HTMLElement }) =>
  flow.element.querySelector('h2')?.textContent?.trim() ?? '';

/** The flow's button with that text, or undefined. */
export const button = (flow: { element: HTMLElement }, text: string) =>
  [...flow.element.querySelectorAll('button')].find((candidate) => candidate.textContent?.trim() === text);

/** Clicks the flow's button with that text; fails when there is none. */
export function click(flow: { element: HTMLElement }, text: string): void {
  const target = button(flow, text);
  if (!target) throw new Error(`no "${text}" button in: ${flow.element.textContent}`);
  target.click();
}

/** The bank is down for the flow's next reads: each of them, a widget's retries included, is a 503. */
export function failFlowReads(id: string, times = 3) {
  return backend.setFault({
    path: `/authorizations/${id}/flow`,
    method: 'GET',
    status: 503,
    error: 'ASPSP_ERROR',
    message: 'Bank down',
    times,
  });
}

/** The /flow requests of one method the backend received. */
export async function flowRequests(method: 'GET' | 'POST') {
  return (await backend.requests()).filter((r) => r.method === method && r.path.endsWith('/flow'));
}

/**
 * For a suite of the widget's own credentials form: while it runs, the licensed TPP (whose
 * credentials steps the sandbox frames, see auth-flow-credentials-frame.test.ts) sends its
 * credentials steps without `frame`, as a backend that does not frame them does.
 */
export function withCredentialFields(): void {
  before(() => backend.changeApplication('sandbox-tpp', { credentials_frame: false }));
  after(() => backend.changeApplication('sandbox-tpp', { credentials_frame: true }));
}
