/**
 * A per-element localisation controller: each widget has its own locale, so two widgets on
 * one page can speak two languages (a page-global setting such as @lit/localize's cannot).
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { catalogFor, ensureCatalog, isCatalogSettled } from './catalogs.js';
import { intlTag, matchLocale, resolveLocale, type Locale } from './locale.js';
import type { MessageKey } from './locales/en.js';
import { formatMessage, type MessageParams } from './message.js';

interface LocalizedHost extends ReactiveControllerHost, HTMLElement {
  /** The element's `locale` attribute. */
  locale?: string | null;
}

/**
 * Intl objects are costly to create (tens of milliseconds on a first use): one set per
 * locale, shared by all elements, each made only when first asked for.
 */
class LocaleFormats {
  // TypeScript's private, not #private: the es2021 build would add helpers to emulate the latter.
  private plural: Intl.PluralRules | undefined;
  private number: Intl.NumberFormat | undefined;
  private sorting: Intl.Collator | undefined;

  constructor(private readonly tag: string) {}

  get pluralRules(): Intl.PluralRules {
    return (this.plural ??= new Intl.PluralRules(this.tag));
  }

  get numberFormat(): Intl.NumberFormat {
    return (this.number ??= new Intl.NumberFormat(this.tag));
  }

  get collator(): Intl.Collator {
    return (this.sorting ??= new Intl.Collator(this.tag, { sensitivity: 'base', numeric: true }));
  }
}

const formatsByLocale = new Map<Locale, LocaleFormats>();

function formatsFor(locale: Locale): LocaleFormats {
  let formats = formatsByLocale.get(locale);
  if (!formats) {
    formats = new LocaleFormats(intlTag(locale));
    formatsByLocale.set(locale, formats);
  }
  return formats;
}

export class Localization implements ReactiveController {
  /**
   * @param backendOrigin where the script-tag bundle may fetch a locale's messages from
   * @param providedLocale the locale an enclosing <service-widgets-config> gives, after the element's own
   */
  constructor(
    private readonly host: LocalizedHost,
    private readonly backendOrigin: () => string | undefined = () => undefined,
    private readonly providedLocale: () => string | undefined = () => undefined,
  ) {
    host.addController(this);
  }

  /**
   * The locale resolved as this render began, undefined outside a render. Each message of a
   * render reads it: resolving it for each (a closest() up the page, a few language tags
   * parsed) took 0.1–0.2 ms of an auth flow step's render.
   */
  private renderLocale: Locale | undefined;

  /**
   * Resolved anew for each render (and on each call outside one), so a changed `locale` or
   * page `lang` applies on the next render.
   */
  get locale(): Locale {
    return this.renderLocale ?? this.resolve();
  }

  private resolve(): Locale {
    const pageLang = this.host.parentElement?.closest('[lang]')?.getAttribute('lang');
    const own = matchLocale(this.host.locale) ?? matchLocale(this.providedLocale());
    return resolveLocale(own, pageLang, globalThis.navigator?.languages ?? []);
  }

  get formats(): LocaleFormats {
    return formatsFor(this.locale);
  }

  t(key: MessageKey, params: MessageParams = {}): string {
    const locale = this.locale;
    // The formats' getters make an Intl object only when the message needs it.
    return formatMessage(catalogFor(locale)[key], params, formatsFor(locale));
  }

  /** Resolves once the current locale's messages are loaded (or English is all there is). */
  ready(): Promise<void> {
    return ensureCatalog(this.locale, this.backendOrigin());
  }

  /** Until the locale's messages arrive, the widget speaks English; then it renders again. */
  hostUpdate(): void {
    const locale = this.resolve();
    this.renderLocale = locale;
    if (!isCatalogSettled(locale)) void this.ready().then(() => this.host.requestUpdate());
  }

  hostUpdated(): void {
    this.renderLocale = undefined;
  }
}
