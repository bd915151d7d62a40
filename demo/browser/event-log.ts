import { element } from './dom.js';

/** Every event the widgets fire, beyond the specification's `step` too. */
export const WIDGET_EVENTS = [
  'ready',
  'error',
  'selected',
  'confirmed',
  'cancelled',
  'ais-loaded',
  'pis-loaded',
  'step',
] as const;

/** A log of the widgets' events, newest first, each with its detail as text (JSON). */
export class EventLog {
  constructor(private readonly list: HTMLOListElement) {}

  /** Logs the widget's events, in the order they are fired. */
  watch(widget: HTMLElement): void {
    for (const type of WIDGET_EVENTS) {
      widget.addEventListener(type, (event) => this.add(widget.localName, event));
    }
  }

  clear(): void {
    this.list.replaceChildren();
  }

  private add(tag: string, event: Event): void {
    const detail = event instanceof CustomEvent ? (event.detail as unknown) : undefined;
    const time = new Date().toLocaleTimeString('en-GB', { hour12: false });
    const item = element('li', { className: 'event' }, [
      element('span', { className: 'event-time', text: time }),
      ' ',
      element('code', { className: 'event-source', text: tag }),
      ' ',
      element('strong', { className: 'event-type', text: event.type }),
    ]);
    item.dataset.event = event.type;
    if (event.cancelable) item.append(' ', element('span', { className: 'badge', text: 'cancelable' }));
    item.append(
      element('pre', {
        className: 'code-block event-detail',
        text: detail === undefined || detail === null ? 'no detail' : JSON.stringify(detail, null, 2),
      }),
    );
    this.list.prepend(item);
  }
}
