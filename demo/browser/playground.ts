/**
 * A widget playground: every attribute as a form control, the element updated in place on
 * each change, an event log with each event's detail, and the HTML snippet to copy.
 */
import { byId, element } from './dom.js';
import { EventLog } from './event-log.js';
import { clearNotice, showNotice } from './notice.js';
import { setAttributes } from './widgets.js';
import { onWidgetError, widgetErrorText } from './widget-errors.js';

type WidgetTag = 'service-aspsp-list' | 'service-consent' | 'service-auth-flow';

export interface AttributeControl {
  /** The attribute's name. */
  name: string;
  kind: 'text' | 'select' | 'boolean';
  /** One line on what the attribute does. */
  help: string;
  options?: readonly { value: string; label: string }[];
  initial?: string | boolean;
}

export interface PlaygroundSpec {
  tag: WidgetTag;
  attributes: readonly AttributeControl[];
  /** Where the script-tag bundle is, for the snippet. */
  backendOrigin: string;
  /** The snippet links widgets.css (service-consent needs none). */
  needsCss: boolean;
}

export class Playground {
  readonly widget: HTMLElement;
  private readonly controls = new Map<string, HTMLInputElement | HTMLSelectElement>();
  private readonly snippet = byId('snippet', HTMLPreElement);
  private readonly notice = byId('notice', HTMLDivElement);

  constructor(private readonly spec: PlaygroundSpec) {
    const fields = byId('control-fields', HTMLDivElement);
    for (const attribute of spec.attributes) fields.append(this.control(attribute));
    this.widget = document.createElement(spec.tag);
    setAttributes(this.widget, this.values());
    const log = new EventLog(byId('event-log', HTMLOListElement));
    log.watch(this.widget);
    onWidgetError(this.widget, (detail) =>
      showNotice(this.notice, 'error', widgetErrorText(this.widget, detail)),
    );
    this.widget.addEventListener('ready', () => clearNotice(this.notice));
    byId('clear-log', HTMLButtonElement).addEventListener('click', () => log.clear());
    byId('controls', HTMLFormElement).addEventListener('submit', (event) => event.preventDefault());
    byId('copy-snippet', HTMLButtonElement).addEventListener('click', () => void this.copy());
    byId('widget-slot', HTMLDivElement).replaceChildren(this.widget);
    this.showSnippet();
  }

  /** Sets attributes from outside (a tool) at once, as if their controls had been changed. */
  set(values: Record<string, string | boolean>): void {
    for (const [name, value] of Object.entries(values)) {
      const control = this.controls.get(name);
      if (!control) throw new Error(`The playground has no control for ${name}.`);
      if (control instanceof HTMLInputElement && control.type === 'checkbox')
        control.checked = value === true;
      else control.value = String(value);
    }
    this.update();
  }

  private control(attribute: AttributeControl): HTMLElement {
    const id = `attribute-${attribute.name}`;
    const helpId = `${id}-help`;
    const name = element('code', { text: attribute.name });
    if (attribute.kind === 'boolean') {
      const checkbox = element('input', {
        attributes: { type: 'checkbox', id, name: attribute.name, 'aria-describedby': helpId },
      });
      checkbox.checked = attribute.initial === true;
      checkbox.addEventListener('change', () => this.update());
      this.controls.set(attribute.name, checkbox);
      return element('div', { className: 'field' }, [
        element('label', { className: 'choice', attributes: { for: id } }, [checkbox, name]),
        element('p', { className: 'field-help', text: attribute.help, attributes: { id: helpId } }),
      ]);
    }
    const input =
      attribute.kind === 'select'
        ? element(
            'select',
            { attributes: { id, name: attribute.name, 'aria-describedby': helpId } },
            (attribute.options ?? []).map(({ value, label }) =>
              element('option', { text: label, attributes: { value } }),
            ),
          )
        : element('input', {
            attributes: {
              id,
              name: attribute.name,
              type: 'text',
              autocomplete: 'off',
              spellcheck: 'false',
              'aria-describedby': helpId,
            },
          });
    input.value = typeof attribute.initial === 'string' ? attribute.initial : '';
    input.addEventListener(attribute.kind === 'select' ? 'change' : 'input', () => this.update());
    this.controls.set(attribute.name, input);
    return element('div', { className: 'field' }, [
      element('label', { attributes: { for: id } }, [name]),
      input,
      element('p', { className: 'field-help', text: attribute.help, attributes: { id: helpId } }),
    ]);
  }

  /** Attribute values: an empty text is no attribute, as a merchant would leave it out. */
  private values(): Record<string, string | boolean | undefined> {
    const values: Record<string, string | boolean | undefined> = {};
    for (const [name, control] of this.controls) {
      if (control instanceof HTMLInputElement && control.type === 'checkbox') values[name] = control.checked;
      else values[name] = control.value.trim() === '' ? undefined : control.value.trim();
    }
    return values;
  }

  private update(): void {
    setAttributes(this.widget, this.values());
    this.showSnippet();
  }

  private showSnippet(): void {
    const lib = `${this.spec.backendOrigin}/lib`;
    const attributes = Object.entries(this.values())
      .filter(([, value]) => value !== undefined && value !== false)
      .map(([name, value]) => (value === true ? name : `${name}="${escapeAttribute(String(value))}"`));
    const opening =
      attributes.length <= 2
        ? `<${this.spec.tag}${attributes.map((attribute) => ` ${attribute}`).join('')}>`
        : `<${this.spec.tag}\n${attributes.map((attribute) => `  ${attribute}`).join('\n')}\n>`;
    this.snippet.textContent = [
      ...(this.spec.needsCss ? [`<link rel="stylesheet" href="${lib}/widgets.css" />`] : []),
      `<script src="${lib}/widgets.umd.min.js"></script>`,
      '',
      `${opening}</${this.spec.tag}>`,
    ].join('\n');
  }

  private async copy(): Promise<void> {
    const status = byId('copy-status', HTMLParagraphElement);
    try {
      await navigator.clipboard.writeText(this.snippet.textContent ?? '');
      status.textContent = 'Copied.';
    } catch {
      status.textContent = 'The browser did not allow copying: select the text and copy it.';
    }
  }
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}
