import { element } from './dom.js';
import { WIDGET_LOCALES } from './widget-locales.js';

const STORAGE_KEY = 'service-widgets-demo:locale';
const WIDGET_TAGS = 'service-aspsp-list, service-consent, service-auth-flow';

/**
 * The page's "Widget language" select: sets `locale` on every widget of the page, now and
 * for those created later, and is remembered across the demo's pages. Empty means no
 * attribute: the widget follows the page's `lang`.
 */
export class LocalePicker {
  constructor(private readonly select: HTMLSelectElement) {
    select.replaceChildren(
      element('option', { text: 'Automatic (page language)', attributes: { value: '' } }),
      ...WIDGET_LOCALES.map(({ code, name }) =>
        element('option', {
          text: `${name} (${code.toUpperCase()})`,
          attributes: { value: code, lang: code },
        }),
      ),
    );
    select.value = readStored();
    select.addEventListener('change', () => {
      store(select.value);
      for (const widget of document.querySelectorAll(WIDGET_TAGS)) this.apply(widget);
    });
  }

  /** The chosen locale, or '' for automatic. */
  get value(): string {
    return this.select.value;
  }

  /** Gives a widget the chosen locale (or removes its `locale`). */
  apply(widget: Element): void {
    if (this.value) widget.setAttribute('locale', this.value);
    else widget.removeAttribute('locale');
  }
}

function readStored(): string {
  try {
    const stored = localStorage.getItem(STORAGE_KEY) ?? '';
    return WIDGET_LOCALES.some(({ code }) => code === stored) ? stored : '';
  } catch {
    return '';
  }
}

function store(value: string): void {
  try {
    localStorage.setItem(STORAGE_KEY, value);
  } catch {
    // Storage may be off (private mode, a strict browser); the choice then lasts for this page.
  }
}
