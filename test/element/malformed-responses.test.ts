/**
 * Property-based, for every answer a widget reads: whatever malformed body a broken backend
 * sends (arbitrary JSON, not JSON at all, a field missing or of the wrong type at any depth),
 * the widget ends in its error state with exactly one `error` event and the error shown: a GET
 * never leads to `ready`, a POST after the PSU's click never to navigation. No exception or
 * rejection ever reaches the window.
 */
import { expect, waitUntil } from '@open-wc/testing';
import fc from 'fast-check';
import { backend } from '../support/backend.js';
import { mount, type Mounted } from '../support/mount-with-cleanup.js';
import { navigations } from '../support/navigation-hooks.js';
import { isoDateInDays } from '../support/dates.js';

const uncaught: string[] = [];
const onError = (event: ErrorEvent) => uncaught.push(String(event.message));
const onRejection = (event: PromiseRejectionEvent) => uncaught.push(String(event.reason));

type Json = fc.JsonValue;
type Path = (string | number)[];

const kindOf = (value: Json) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);

const valuesOfKind: Record<string, fc.Arbitrary<Json>> = {
  string: fc.string({ maxLength: 8 }),
  number: fc.integer(),
  boolean: fc.boolean(),
  object: fc.dictionary(fc.string({ maxLength: 4 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 2 }),
  array: fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 2 }),
  null: fc.constant(null),
};

/** Every node of the answer below its root, by path. */
function pathsOf(value: Json, path: Path = []): Path[] {
  // Answers come from JSON, so no field is undefined.
  const children = (
    Array.isArray(value)
      ? value.map((item, index) => [index, item])
      : value !== null && typeof value === 'object'
        ? Object.entries(value)
        : []
  ) as [string | number, Json][];
  return children.flatMap(([key, child]) => [[...path, key], ...pathsOf(child, [...path, key])]);
}

function at(value: Json, path: Path): Json {
  return path.reduce<Json>((node, key) => (node as Record<string | number, Json>)[key] as Json, value);
}

/** A copy of the answer with the node at `path` replaced, or removed when `replacement` is undefined. */
function changed(valid: Json, path: Path, replacement: Json | undefined): string {
  const copy = structuredClone(valid);
  const parent = at(copy, path.slice(0, -1)) as Record<string | number, Json>;
  const key = path[path.length - 1] as string | number;
  if (replacement === undefined) Reflect.deleteProperty(parent, key);
  else parent[key] = replacement;
  return JSON.stringify(copy);
}

/**
 * A valid answer made malformed: a required field (dotted path) removed, or any field, at
 * any depth, replaced by a value of another JSON type (never null, which an optional field
 * might mean as "absent").
 */
function broken(valid: Json, required: string[]) {
  const removed = fc.constantFrom(...required).map((dotted) => changed(valid, dotted.split('.'), undefined));
  const retyped = fc.constantFrom(...pathsOf(valid)).chain((path) => {
    const kinds = Object.keys(valuesOfKind).filter(
      (kind) => kind !== 'null' && kind !== kindOf(at(valid, path)),
    );
    return fc
      .constantFrom(...kinds)
      .chain((kind) => valuesOfKind[kind] as fc.Arbitrary<Json>)
      .map((replacement) => changed(valid, path, replacement));
  });
  return fc.oneof(removed, retyped, retyped);
}

/** Malformed bodies: mostly a valid answer broken in one place, sometimes anything at all. */
function bodies(valid: Json, required: string[]) {
  return fc.oneof(
    { arbitrary: broken(valid, required), weight: 4 },
    { arbitrary: fc.string(), weight: 1 },
    { arbitrary: fc.jsonValue().map((value) => JSON.stringify(value)), weight: 1 },
  );
}

/** Every field of an answer that the specification requires, as dotted paths. */
const requiredOf = {
  aspspSummary: (prefix: string) => ['name', 'country', 'logo', 'beta'].map((key) => `${prefix}.${key}`),
  provider: (prefix: string) => ['name', 'terms_url', 'privacy_url'].map((key) => `${prefix}.${key}`),
};

type Tag = 'service-aspsp-list' | 'service-consent' | 'service-auth-flow';

function describeBody(body: string) {
  return body.length > 120 ? `${body.slice(0, 120)}…` : body;
}

async function expectNoUncaught(body: string) {
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(uncaught, `uncaught after ${describeBody(body)}`).to.deep.equal([]);
}

/** The widget's error state: one `error` event, an alert on screen, no `ready`. */
// Retries take 1.6 s; a loaded machine (WebKit over WebDriver, in CI) needs more than the default second.
const ANSWER_WAIT = { timeout: 8000 };

