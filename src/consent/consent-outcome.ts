import { html } from 'lit';
import { ref, type Ref } from '../elements/element-ref.js';

/**
 * What became of the PSU's decision: a status that takes the focus (tabindex -1), so a screen
 * reader reads it. Its own function, so that outcome-warm-up.ts prepares this very template.
 */
export function renderOutcome(text: string, focus: Ref<HTMLElement>) {
  return html`<p role="status" tabindex="-1" ${ref(focus)}>${text}</p>`;
}
