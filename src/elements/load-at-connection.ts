import type { ReactiveController, ReactiveControllerHost } from 'lit';

/**
 * Starts a widget's load as it is connected, not at its first update (milliseconds later).
 * Added right after the configuration, whose origin and sandbox the request needs, and before
 * any other part of the widget, so that nothing runs before the request leaves.
 */
export class LoadAtConnection implements ReactiveController {
  constructor(
    host: ReactiveControllerHost,
    private readonly load: () => void,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    this.load();
  }
}