async function expectErrorState(widget: Mounted<HTMLElement>, body: string, alert = '[role=alert]') {
  await waitUntil(
    () => widget.of('error').length > 0 || widget.of('ready').length > 0,
    `no answer to ${describeBody(body)}`,
    ANSWER_WAIT,
  );
  await (widget.element as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete;
  expect(widget.of('ready').length, `ready after ${describeBody(body)}`).to.equal(0);
  expect(widget.of('error').length, `error events after ${describeBody(body)}`).to.equal(1);
  expect(widget.element.querySelector(alert), `error shown after ${describeBody(body)}`).not.to.equal(null);
}

/** A GET answered with `body` (every GET under `path`): the widget must end in its error state. */
async function expectGetFails(
  body: string,
  path: string,
  tag: Tag,
  attributes: Record<string, string | boolean>,
) {
  uncaught.length = 0;
  await backend.setFault({ path, method: 'GET', status: 200, body });
  const widget = await mount(tag, { ...attributes, locale: 'en' });
  try {
    await expectErrorState(widget, body);
  } finally {
    widget.element.remove();
    await backend.reset();
  }
  await expectNoUncaught(body);
}

/**
 * The widget loads normally; the PSU's click is answered with `body`: one `error` event, the
 * error shown beside the still usable step, no navigation and no `confirmed`.
 */
async function expectPostFails(
  body: string,
  path: string,
  tag: Tag,
  attributes: Record<string, string | boolean>,
  button: string,
  alert: string,
) {
  uncaught.length = 0;
  const widget = await mount(tag, { ...attributes, locale: 'en' });
  try {
    await widget.until('ready');
    await backend.setFault({ path, method: 'POST', status: 200, body, times: 1 });
    const confirm = widget.element.querySelector<HTMLButtonElement>(button);
    expect(confirm, 'the confirm button').not.to.equal(null);
    confirm?.click();
    await waitUntil(() => widget.of('error').length > 0, `no error after ${describeBody(body)}`, ANSWER_WAIT);
    await (widget.element as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete;
    expect(widget.of('error').length, `error events after ${describeBody(body)}`).to.equal(1);
    expect(widget.of('confirmed').length, `confirmed after ${describeBody(body)}`).to.equal(0);
    expect(widget.element.querySelector(alert), `error shown after ${describeBody(body)}`).not.to.equal(null);
    expect(navigations, `navigation after ${describeBody(body)}`).to.deep.equal([]);
  } finally {
    widget.element.remove();
  }
  await expectNoUncaught(body);
}

const runs = { numRuns: 20, seed: 20261123 };

describe('malformed responses (property-based)', function () {
  this.timeout(60_000);
  let origin: string;

  const api = (path: string, init?: RequestInit) =>
    fetch(`${origin}/widget-api/v1${path}?sandbox=true`, init).then(
      (answer) => answer.json() as Promise<Json>,
    );

  before(async () => {
    origin = await backend.origin();
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
  });

  after(() => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  });

  beforeEach(() => backend.reset());

  it('service-aspsp-list: GET /aspsps', async () => {
    // Entries are checked one by one (a bad entry is dropped), so only the envelope is broken here.
    const valid: Json = { aspsps: [] };
    const attributes = { country: 'FI', 'psu-type': 'personal', service: 'AIS', origin, sandbox: true };
    await fc.assert(
      fc.asyncProperty(bodies(valid, ['aspsps']), (body) =>
        expectGetFails(body, '/aspsps', 'service-aspsp-list', attributes),
      ),
      runs,
    );
  });

  it('service-consent: GET /authorizations/{id}', async () => {
    const { authorization_id } = await backend.createAuthorization({
      aspsp: { name: 'Nordea', country: 'FI' },
    });
    const valid = await api(`/authorizations/${authorization_id}`);
    const required = [
      'authorization_id',
      'status',
      'application',
      'application.name',
      'application.environment',
      'aspsp',
      ...requiredOf.aspspSummary('aspsp'),
      'psu_type',
      'access',
      'access.valid_until',
      'consent_required',
      'provider',
      ...requiredOf.provider('provider'),
      'expires_at',
    ];
    const attributes = { authorization: authorization_id, origin, sandbox: true };
    await fc.assert(
      fc.asyncProperty(bodies(valid, required), (body) =>
        expectGetFails(body, '/authorizations/', 'service-consent', attributes),
      ),
      runs,
    );
  });

  it('service-consent: POST /authorizations/{id}/consent', async () => {
    const { authorization_id } = await backend.createAuthorization({
      aspsp: { name: 'Nordea', country: 'FI' },
    });
    // A real answer, from a second authorisation so that the first one stays to be decided.
    const other = await backend.createAuthorization({ aspsp: { name: 'Nordea', country: 'FI' } });
    const valid = await api(`/authorizations/${other.authorization_id}/consent`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ decision: 'confirm' }),
    });
    expect(valid).to.have.property('url');
    const attributes = { authorization: authorization_id, origin, sandbox: true };
    await fc.assert(
      fc.asyncProperty(bodies(valid, ['status', 'url']), (body) =>
        expectPostFails(
          body,
          '/authorizations/',
          'service-consent',
          attributes,
          '.service-consent-actions button',
          '[role=alert]',
        ),
      ),
      runs,
    );
  });
  /** The FlowState's required fields; `step` adds those of the step the answer shows. */
  const flowRequired = (step: string[]) => [
    'service',
    'id',
    'application',
    'application.name',
    'application.environment',
    'aspsp',
    ...requiredOf.aspspSummary('aspsp'),
    'psu_type',
    'step',
    'step.type',
    ...step,
    'expires_at',
    'sandbox.users',
    'sandbox.users.0.username',
    'sandbox.users.0.password',
  ];
  const consentStep = ['step.provider', ...requiredOf.provider('step.provider')];
  const methodStep = [
    'step.methods',
    'step.methods.0.name',
    'step.methods.0.title',
    'step.methods.0.approach',
    'step.methods.0.psu_type',
  ];
  const paymentStep = [
    ...consentStep,
    'step.payment.payment_type',
    'step.payment.total',
    'step.payment.total.amount',
    'step.payment.total.currency',
    'step.payment.transactions',
    'step.payment.transactions.0.instructed_amount',
    'step.payment.transactions.0.instructed_amount.amount',
    'step.payment.transactions.0.creditor_account',
    'step.payment.transactions.0.creditor_account.identification',
    'step.payment.transactions.0.creditor_account.scheme_name',
  ];
  const confirm = {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: '{"action":"confirm"}',
  };
  const nordea = { name: 'Nordea', country: 'FI' };
  const payment = () =>
    backend.createPayment({
      aspsp: nordea,
      payment_request: {
        credit_transfer_transaction: [
          {
            instructed_amount: { currency: 'EUR', amount: '12.50' },
            beneficiary: {
              creditor: { name: 'Demo Shop Oy' },
              creditor_account: { identification: 'FI2112345600000785', scheme_name: 'IBAN' },
            },
            remittance_information: ['Order 1'],
            requested_execution_date: isoDateInDays(30),
          },
        ],
      },
    });

  it('service-auth-flow: GET /authorizations/{id}/flow', async () => {
    const { authorization_id } = await backend.createAuthorization({ aspsp: nordea });
    const valid = await api(`/authorizations/${authorization_id}/flow`);
    const attributes = { authorization: authorization_id, origin, sandbox: true };
    await fc.assert(
      fc.asyncProperty(bodies(valid, flowRequired(consentStep)), (body) =>
        expectGetFails(body, '/authorizations/', 'service-auth-flow', attributes),
      ),
      runs,
    );
  });

  it('service-auth-flow: POST /authorizations/{id}/flow', async () => {
    const { authorization_id } = await backend.createAuthorization({ aspsp: nordea });
    const other = await backend.createAuthorization({ aspsp: nordea });
    const valid = await api(`/authorizations/${other.authorization_id}/flow`, confirm);
    expect(valid).to.have.nested.property('step.type', 'method');
    const attributes = { authorization: authorization_id, origin, sandbox: true };
    await fc.assert(
      fc.asyncProperty(bodies(valid, flowRequired(methodStep)), (body) =>
        expectPostFails(
          body,
          '/authorizations/',
          'service-auth-flow',
          attributes,
          '.service-primary',
          '.service-action-error',
        ),
      ),
      runs,
    );
  });

  it('service-auth-flow: GET /payments/{id}/flow', async () => {
    const { payment_id } = await payment();
    const valid = await api(`/payments/${payment_id}/flow`);
    expect(valid).to.have.nested.property('step.payment.transactions[0].remittance_information[0]');
    const attributes = { payment: payment_id, origin, sandbox: true };
    await fc.assert(
      fc.asyncProperty(bodies(valid, flowRequired(paymentStep)), (body) =>
        expectGetFails(body, '/payments/', 'service-auth-flow', attributes),
      ),
      {
        ...runs,
        // Lists that are text instead, which the templates would have joined or mapped over.
        examples: [
          [changed(valid, ['step', 'payment', 'transactions', 0, 'remittance_information'], 'Order 1')],
          [changed(valid, ['sandbox', 'users'], 'demo')],
        ],
      },
    );
  });

  it('service-auth-flow: POST /payments/{id}/flow', async () => {
    const { payment_id } = await payment();
    const other = await payment();
    const valid = await api(`/payments/${other.payment_id}/flow`, confirm);
    expect(valid).to.have.nested.property('step.type', 'method');
    const attributes = { payment: payment_id, origin, sandbox: true };
    await fc.assert(
      fc.asyncProperty(bodies(valid, flowRequired(methodStep)), (body) =>
        expectPostFails(
          body,
          '/payments/',
          'service-auth-flow',
          attributes,
          '.service-primary',
          '.service-action-error',
        ),
      ),
      runs,
    );
  });
});
