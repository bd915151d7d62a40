import { element } from './dom.js';

/**
 * A definition list of label and value pairs, all as text; empty values are left out, and so
 * are the null ones of the JSON API, which writes a property without a value as null.
 */
export function facts(rows: readonly [string, string | null | undefined][], id?: string): HTMLDListElement {
  const list = element('dl', { className: 'facts', ...(id ? { attributes: { id } } : {}) });
  for (const [label, value] of rows) {
    if (value === undefined || value === null || value === '') continue;
    const term = element('dt', { text: label });
    const description = element('dd', { text: value });
    description.dataset.fact = label;
    list.append(term, description);
  }
  return list;
}
