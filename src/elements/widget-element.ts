import {
  html,
  LitElement,
  nothing,
  type PropertyDeclarations,
  type PropertyValues,
  type TemplateResult,
} from 'lit';
import type { ApiContext } from '../api/client.js';
import { toBackendOrigin } from '../api/safe-url.js';
import { WidgetError, WidgetErrorCode } from '../api/widget-error.js';
import type { WidgetErrorDetail, WidgetEventMap } from '../events.js';
import { textLocale } from '../i18n/catalogs.js';
import { Localization } from '../i18n/localization.js';
import { version } from '../version.js';
import { booleanAttribute, flagValue, ownBooleanAttribute } from './boolean-attribute.js';
import { getDefaultOrigin } from './default-origin.js';
import { browserIsOffline } from '../api/online.js';
import { canRetry, loadFailureKey } from './error-message.js';
import { renderErrorMessage } from './error-message-view.js';
import { keepFocusInside } from './keep-focus.js';
import { LoadAtConnection } from './load-at-connection.js';
import { LoadWhenOnline } from './load-when-online.js';
import { PageRestoreController } from './page-restore.js';
import { WidgetConfigConsumer } from './widget-config-context.js';

/**
 * Typed listeners: `el.addEventListener('selected', (e) => e.detail.name)` type-checks, and so
 * does removing the same listener. Declared only (merged into the class below): the element's
 * own methods are the ones it inherits.
 */
