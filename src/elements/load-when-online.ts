import type { ReactiveController, ReactiveControllerHost } from 'lit';

/**
 * Loads a widget again when the browser comes back online after its load failed at the network
 * level (offline, a connection lost): no click needed. It listens only while armed and while
 * the widget is on the page.
 */
export class LoadWhenOnline implements ReactiveController {
  private armed = false;
  private listening = false;
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

  private readonly onOnline = () => {
    this.disarm();
    this.load();
  };

  private listen(): void {
    if (!this.armed || !this.connected || this.listening) return;
    window.addEventListener('online', this.onOnline);
    this.listening = true;
  }

  private stopListening(): void {
    if (!this.listening) return;
    window.removeEventListener('online', this.onOnline);
    this.listening = false;
  }
}
