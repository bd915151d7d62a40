/**
 * Property-based: whatever a broken backend answers (arbitrary JSON, not JSON at all, wrong
 * types, missing fields), each widget either shows what is valid or shows its error state
 * with an `error` event, and no exception or rejection ever reaches the window.
 */
import { expect, waitUntil } from '@open-wc/testing';
import fc from 'fast-check';
import { backend } from '../support/backend.js';
import { mount } from '../support/mount.js';
import '../support/navigation.js';

const uncaught: string[] = [];
const onError = (event: ErrorEvent) => uncaught.push(String(event.message));
const onRejection = (event: PromiseRejectionEvent) => uncaught.push(String(event.reason));

/** A valid answer with one field removed or replaced by a value of another type. */
function broken(valid: Record<string, unknown>) {
  const keys = Object.keys(valid);
  return fc
    .record({ key: fc.constantFrom(...keys), value: fc.option(fc.anything(), { nil: undefined }) })
    .map(({ key, value }) => {
      const copy = Object.entries(valid).filter(([name]) => name !== key);
      if (value !== undefined) copy.push([key, value]);
      return JSON.stringify(Object.fromEntries(copy));
    });
}

function bodies(valid: Record<string, unknown>) {
  return fc.oneof(
    fc.json(),
    fc.string(),
    fc.anything().map((value) => JSON.stringify(value) ?? 'undefined'),
    broken(valid),
  );
}

async function settles(
  body: string,
  path: string,
  tag: 'service-aspsp-list' | 'service-consent' | 'service-auth-flow',
  attributes: Record<string, string | boolean>,
) {
  await backend.reset();
  await backend.setFault({ path, method: 'GET', status: 200, body });
  const widget = await mount(tag, { ...attributes, locale: 'en' });
  await waitUntil(
    () => widget.of('ready').length > 0 || widget.of('error').length > 0,
    `no answer to ${body.slice(0, 80)}`,
  );
  if (widget.of('error').length > 0) {
    expect(widget.element.querySelector('[role=alert]'), 'the error is shown').not.to.equal(null);
  }
  widget.element.remove();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(uncaught, `uncaught after ${body.slice(0, 80)}`).to.deep.equal([]);
}

describe('malformed responses (property-based)', function () {
  this.timeout(60_000);
  let origin: string;

  before(async () => {
    origin = await backend.origin();
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
  });

  after(() => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  });

  it('service-aspsp-list', async () => {
    const valid = {
      aspsps: [
        {
          name: 'OP',
          country: 'FI',
          logo: 'https://x/l.svg',
          psu_types: ['personal'],
          auth_methods: [],
          beta: false,
        },
      ],
    };
    await fc.assert(
      fc.asyncProperty(bodies(valid), (body) =>
        settles(body, '/aspsps', 'service-aspsp-list', {
          country: 'FI',
          'psu-type': 'personal',
          service: 'AIS',
          origin,
          sandbox: true,
        }),
      ),
      { numRuns: 25, seed: 20261121 },
    );
  });

  it('service-consent', async () => {
    await backend.reset();
    const { authorization_id } = await backend.createAuthorization({
      aspsp: { name: 'Nordea', country: 'FI' },
    });
    const valid = (await (
      await fetch(`${origin}/widget-api/v1/authorizations/${authorization_id}?sandbox=true`)
    ).json()) as Record<string, unknown>;
    await fc.assert(
      fc.asyncProperty(bodies(valid), (body) =>
        settles(body, '/authorizations/', 'service-consent', {
          authorization: authorization_id,
          origin,
          sandbox: true,
        }),
      ),
      { numRuns: 25, seed: 20261121 },
    );
  });

  it('service-auth-flow', async () => {
    await backend.reset();
    const { authorization_id } = await backend.createAuthorization({
      aspsp: { name: 'Nordea', country: 'FI' },
    });
    const flowUrl = `${origin}/widget-api/v1/authorizations/${authorization_id}/flow?sandbox=true`;
    const valid = (await (await fetch(flowUrl)).json()) as Record<string, unknown>;
    await fc.assert(
      fc.asyncProperty(bodies(valid), (body) =>
        settles(body, '/authorizations/', 'service-auth-flow', {
          authorization: authorization_id,
          origin,
          sandbox: true,
        }),
      ),
      { numRuns: 25, seed: 20261121 },
    );
  });
});
