/**
 * A sentinel password typed into an EMBEDDED form: it may leave the page only in the one
 * credentials POST, and must not stay in the DOM, storage, URLs or the console, nor in the
 * sandbox's request log.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { authorisationFlow, withCredentialFields } from '../support/auth-flow-helpers.js';
import { backend, backendWait } from '../support/backend.js';
import '../support/navigation-hooks.js';

// No doubled letters: WebKit's driver drops a repeated key.
const sentinel = 'S3ntinel-Pa5w0rd';

/* eslint-disable no-console -- the test replaces the console to read what is logged. */
describe('credentials hygiene', () => {
  withCredentialFields();
  let origin: string;
  const logged: string[] = [];
  const methods = ['log', 'info', 'warn', 'error', 'debug'] as const;
  const originals = methods.map((method) => console[method]);
  /** What the page sent, read where it leaves: the sandbox's log keeps no credential to compare with. */
  const sent: { method: string; url: string; body: string }[] = [];
  const originalFetch = window.fetch;

  beforeEach(async () => {
    await backend.reset();
    origin = await backend.origin();
    logged.length = 0;
    for (const method of methods) {
      console[method] = (...args: unknown[]) => void logged.push(args.map(String).join(' '));
    }
    sent.length = 0;
    window.fetch = (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      const body = typeof init?.body === 'string' ? init.body : '';
      sent.push({ method: init?.method ?? 'GET', url, body });
      return originalFetch.call(window, input, init);
    };
  });

  afterEach(() => {
    methods.forEach((method, index) => (console[method] = originals[index] as Console['log']));
    window.fetch = originalFetch;
  });

  async function typedForm() {
    const { flow } = await authorisationFlow(origin, 'S-Pankki', { application: 'sandbox-tpp' });
    const [user, password, code] = [...flow.element.querySelectorAll('input')] as HTMLInputElement[];
    if (!user || !password || !code) throw new Error('no credentials form');
    user.value = 'demo';
    code.value = '123456';
    password.focus();
    await sendKeys({ type: sentinel });
    expect(password.value).to.equal(sentinel);
    return { flow, inputs: [user, password, code] };
  }

  function expectNowhereOnThePage() {
    expect(document.documentElement.outerHTML).not.to.contain(sentinel);
    expect(logged.join('\n')).not.to.contain(sentinel);
    expect(JSON.stringify({ ...localStorage })).not.to.contain(sentinel);
    expect(JSON.stringify({ ...sessionStorage })).not.to.contain(sentinel);
    expect(document.cookie).not.to.contain(sentinel);
    expect(window.location.href).not.to.contain(sentinel);
    const urls = performance.getEntriesByType('resource').map((entry) => entry.name);
    expect(urls.join('\n')).not.to.contain(sentinel);
  }

  it('sends it once, in the credentials POST only, and keeps it nowhere', async () => {
    const { flow, inputs } = await typedForm();
    flow.element.querySelector('form')?.requestSubmit();
    // Not the test user's password, so the bank refuses it and the form stays.
    await waitUntil(
      () => flow.element.querySelector('.service-form-error'),
      'no answer to the credentials',
      backendWait,
    );
    expect(inputs.map((input) => input.value)).to.deep.equal(['', '', '']);
    const carrying = sent.filter((request) => `${request.url} ${request.body}`.includes(sentinel));
    expect(carrying.map((request) => `${request.method} ${new URL(request.url).pathname}`)).to.deep.equal([
      `POST /widget-api/v1/authorizations/${flow.element.getAttribute('authorization')}/flow`,
    ]);
    expect(JSON.stringify(await backend.requests())).not.to.contain(sentinel);
    expectNowhereOnThePage();
  });

  it('empties the form when the element leaves the page before submitting', async () => {
    const { flow, inputs } = await typedForm();
    flow.element.remove();
    await waitUntil(() => inputs.every((input) => input.value === ''), 'the inputs kept their values');
    expect(sent.filter((request) => `${request.url} ${request.body}`.includes(sentinel))).to.have.length(0);
    expect(JSON.stringify(await backend.requests())).not.to.contain(sentinel);
    expectNowhereOnThePage();
  });
});
