/**
 * The floor: what the platform allows for the same list with no library at all. The bank
 * names as plain text in a list, and a search that hides the names not containing what was
 * typed (a trivial filter: no folding of diacritics, no ranking, no typo tolerance).
 */
export function renderFloorList(names: readonly string[], list: HTMLElement, input: HTMLInputElement): void {
  const folded = names.map((name) => name.toLowerCase());
  const items = names.map((name) => {
    const item = document.createElement('li');
    item.textContent = name;
    return item;
  });
  list.append(...items);
  input.addEventListener('input', () => {
    const query = input.value.trim().toLowerCase();
    items.forEach((item, index) => {
      item.hidden = query !== '' && !(folded[index] ?? '').includes(query);
    });
  });
}
