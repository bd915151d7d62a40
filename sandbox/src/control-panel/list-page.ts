/**
 * The control panel shows its lists a page at a time: however many applications were
 * registered, the page stays small to send and to render.
 */
export const ITEMS_PER_PAGE = 25;

export interface ListPage<T> {
  items: T[];
  /** 1-based, within 1 and pages. */
  page: number;
  pages: number;
}

/** Pure: the requested page of the items (`?page=` as sent; the first page when it is not a page number). */
export function listPage<T>(items: readonly T[], requested: string | null): ListPage<T> {
  const pages = Math.max(1, Math.ceil(items.length / ITEMS_PER_PAGE));
  const asked = /^[1-9]\d{0,8}$/.test(requested ?? '') ? Number(requested) : 1;
  const page = Math.min(asked, pages);
  return { items: items.slice((page - 1) * ITEMS_PER_PAGE, page * ITEMS_PER_PAGE), page, pages };
}
