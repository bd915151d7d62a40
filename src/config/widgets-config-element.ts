import { ContextConsumer, ContextProvider } from '@lit/context';
import {
  html,
  LitElement,
  type CSSResultGroup,
  type PropertyDeclaration,
  type PropertyDeclarations,
  type TemplateResult,
  unsafeCSS,
} from 'lit';
import { ownBooleanAttribute } from '../elements/boolean-attribute.js';
import { widgetConfigContext, type WidgetConfig } from '../elements/widget-config-context.js';
import { version } from '../version.js';

/**
 * One configuration for a region of the page: the widgets inside (also in shadow trees below,
 * and those added later) take its origin, sandbox and locale unless they have their own
 * attribute. A change applies live: a new locale re-renders, a new origin or sandbox fetches
 * again. An inner config wins over an outer one, for the attributes it has.
 * It has no box of its own (display: contents): its children lay out as if it were not there.
 *
 * @summary Gives origin, sandbox and locale to the widgets inside it. Extension.
 * @tagname service-widgets-config
 * @attr origin - The backend origin for the widgets inside.
 * @attr sandbox - The widgets inside talk to the sandbox; "false" means absent.
 * @attr locale - One of the 16 locales, DA to SV (docs/elements.md), for the widgets inside.
 * @slot - The region of the page the configuration applies to.
 */
export class WidgetsConfigElement extends LitElement {
  static override properties: PropertyDeclarations = {
    origin: {},
    sandbox: { converter: ownBooleanAttribute },
    locale: {},
  };

  /** The library version of the registered class, for a later copy on the page to compare (define.ts). */
  static readonly version = version;

  // A constant. Lit's `css` tag would bring its checks of interpolated values (none here) into the bundle.
  static override styles: CSSResultGroup = unsafeCSS(':host { display: contents; }');

  origin: string | null = null;
  /** Unset, an enclosing config decides; set ("false" included), this one's value applies. */
  sandbox: boolean | undefined = undefined;
  locale: string | null = null;

  private readonly provider = new ContextProvider(this, { context: widgetConfigContext, initialValue: {} });
  /** An enclosing config, whose values apply where this one has none. */
  private outer: WidgetConfig = {};

  constructor() {
    super();
    new ContextConsumer(this, {
      context: widgetConfigContext,
      subscribe: true,
      callback: (value) => {
        this.outer = value ?? {};
        this.provide();
      },
    });
  }

  override connectedCallback(): void {
    this.outer = {};
    super.connectedCallback();
    this.provide();
  }

  /**
   * Hands each change on at once rather than at the next render, so a widget parsed right
   * after this element never starts with an empty configuration.
   */
  override requestUpdate(name?: PropertyKey, oldValue?: unknown, options?: PropertyDeclaration): void {
    super.requestUpdate(name, oldValue, options);
    if (name !== undefined) this.provide();
  }

  protected override render(): TemplateResult {
    return html`<slot></slot>`;
  }

  private provide(): void {
    // Lit calls requestUpdate from the constructor, before the provider exists.
    if (!this.provider) return;
    const outer = this.outer;
    const config: WidgetConfig = {
      origin: this.origin ?? outer.origin,
      sandbox: this.sandbox ?? outer.sandbox,
      locale: this.locale ?? outer.locale,
    };
    const current = this.provider.value ?? {};
    if (
      current.origin !== config.origin ||
      current.sandbox !== config.sandbox ||
      current.locale !== config.locale
    ) {
      this.provider.setValue(config);
    }
  }
}