export interface WidgetElement<EventMap extends WidgetEventMap = WidgetEventMap> {
  addEventListener<K extends keyof EventMap>(
    type: K,
    listener: (this: this, event: EventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions,
  ): void;
  removeEventListener<K extends keyof EventMap>(
    type: K,
    listener: (this: this, event: EventMap[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | EventListenerOptions,
  ): void;
}

/** The detail an event of the map carries. */
type DetailOf<Event> = Event extends CustomEvent<infer Detail> ? Detail : never;

/**
 * What the three widgets share: light-DOM rendering (so page CSS applies, as the
 * specification asks), the `origin`, `sandbox` and `locale` attributes, one load at a time
 * with stale answers dropped through an AbortSignal, and the error and ready events.
 */
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging
export abstract class WidgetElement<EventMap extends WidgetEventMap = WidgetEventMap> extends LitElement {
  /**
   * Lit's reactive properties, declared here rather than with decorators in every element:
   * TypeScript's decorator helper and Lit's decorators cost 450 bytes of the gzipped script.
   * A state says `attribute: false`, which Lit implies, for the manifest's analyzer.
   */
  static override properties: PropertyDeclarations = {
    origin: { reflect: false },
    locale: {},
    sandbox: { converter: ownBooleanAttribute },
    failure: { state: true, attribute: false },
    loading: { state: true, attribute: false },
  };

  /** The library version of the registered class, for a later copy on the page to compare (define.ts). */
  static readonly version = version;

  /** The backend's origin ({auth_url}); defaults to the origin the script was loaded from. */
  origin: string | null = null;

  /** One of DA, DE, EN, ES, ET, FI, FR, IT, LT, LV, NL, NO, PL, PT, RU, SV, any case; another is not used. */
  locale: string | null = null;

  /**
   * Talks to the sandbox environment. Unset (undefined), an enclosing <service-widgets-config>
   * decides, and without one it is false.
   */
  sandbox: boolean | undefined = undefined;

  protected failure: WidgetError | undefined;
  protected loading = false;

  /** What an enclosing <service-widgets-config> gives; the widget's own attributes win. */
  protected readonly widgetConfig = new WidgetConfigConsumer(this);
  protected readonly i18n = new Localization(
    this,
    () => this.backendOrigin,
    () => this.widgetConfig.locale,
  );
  /**
   * An element moved in the DOM was disconnected mid-load, and picks up where it left off; a new
   * one with valid attributes sends its request now; without them it waits for its first
   * update, as a framework may set them after inserting it.
   */
  private readonly loadAtConnection = new LoadAtConnection(this, () => {
    if (!rehearsals.has(this)) insertedBefore = true;
    if (this.loadInterrupted) void this.load();
    else if (!this.hasUpdated) void this.load({ atInsertion: true });
  });
  private readonly loadWhenOnline = new LoadWhenOnline(this, () => void this.load());
  private loadAbort: AbortController | undefined;
  private loadInterrupted = false;
  private readyEmitted = false;
  /**
   * What the last load was started for (loadKey): a change of a property of reloadOn or of the
   * enclosing configuration loads again, and the first update does not repeat a load started at insertion.
   */
  private startedFor: string | undefined;

  /** Whether the state shown lives on the backend and can move on while the page is in the bfcache. */
  protected readonly rereadOnRestore: boolean = false;

  private readonly pageRestore = new PageRestoreController(this, {
    hidden: () => this.pageHidden(),
    restored: () => this.pageRestored(),
  });

  /** Properties whose change means the data must be fetched again. */
  protected abstract readonly reloadOn: readonly PropertyKey[];

  /** Fetches and stores the widget's data; called through load(). */
  protected abstract fetchData(context: ApiContext): Promise<void>;

  /** A setup error (a missing or invalid attribute), checked before any request. */
  protected abstract checkAttributes(): WidgetError | undefined;

  protected abstract renderContent(): TemplateResult | typeof nothing;

  protected override createRenderRoot(): HTMLElement {
    return this;
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.interruptLoad();
  }

  private interruptLoad(): void {
    if (this.loadAbort && !this.loadAbort.signal.aborted) {
      this.loadAbort.abort();
      this.loadInterrupted = true;
    }
  }

  /** Leaving the page: nothing stays in flight, so the page can enter the back-forward cache. */
  protected pageHidden(): void {
    if (this.loading) this.interruptLoad();
  }

  /**
   * Back from the back-forward cache: a load cut off on leaving runs again, and a widget whose
   * state lives on the backend re-reads it. `ready` fires only if it never fired before.
   */
  private pageRestored(): void {
    if (!this.loadInterrupted && !this.rereadOnRestore) return;
    void this.load({ announceReady: this.loadInterrupted || !this.readyEmitted });
  }

  protected override willUpdate(_changed: PropertyValues<this>): void {
    this.readFlagStrings();
    if (this.loadKey() !== this.startedFor) void this.load();
  }

  /** What a load depends on: the properties of reloadOn and the enclosing configuration. */
  private loadKey(): string {
    const record = this as unknown as Record<PropertyKey, unknown>;
    return JSON.stringify([this.widgetConfig.source, ...this.reloadOn.map((name) => record[name])]);
  }

  /**
   * Frameworks may set a flag as a property with the attribute's text (React, Vue and Svelte
   * pass `sandbox="false"` through as the string "false", and Vue a bare `sandbox` as "");
   * read it as the attribute would be, before a load at insertion reads it too.
   */
  private readFlagStrings(): void {
    const record = this as unknown as Record<PropertyKey, unknown>;
    for (const [name, options] of (this.constructor as typeof LitElement).elementProperties) {
      const value = record[name];
      const isFlag = options.converter === booleanAttribute || options.converter === ownBooleanAttribute;
      if (isFlag && typeof value === 'string') record[name] = flagValue(value);
    }
  }

  protected override render() {
    return html`<div class="service-widget" lang=${textLocale(this.i18n.locale)}>${this.renderState()}</div>`;
  }

  private renderState() {
    if (this.failure) return this.renderFailure(this.failure);
    if (this.loading) return this.renderLoading();
    return this.renderContent();
  }

  protected renderLoading(): TemplateResult {
    // role=status is polite by itself; tabindex: "Try again" hands its focus to it (load()).
    return html`<p role="status" class="service-loading" tabindex="-1">${this.i18n.t('loading')}</p>`;
  }

  protected renderFailure(failure: WidgetError): TemplateResult {
    const key = loadFailureKey(failure.error, failure.status, browserIsOffline());
    return renderErrorMessage({
      focus: true,
      heading: { text: this.i18n.t('errorHeading'), level: 2 },
      message: this.i18n.t(key, { attribute: failure.attribute ?? '', origin: this.backendOrigin ?? '' }),
      action: canRetry(failure.error, failure.status)
        ? html`<button type="button" @click=${() => void this.load()}>${this.i18n.t('retry')}</button>`
        : undefined,
    });
  }

  /** The validated backend origin, or undefined when neither the attribute nor a default gives one. */
  protected get backendOrigin(): string | undefined {
    return toBackendOrigin(this.widgetConfig.origin ?? getDefaultOrigin());
  }

  /** Fetches anew, aborting a load still under way so its answer can never render. */
  protected async load({ announceReady = true, atInsertion = false }: LoadOptions = {}): Promise<void> {
    this.readFlagStrings();
    const setupError = this.checkAttributes() ?? this.checkOrigin();
    // At insertion, attributes that a framework sets next are taken in the first update: no error yet.
    if (setupError && atInsertion) return;
    this.loadAbort?.abort();
    this.loadInterrupted = false;
    this.loadWhenOnline.disarm();
    this.startedFor = this.loadKey();
    if (setupError) {
      this.loading = false;
      this.fail(setupError);
      return;
    }
    const controller = new AbortController();
    // A rehearsal's request is built and never sent: no fetch() with a signal aborted (client.ts).
    if (rehearsals.has(this)) controller.abort();
    this.loadAbort = controller;
    this.failure = undefined;
    this.loading = true;
    let focusInside = false;
    try {
      const shown = this.fetchAndShow(this.apiContext(controller.signal));
      // Read after the request has left; the loading state has not replaced anything yet.
      focusInside = this.contains(document.activeElement);
      // "Try again" goes as the loading state comes: focus on it, which reads it.
      this.keepFocus('.service-loading, input', focusInside);
      await shown;
      if (controller.signal.aborted) return;
      // After "Try again": the content's heading that takes focus, or its first control.
      this.keepFocus('[tabindex="-1"], input, button, a[href]', focusInside);
      if (announceReady) {
        this.readyEmitted = true;
        this.emitReady();
      }
      this.afterReady();
    } catch (error) {
      if (controller.signal.aborted) return;
      this.loading = false;
      this.fail(toWidgetError(error), focusInside);
    } finally {
      // A settled load is no longer under way: moving the element must not fetch it again.
      if (this.loadAbort === controller) this.loadAbort = undefined;
    }
  }

  /**
   * Fetches the data and shows it; `ready` fires once this resolves. The locale's messages load
   * alongside the data, so `ready` means the text is final too.
   */
  protected async fetchAndShow(context: ApiContext): Promise<void> {
    await Promise.all([this.fetchData(context), this.i18n.ready()]);
    if (!context.signal.aborted) await this.showLoaded();
  }

  /** Renders what was loaded; resolves once it is in the DOM. */
  protected async showLoaded(): Promise<void> {
    this.loading = false;
    await this.updateComplete;
  }

  /** What follows a load's `ready` (or a re-read's, which fires none). */
  protected afterReady(): void {}

  protected apiContext(signal: AbortSignal): ApiContext {
    return {
      origin: this.backendOrigin ?? '',
      sandbox: this.widgetConfig.sandbox,
      locale: this.i18n.locale,
      signal,
    };
  }

  /**
   * Shows the failure instead of the content and reports it unless that is done (`error` does
   * not bubble, like a native error event); focus in the widget until now moves to it.
   */
  protected fail(
    failure: WidgetError,
    focusInside = this.contains(document.activeElement),
    reported = false,
  ): void {
    this.failure = failure;
    // A connection that comes back (the `online` event) loads again, with no click: the
    // offline message says so, whether a load or a poll failed.
    if (failure.error === WidgetErrorCode.networkError) this.loadWhenOnline.arm();
    if (!reported) this.reportError(failure);
    this.keepFocus('.service-error', focusInside);
  }

  /** Focus in the widget that the next render takes away goes to `selector` (keep-focus.ts). */
  protected keepFocus(selector: string, focusInside = this.contains(document.activeElement)): void {
    void keepFocusInside(this, selector, focusInside);
  }

  /** Fires `error` only, for a failure shown beside the content (a failed action) rather than instead of it. */
  protected reportError(failure: WidgetError): void {
    const detail: WidgetErrorDetail = { error: failure.error, message: failure.message };
    if (failure.status !== undefined) detail.code = failure.status;
    this.dispatchEvent(new CustomEvent('error', { detail }));
  }

  /** Fires `ready`: the data is loaded and rendered. */
  protected emitReady(): void {
    this.dispatch('ready', undefined, {});
  }

  /**
   * Fires a bubbling, composed event; returns false when a listener called preventDefault().
   * Typed to the element's event map, so a wrong name or detail does not compile.
   */
  protected emit<Type extends keyof EventMap & string>(
    type: Type,
    detail: DetailOf<EventMap[Type]>,
    options: { cancelable?: boolean } = {},
  ): boolean {
    return this.dispatch(type, detail, options);
  }

  private dispatch(type: string, detail: unknown, options: { cancelable?: boolean }): boolean {
    /**
     * @ignore Each element names its events with `@event`; without this the manifest analyzer
     * would list the variable as an event called "type".
     */
    return this.dispatchEvent(
      new CustomEvent(type, {
        detail,
        bubbles: true,
        composed: true,
        cancelable: options.cancelable ?? false,
      }),
    );
  }

  private checkOrigin(): WidgetError | undefined {
    const raw = this.widgetConfig.origin ?? getDefaultOrigin();
    if (!raw) return missingAttribute('origin');
    if (!this.backendOrigin) return invalidAttribute('origin', raw, 'an https URL');
    return undefined;
  }
}

/** Elements that run an insertion's path without sending its request (rehearseInsertion). */
const rehearsals = new WeakSet<WidgetElement>();
/** Whether a widget has been inserted in this page: a rehearsal would then warm nothing. */
let insertedBefore = false;

/**
 * Runs an insertion's path on `element`, never inserted: its request is built with its signal
 * aborted, so never sent, and it renders once; then it is taken out again (rehearse-insertion.ts
 * says why).
 */
export async function rehearseInsertion(element: WidgetElement): Promise<void> {
  if (insertedBefore) return;
  rehearsals.add(element);
  element.connectedCallback();
  await element.updateComplete;
  element.disconnectedCallback();
}

export interface LoadOptions {
  /** False for a re-read after a back-forward cache restore, which is no new `ready`. */
  announceReady?: boolean;
  /** The load an element starts as it is inserted, only with its attributes all there. */
  atInsertion?: boolean;
}

export function missingAttribute(attribute: string): WidgetError {
  return new WidgetError(WidgetErrorCode.missingAttribute, `The ${attribute} attribute is required.`, {
    attribute,
  });
}

/** An attribute whose value cannot be used; `what` says what it must be. */
export function invalidAttribute(attribute: string, value: string, what = 'valid'): WidgetError {
  return new WidgetError(
    WidgetErrorCode.invalidAttribute,
    `The ${attribute} attribute "${value}" is not ${what}.`,
    {
      attribute,
    },
  );
}

/** Any failure as a WidgetError: an unexpected one counts as an unreadable answer. */
export function toWidgetError(error: unknown): WidgetError {
  if (error instanceof WidgetError) return error;
  return new WidgetError(WidgetErrorCode.invalidResponse, 'The service sent data this widget cannot show.', {
    cause: error,
  });
}
