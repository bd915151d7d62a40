/**
 * The behaviour every widget shares, as one suite run for each element (as Lion and Shoelace
 * do): setup errors before any request, the default origin, a refused origin, the locale,
 * the request sent at insertion (or once a framework has set the attributes), a load aborted
 * by an attribute change, moving and removal on the page, `error` that does
 * not bubble, and axe in the error state.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { setDefaultOrigin } from '../../src/index.js';
import { fi } from '../../src/i18n/locales/fi.js';
import { backend, backendWait, heldAnswerMs } from './backend.js';
import { sleep } from './dom.js';
import { watchIntl, type IntlKind } from './watch-intl.js';
import { mount } from './mount-with-cleanup.js';

type WidgetTag = 'service-aspsp-list' | 'service-consent' | 'service-auth-flow';
/** Attribute values; `undefined` leaves the attribute out. */
export type Attributes = Record<string, string | boolean | undefined>;

export interface SetupError {
  /** What is wrong, for the test's name. */
  name: string;
  /** Changes to the valid attributes. */
  change: Attributes;
  error: 'MISSING_ATTRIBUTE' | 'INVALID_ATTRIBUTE';
  /** The attribute the message names. */
  attribute: string;
}

export interface WidgetUnderTest {
  tag: WidgetTag;
  /** Attributes with which the widget loads from the backend at `origin` and fires `ready`. */
  validAttributes(origin: string): Promise<Attributes>;
  /** Attribute mistakes the widget reports before sending anything. */
  setupErrors: SetupError[];
  /** The start of the widget's first request path after /widget-api/v1, for faults. */
  requestPath: string;
  /** Attributes that make a loaded widget load something else, and a text it then shows. */
  reload(origin: string): Promise<{ attributes: Attributes; shows: string }>;
}

/** The widget API requests (not preflights) the backend has received since the last reset. */
async function widgetApiRequests(): Promise<{ path: string; headers: Record<string, string> }[]> {
  const requests = await backend.requests();
  return requests.filter((request) => request.method !== 'OPTIONS' && request.path.includes('/widget-api/'));
}

function setAttributes(element: HTMLElement, attributes: Attributes): void {
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined || value === false) element.removeAttribute(name);
    else element.setAttribute(name, value === true ? '' : value);
  }
}

/** Asserts a setup error as the merchant's developer and the PSU meet it. */
async function expectSetupError(
  widget: { element: HTMLElement; until(type: string): Promise<CustomEvent> },
  expected: Pick<SetupError, 'error' | 'attribute'>,
): Promise<void> {
  const event = (await widget.until('error')) as CustomEvent<{ error: string; message: string }>;
  expect(event.detail.error).to.equal(expected.error);
  expect(event.detail.message).to.contain(expected.attribute);
  expect(widget.element.querySelector('[role=alert]')?.textContent).to.contain(expected.attribute);
}

