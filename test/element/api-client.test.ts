/** The fetch client against the real mock backend: the faults a widget meets, counted. */
import { expect, waitUntil } from '@open-wc/testing';
import { callApi, type ApiContext } from '../../src/api/client.js';
import { isAspspsResponse } from '../../src/api/validate.js';
import { WidgetError } from '../../src/api/widget-error.js';
import { backend, backendWait } from '../support/backend.js';
import { watchFetch } from '../support/fetch-spy.js';

describe('callApi', function () {
  this.timeout(20_000);
  let context: ApiContext;
  const aspsps = {
    path: '/aspsps',
    query: { country: 'FI', psu_type: 'personal', service: 'AIS' },
    accept: isAspspsResponse,
  };

  beforeEach(async () => {
    await backend.reset();
    context = {
      origin: await backend.origin(),
      sandbox: true,
      locale: 'fi',
      signal: new AbortController().signal,
    };
  });

  it('gives up on an attempt that takes too long, three times, then reports TIMEOUT', async () => {
    await backend.setFault({ path: '/aspsps', delayMs: 3000 });
    // Attempts are counted as the page sends them: on a loaded machine an attempt cut after a
    // second may be cut before its connection is even open, and then the backend never sees it.
    const fetches = watchFetch();
    let failure: unknown;
    try {
      failure = await callApi({ ...context, timeoutMs: 1000 }, aspsps).catch((error: unknown) => error);
    } finally {
      fetches.restore();
    }
    expect(failure).to.be.instanceOf(WidgetError);
    expect((failure as WidgetError).error).to.equal('TIMEOUT');
    expect(fetches.calls.filter((call) => call.url.includes('/aspsps'))).to.have.length(3);
    expect((await backend.requests()).length).to.be.at.most(3);
  });

  it('stops at once, with no retry, when the caller aborts', async () => {
    await backend.setFault({ path: '/aspsps', delayMs: 1000 });
    const abort = new AbortController();
    const pending = callApi({ ...context, signal: abort.signal }, aspsps).catch((error: unknown) => error);
    // Aborted once the backend has the request (on a loaded machine 100 ms was not always enough to send it).
    await waitUntil(
      async () => (await backend.requests()).length >= 1,
      'the request reaches the backend',
      backendWait,
    );
    abort.abort(new DOMException('gone', 'AbortError'));
    const failure = await pending;
    expect((failure as DOMException).name).to.equal('AbortError');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await backend.requests()).length).to.equal(1);
  });

  it('sends the locale, the sandbox flag and no cookies', async () => {
    const answer = await callApi(context, aspsps);
    expect(answer.aspsps.length).to.be.greaterThan(0);
    const [request] = await backend.requests();
    expect(request?.headers['accept-language']).to.equal('fi');
    expect(request?.query.sandbox).to.equal('true');
    expect(request?.headers.cookie).to.equal(undefined);
  });

  it('tells the caller as the answer’s headers come, before its body has come', async () => {
    let sendBody = (_text: string) => {};
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        sendBody = (text) => {
          controller.enqueue(new TextEncoder().encode(text));
          controller.close();
        };
      },
    });
    const originalFetch = window.fetch;
    window.fetch = () =>
      Promise.resolve(new Response(body, { headers: { 'Content-Type': 'application/json' } }));
    let told = false;
    let answered = false;
    try {
      const pending = callApi(context, { ...aspsps, onResponse: () => (told = true) }).then((answer) => {
        answered = true;
        return answer;
      });
      await waitUntil(() => told, 'the headers were not told');
      expect(answered).to.equal(false);
      sendBody(JSON.stringify({ aspsps: [] }));
      expect((await pending).aspsps).to.deep.equal([]);
    } finally {
      window.fetch = originalFetch;
    }
  });
});
