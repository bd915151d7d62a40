/**
 * What a warm-up test asserts: that rendering off the page leaves the page alone, and that
 * the real render afterwards prepares no new Lit template.
 */

/** Counts the templates Lit prepares until `stop`: it makes one <template> element for each. */
function watchTemplates(): { prepared: () => number; stop: () => void } {
  const create = document.createElement.bind(document);
  let prepared = 0;
  document.createElement = ((tag: string, options?: ElementCreationOptions) => {
    if (tag.toLowerCase() === 'template') prepared++;
    return create(tag, options);
  }) as typeof document.createElement;
  return {
    prepared: () => prepared,
    // The document's own method again (the override was an own property).
    stop: () => delete (document as { createElement?: unknown }).createElement,
  };
}

/** How many templates Lit prepares during `work`. */
export function templatesPreparedBy(work: () => void): number {
  const watch = watchTemplates();
  try {
    work();
  } finally {
    watch.stop();
  }
  return watch.prepared();
}

/** How many templates Lit prepares until `work` settles (an element's update, say). */
export async function templatesPreparedDuring(work: () => Promise<void>): Promise<number> {
  const watch = watchTemplates();
  try {
    await work();
  } finally {
    watch.stop();
  }
  return watch.prepared();
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