export function runWidgetSuite(widget: WidgetUnderTest): void {
  describe(`${widget.tag}: what every widget does`, () => {
    let origin: string;

    beforeEach(async () => {
      await backend.reset();
      origin = await backend.origin();
    });

    for (const mistake of widget.setupErrors) {
      it(`reports ${mistake.name} before any request, readably and accessibly`, async () => {
        const attributes = { ...(await widget.validAttributes(origin)), ...mistake.change };
        await backend.reset();
        const mounted = await mount(widget.tag, attributes);
        await expectSetupError(mounted, mistake);
        await sleep(200);
        expect(await widgetApiRequests()).to.have.length(0);
        expect(mounted.of('ready')).to.have.length(0);
        await expect(mounted.element).to.be.accessible();
      });
    }

    it('names the missing origin when there is neither the attribute nor a default', async () => {
      const attributes = { ...(await widget.validAttributes(origin)), origin: undefined };
      const mounted = await mount(widget.tag, attributes);
      await expectSetupError(mounted, { error: 'MISSING_ATTRIBUTE', attribute: 'origin' });
    });

    it('uses the default origin when the attribute is left out', async () => {
      const attributes = { ...(await widget.validAttributes(origin)), origin: undefined };
      setDefaultOrigin(origin);
      try {
        const mounted = await mount(widget.tag, attributes);
        await mounted.until('ready');
        expect(mounted.of('error')).to.have.length(0);
        expect(await widgetApiRequests()).to.have.length.greaterThan(0);
      } finally {
        setDefaultOrigin(undefined);
      }
    });

    it('refuses an origin that is not http(s), before any request', async () => {
      const attributes = { ...(await widget.validAttributes(origin)), origin: 'javascript:alert(1)' };
      await backend.reset();
      const mounted = await mount(widget.tag, attributes);
      await expectSetupError(mounted, { error: 'INVALID_ATTRIBUTE', attribute: 'origin' });
      expect(await widgetApiRequests()).to.have.length(0);
    });

    it('says so when the backend refuses the page origin, and passes axe', async () => {
      const attributes = {
        ...(await widget.validAttributes(origin)),
        origin: await backend.refusingOrigin(),
      };
      const mounted = await mount(widget.tag, attributes);
      const event = (await mounted.until('error')) as CustomEvent<{ error: string; code?: number }>;
      expect(event.detail).to.include({ error: 'UNAUTHORIZED_ACCESS', code: 403 });
      expect(mounted.element.querySelector('[role=alert]')?.textContent).to.contain(
        'This website is not allowed to use the service.',
      );
      expect(mounted.of('ready')).to.have.length(0);
      await expect(mounted.element).to.be.accessible();
    });

    it('speaks its locale: the request asks for it, and the text is in it', async () => {
      const attributes = { ...(await widget.validAttributes(origin)), locale: 'FI' };
      const mounted = await mount(widget.tag, attributes);
      await mounted.until('ready');
      const [first] = await widgetApiRequests();
      expect(first?.headers['accept-language']).to.equal('fi');
      expect(mounted.element.querySelector('.service-widget')?.getAttribute('lang')).to.equal('fi');
      // The setup error is the one text all three widgets share.
      mounted.element.setAttribute('origin', 'ftp://example.com');
      await expectSetupError(mounted, { error: 'INVALID_ATTRIBUTE', attribute: 'origin' });
      const finnish = (fi.errorInvalidAttribute as string).replace('{attribute}', 'origin');
      expect(mounted.element.querySelector('[role=alert]')?.textContent).to.contain(finnish);
    });

    it('sends its request as it is inserted, before its first update and any Intl object, and only once', async () => {
      // A region in the locale: the tag is read for the request, without Intl (a page's first costs milliseconds).
      const attributes = { ...(await widget.validAttributes(origin)), locale: 'de-AT' };
      const before = (await widgetApiRequests()).length;
      const sent: string[] = [];
      const intlMade: IntlKind[] = [];
      let intlAtRequest: IntlKind[] | undefined;
      const pageFetch = window.fetch;
      window.fetch = (input, init) => {
        sent.push(String(input));
        intlAtRequest ??= [...intlMade];
        return pageFetch(input, init);
      };
      const kinds: IntlKind[] = ['Locale', 'Collator', 'PluralRules', 'NumberFormat', 'DateTimeFormat'];
      const watches = kinds.map((kind) => watchIntl(kind, () => intlMade.push(kind)));
      try {
        const events = await insertAndWait(attributes, 'before', (element) => {
          expect(sent, 'a request in the task of the insertion').to.have.length(1);
          expect(element.hasUpdated, 'before the first update').to.equal(false);
        });
        expect(events).to.deep.equal(['ready']);
        expect(intlAtRequest, 'Intl objects made before the request').to.deep.equal([]);
        expect(await widgetApiRequests()).to.have.length(before + 1);
      } finally {
        window.fetch = pageFetch;
        for (const watch of watches) watch.restore();
      }
    });

    it('waits for attributes that a framework sets just after inserting it: no error, one request', async () => {
      const attributes = await widget.validAttributes(origin);
      const before = (await widgetApiRequests()).length;
      expect(await insertAndWait(attributes, 'after')).to.deep.equal(['ready']);
      expect(await widgetApiRequests()).to.have.length(before + 1);
    });

    /**
     * Inserts a new widget with `attributes` set before or just after it, calls `inserted`
     * in the task of the insertion, and answers its first `ready` or `error`.
     */
    async function insertAndWait(
      attributes: Attributes,
      set: 'before' | 'after',
      inserted: (element: HTMLElementTagNameMap[WidgetTag]) => void = () => {},
    ): Promise<string[]> {
      const element = document.createElement(widget.tag);
      const container = document.createElement('div');
      document.body.append(container);
      try {
        const events: string[] = [];
        for (const type of ['ready', 'error']) element.addEventListener(type, () => events.push(type));
        if (set === 'before') setAttributes(element, attributes);
        container.append(element);
        if (set === 'after') setAttributes(element, attributes);
        inserted(element);
        await waitUntil(() => events.length > 0, 'no ready', { timeout: 8000 });
        return events;
      } finally {
        container.remove();
      }
    }

    it('drops a load that an attribute change overtakes, and shows only the new answer', async () => {
      const mounted = await mount(widget.tag, await widget.validAttributes(origin));
      await mounted.until('ready');
      const { attributes, shows } = await widget.reload(origin);
      await backend.setFault({ path: widget.requestPath, delayMs: heldAnswerMs, times: 1 });
      const before = (await widgetApiRequests()).length;
      setAttributes(mounted.element, { ...attributes, locale: 'fi' });
      await waitUntil(async () => (await widgetApiRequests()).length > before, 'no new request', backendWait);
      setAttributes(mounted.element, { locale: 'en' });
      await mounted.until('ready', 2);
      await sleep(heldAnswerMs);
      expect(mounted.of('ready')).to.have.length(2);
      expect(mounted.of('error')).to.have.length(0);
      expect(mounted.element.querySelector('.service-widget')?.getAttribute('lang')).to.equal('en');
      expect(mounted.element.textContent).to.contain(shows);
    });

    it('keeps its content and sends nothing again when moved in the page', async () => {
      const mounted = await mount(widget.tag, await widget.validAttributes(origin));
      await mounted.until('ready');
      const text = mounted.element.textContent;
      const requests = (await widgetApiRequests()).length;
      const elsewhere = document.createElement('section');
      document.body.append(elsewhere);
      try {
        elsewhere.append(mounted.element);
        await sleep(300);
        expect(mounted.element.textContent).to.equal(text);
        expect(await widgetApiRequests()).to.have.length(requests);
        expect(mounted.of('ready')).to.have.length(1);
        expect(mounted.of('error')).to.have.length(0);
      } finally {
        elsewhere.remove();
      }
    });

    it('sends and fires nothing more once removed during a load', async () => {
      const attributes = await widget.validAttributes(origin);
      await backend.setFault({
        path: widget.requestPath,
        delayMs: heldAnswerMs,
        status: 503,
        error: 'ASPSP_ERROR',
        message: 'x',
      });
      const mounted = await mount(widget.tag, attributes);
      await waitUntil(
        async () => (await widgetApiRequests()).length === 1,
        'the widget sent its request',
        backendWait,
      );
      mounted.element.remove();
      // Past the answer, and past the retry that a widget still on the page would send.
      await sleep(heldAnswerMs + 1000);
      expect(await widgetApiRequests()).to.have.length(1);
      expect(mounted.events).to.have.length(0);
    });

    it('fires a bubbling ready and an error that does not bubble', async () => {
      const heard: string[] = [];
      const listen = (event: Event) => heard.push(event.type);
      document.body.addEventListener('ready', listen);
      document.body.addEventListener('error', listen);
      try {
        const loaded = await mount(widget.tag, await widget.validAttributes(origin));
        await loaded.until('ready');
        const broken = await mount(widget.tag, {
          ...(await widget.validAttributes(origin)),
          origin: 'ftp://x',
        });
        await broken.until('error');
        expect(heard).to.deep.equal(['ready']);
      } finally {
        document.body.removeEventListener('ready', listen);
        document.body.removeEventListener('error', listen);
      }
    });
  });
}
