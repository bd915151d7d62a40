import { element } from './dom.js';

/** A definition list of label and value pairs, all as text; empty values are left out. */
export function facts(rows: readonly [string, string | undefined][], id?: string): HTMLDListElement {
  const list = element('dl', { className: 'facts', ...(id ? { attributes: { id } } : {}) });
  for (const [label, value] of rows) {
    if (value === undefined || value === '') continue;
    const term = element('dt', { text: label });
    const description = element('dd', { text: value });
    description.dataset.fact = label;
    list.append(term, description);
  }
  return list;
}
