/**
 * What a warm-up test asserts: that rendering off the page leaves the page alone, and that
 * the real render afterwards prepares no new Lit template.
 */

/** How many templates Lit prepares during `work`: it makes one <template> element for each. */
export function templatesPreparedBy(work: () => void): number {
  const create = document.createElement.bind(document);
  let prepared = 0;
  document.createElement = ((tag: string, options?: ElementCreationOptions) => {
    if (tag.toLowerCase() === 'template') prepared++;
    return create(tag, options);
  }) as typeof document.createElement;
  try {
    work();
  } finally {
    // The document's own method again (the override was an own property).
    delete (document as { createElement?: unknown }).createElement;
  }
  return prepared;
}

/** Every change `work` makes to the page, microtasks after it included. */
export async function pageChangesBy(work: () => void): Promise<MutationRecord[]> {
  const changes: MutationRecord[] = [];
  const observer = new MutationObserver((records) => changes.push(...records));
  observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  work();
  await Promise.resolve();
  changes.push(...observer.takeRecords());
  observer.disconnect();
  return changes;
}
