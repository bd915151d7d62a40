/** Generic DOM helpers for the browser tests: text, counts, buttons, a pause. */

/** Text with the whitespace of templates collapsed. */
export function textOf(node: Element | null | undefined): string {
  return (node?.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/**
 * How many elements match. Tests compare counts and texts rather than elements: chai's
 * message for a failed comparison of two Lit elements takes so long that the run times out.
 */
export function countOf(element: Element, selector: string): number {
  return element.querySelectorAll(selector).length;
}

/** The widget's button with that label. */
export function buttonNamed(element: HTMLElement, label: string): HTMLButtonElement {
  const button = [...element.querySelectorAll('button')].find((candidate) => textOf(candidate) === label);
  if (!button) throw new Error(`no button "${label}" in: ${textOf(element)}`);
  return button;
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
