/** Generic DOM helpers for the browser tests: text, counts, buttons, a pause. */
import { expect } from '@open-wc/testing';

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

/** An element as a failure message names it: its tag, class and name or text. */
export function describeElement(element: Element | null): string {
  if (!element) return 'nothing';
  const text = textOf(element).slice(0, 30);
  const name =
    element.getAttribute('name') ??
    element.getAttribute('aria-label') ??
    element.getAttribute('title') ??
    text;
  return `${element.tagName.toLowerCase()}${element.className ? `.${element.className}` : ''} "${name}"`;
}

/**
 * Expects `actual` to be the `expected` element, and says what was compared when it is not:
 * chai's message would print each element whole, a widget's markup in full.
 */
export function expectSameElement(actual: Element | null, expected: Element, what: string) {
  expect(
    actual === expected,
    `${what}: ${describeElement(actual)}, not ${describeElement(expected)}`,
  ).to.equal(true);
}
