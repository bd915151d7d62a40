/** The element of the page with this id, checked to be of the expected kind. */
export function byId<T extends HTMLElement>(id: string, kind: { new (): T; prototype: T }): T {
  const found = document.getElementById(id);
  if (!(found instanceof kind)) throw new Error(`#${id} is missing from the page or is not a ${kind.name}.`);
  return found;
}

interface ElementOptions {
  className?: string;
  /** Set as text, never parsed as HTML. */
  text?: string;
  attributes?: Record<string, string>;
}

/** A new element; its text is always text. */
export function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  options: ElementOptions = {},
  children: readonly (Node | string)[] = [],
): HTMLElementTagNameMap[K] {
  const created = document.createElement(tag);
  if (options.className) created.className = options.className;
  if (options.text !== undefined) created.textContent = options.text;
  for (const [name, value] of Object.entries(options.attributes ?? {})) created.setAttribute(name, value);
  created.append(...children);
  return created;
}

/** The checked radio button's value of a group in a form. */
export function radioValue(form: HTMLFormElement, name: string): string {
  const field = form.elements.namedItem(name);
  return field instanceof RadioNodeList ? field.value : '';
}

/** Moves focus to a heading (tabindex=-1) so that a screen reader announces the new stage. */
export function focusHeading(heading: HTMLElement): void {
  heading.focus({ preventScroll: false });
}
