/**
 * The search box shows the term after each render, also when the DOM went its own way: the
 * PSU typed, and the page set the term back before the render (a controlled input in React).
 * A property binding would not see it, as the term equals what it last wrote; lit's live()
 * would, for about 280 bytes of the gzipped script where this check is one line.
 */
export function showTerm(input: HTMLInputElement | undefined, term: string): void {
  if (input && input.value !== term) input.value = term;
}
