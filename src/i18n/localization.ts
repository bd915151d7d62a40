/**
 * A per-element localisation controller: each widget has its own locale, so two widgets on
 * one page can speak two languages (a page-global setting such as @lit/localize's cannot).
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { catalogFor, ensureCatalog, isCatalogSettled } from './catalogs.js';
import { intlTag } from './intl-tag.js';
import { chooseTag, defaultLocale, matchLocale, type Locale } from './locale.js';
import type { MessageKey } from './locales/en.js';
import { formatMessage, type MessageParams } from './message.js';

interface LocalizedHost extends ReactiveControllerHost, HTMLElement {
  /** The element's `locale` attribute. */
  locale?: string | null;
}

/**
 * Intl objects are costly to create (tens of milliseconds on a first use): one set per
 * Intl tag, shared by all elements, each made only when first asked for.
 */
class LocaleFormats {
  // TypeScript's private, not #private: the es2021 build would add helpers to emulate the latter.
  private plural: Intl.PluralRules | undefined;
  private number: Intl.NumberFormat | undefined;
  private sorting: Intl.Collator | undefined;
  private checked: string | undefined;

  /**
   * @param locale the catalogue's locale
   * @param regional the tag of the page's region (intlTag's), which the engine may not know
   * @param language the language's own tag, for a region the engine does not know ('en-EU')
   */
  constructor(
    readonly locale: Locale,
    private readonly regional: string,
    private readonly language: string,
  ) {}

  /**
   * The tag numbers, amounts and dates are written with: the region's when the engine has its
   * data. Checked by making a format, so only for a page that names a region and only once a
   * format is needed: never for a list's sorting.
   */
  get tag(): string {
    return (this.checked ??=
      this.regional === this.language ||
      new Intl.NumberFormat(this.regional).resolvedOptions().locale === this.regional
        ? this.regional
        : this.language);
  }

  get pluralRules(): Intl.PluralRules {
    return (this.plural ??= new Intl.PluralRules(this.tag));
  }

  get numberFormat(): Intl.NumberFormat {
    return (this.number ??= new Intl.NumberFormat(this.tag));
  }

  /** A region the engine does not know sorts as its language, which the region does not change. */
  get collator(): Intl.Collator {
    return (this.sorting ??= new Intl.Collator(this.regional, { sensitivity: 'base', numeric: true }));
  }
}

const formatsByTag = new Map<string, LocaleFormats>();

function formatsFor(locale: Locale, tag: string | undefined): LocaleFormats {
  const regional = intlTag(locale, tag);
  let formats = formatsByTag.get(regional);
  if (!formats) {
    formats = new LocaleFormats(locale, regional, intlTag(locale));
    formatsByTag.set(regional, formats);
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
   * The formats (and locale) chosen as this render began, undefined outside a render. Each
   * message of a render reads them: choosing for each (a closest() up the page, a few language
   * tags parsed) took 0.1–0.2 ms of an auth flow step's render.
   */
  private renderFormats: LocaleFormats | undefined;

  /**
   * Chosen anew for each render (and on each call outside one), so a changed `locale` or
   * page `lang` applies on the next render.
   */
  get locale(): Locale {
    return this.formats.locale;
  }

  /** The locale's Intl objects in the page's region; `formats.tag` for amounts and dates. */
  get formats(): LocaleFormats {
    return this.renderFormats ?? this.resolve();
  }

  private resolve(): LocaleFormats {
    const pageLang = this.host.parentElement?.closest('[lang]')?.getAttribute('lang');
    // The browser's languages only when the page names none of ours: most pages have a `lang`.
    const tag =
      chooseTag([this.host.locale, this.providedLocale(), pageLang]) ??
      chooseTag(globalThis.navigator?.languages ?? []);
    return formatsFor(matchLocale(tag) ?? defaultLocale, tag);
  }

  t(key: MessageKey, params: MessageParams = {}): string {
    const formats = this.formats;
    // The formats' getters make an Intl object only when the message needs it.
    return formatMessage(catalogFor(formats.locale)[key], params, formats);
  }

  /** Resolves once the current locale's messages are loaded (or English is all there is). */
  ready(): Promise<void> {
    return ensureCatalog(this.locale, this.backendOrigin());
  }

  /** Until the locale's messages arrive, the widget speaks English; then it renders again. */
  hostUpdate(): void {
    const formats = this.resolve();
    this.renderFormats = formats;
    if (!isCatalogSettled(formats.locale)) void this.ready().then(() => this.host.requestUpdate());
  }

  hostUpdated(): void {
    this.renderFormats = undefined;
  }
}
