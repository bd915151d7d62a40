import type { WidgetErrorDetail } from '../../src/events.js';

/**
 * Calls back on the widget's `error` event (a CustomEvent, unlike a native error event) with
 * its detail. `error` does not bubble, so it is listened to on the widget itself.
 */
export function onWidgetError(widget: HTMLElement, handler: (detail: WidgetErrorDetail) => void): void {
  widget.addEventListener('error', (event: Event) => {
    if (event instanceof CustomEvent) handler(event.detail as WidgetErrorDetail);
  });
}

export function widgetErrorText(widget: HTMLElement, detail: WidgetErrorDetail): string {
  return `${widget.localName} fired error ${detail.error}: ${detail.message}`;
}
