/**
 * What a <service-widgets-config> gives the widgets inside it: origin, sandbox and locale,
 * through @lit/context, so it reaches widgets in shadow trees below it and widgets added
 * later. A widget's own attribute wins over it. Symbol.for: a second copy of the library on
 * the page still finds the first one's provider.
 */
import { ContextConsumer, createContext } from '@lit/context';
import type { ReactiveController, ReactiveControllerHost } from 'lit';

export interface WidgetConfig {
  readonly origin?: string | null | undefined;
  readonly sandbox?: boolean | undefined;
  readonly locale?: string | null | undefined;
}

export const widgetConfigContext = createContext<WidgetConfig | undefined>(
  Symbol.for('service-widgets:config'),
);

interface ConfiguredHost extends ReactiveControllerHost, HTMLElement {
  origin: string | null;
  /** Undefined when the widget has none of its own. */
  sandbox: boolean | undefined;
  locale: string | null;
}

/** A widget's side: the provided values, each unless the widget has its own. */
export class WidgetConfigConsumer implements ReactiveController {
  private provided: WidgetConfig = {};

  constructor(private readonly host: ConfiguredHost) {
    // Added before the context consumer, so a widget moved out of a provider forgets its values
    // before the consumer asks again (and the provider around the new place answers at once).
    host.addController(this);
    new ContextConsumer(host, {
      context: widgetConfigContext,
      subscribe: true,
      callback: (value) => (this.provided = value ?? {}),
    });
  }

  hostConnected(): void {
    this.provided = {};
    this.host.requestUpdate();
  }

  get origin(): string | undefined {
    return this.host.origin ?? this.provided.origin ?? undefined;
  }

  /** The widget's own `sandbox` wins, false included (the attribute "false", or the property). */
  get sandbox(): boolean {
    return this.host.sandbox ?? this.provided.sandbox === true;
  }

  get locale(): string | undefined {
    return this.host.locale ?? this.provided.locale ?? undefined;
  }

  /** What the widget's data depends on: a change means fetching again. */
  get source(): string {
    return `${this.origin ?? ''} ${String(this.sandbox)}`;
  }
}
