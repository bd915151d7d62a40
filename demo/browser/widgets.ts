type WidgetTag = 'service-aspsp-list' | 'service-consent' | 'service-auth-flow';

/** Attribute values: a string, or true for a boolean attribute that is present. */
export type WidgetAttributes = Record<string, string | boolean | undefined>;

/**
 * A widget element with its attributes, as a page's script would write it. Created with
 * document.createElement, so this works with the source build and with the script-tag bundle.
 */
export function createWidget(tag: WidgetTag, attributes: WidgetAttributes): HTMLElement {
  const widget = document.createElement(tag);
  setAttributes(widget, attributes);
  return widget;
}

export function setAttributes(widget: Element, attributes: WidgetAttributes): void {
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined || value === false) widget.removeAttribute(name);
    else widget.setAttribute(name, value === true ? '' : value);
  }
}
