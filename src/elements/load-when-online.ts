import type { ReactiveController, ReactiveControllerHost } from 'lit';

/**
 * Loads a widget again when the browser comes back online after its load failed at the network
 * level (offline, a connection lost): no click needed. It listens only while armed and while
 * the widget is on the page.
 */
export class LoadWhenOnline implements ReactiveController {
  private armed = false;
  private connected = false;

  constructor(
    host: ReactiveControllerHost,
    private readonly load: () => void,
  ) {
    host.addController(this);
  }

  /** Waits for the next `online` event. */
  arm(): void {
    this.armed = true;
    this.listen();
  }

  /** Another load started (a click on "Try again", a changed attribute): nothing to wait for. */
  disarm(): void {
    this.armed = false;
    this.stopListening();
  }

  hostConnected(): void {
    this.connected = true;
    this.listen();
  }

  hostDisconnected(): void {
    this.connected = false;
    this.stopListening();
  }

  /** The `online` event: the controller is its listener. */
  handleEvent(): void {
    this.disarm();
    this.load();
  }

  // The same listener added twice is listening once, and removing one not added does nothing.
  private listen(): void {
    if (this.armed && this.connected) window.addEventListener('online', this);
  }

  private stopListening(): void {
    window.removeEventListener('online', this);
  }
}
