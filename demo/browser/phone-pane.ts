/**
 * The "phone" beside a journey's stage: once service-auth-flow shows the QR code of
 * "continue on your phone" (its `step` event `{ type: 'handoff' }`), the hand-off URL opens
 * in a phone-sized frame, so a person sees both devices. The URL is the one the widget shows
 * as a link beside the QR code; only the service's origin is framed (the demo's CSP says
 * frame-src, the service's hand-off page allows the demo as frame ancestor).
 */
import type { StepDetail } from '../../src/events.js';
import { byId } from './dom.js';

export class PhonePane {
  private readonly pane = byId('phone-pane', HTMLElement);
  private readonly frame = byId('phone-frame', HTMLIFrameElement);

  /** Listens to an auth flow; any other widget on the stage puts the phone away. */
  follow(widget: HTMLElement | undefined): void {
    this.close();
    if (widget?.localName !== 'service-auth-flow') return;
    widget.addEventListener('step', (event) => {
      const { type } = (event as CustomEvent<StepDetail>).detail;
      if (type === 'handoff') this.open(widget);
    });
  }

  private open(flow: HTMLElement): void {
    const href = flow.querySelector<HTMLAnchorElement>('.service-handoff-link a')?.href;
    // Only the service's own page: the origin the widget talks to.
    if (!href || new URL(href).origin !== new URL(flow.getAttribute('origin') ?? '', href).origin) return;
    this.frame.src = href;
    this.pane.hidden = false;
  }

  private close(): void {
    this.pane.hidden = true;
    this.frame.removeAttribute('src');
  }
}
