/**
 * Logos the list has shown stay decoded. A browser keeps an image in memory only while an
 * element uses it, so when a search replaces the cards, the logos of the removed cards are
 * forgotten: clearing the search would load and decode them again (an SVG is parsed on the
 * main thread, in the frame the PSU is waiting for) and they would pop in late. A detached
 * copy of each of the most recently shown logos keeps it available, and a new card with that
 * logo shows it at once.
 *
 * The copies are made when the browser is idle: the logos arrive right after the list is
 * shown, when the PSU may already be typing, and each copy costs an image request of its own.
 */
export class RecentLogos {
  /** Most recently shown last; undefined until the copy is made. */
  private readonly images = new Map<string, HTMLImageElement | undefined>();
  private copying = false;

  constructor(private readonly limit: number) {}

  /** Keeps the logo at `url`, which has just loaded in a card, for the next card that shows it. */
  retain(url: string): void {
    const image = this.images.get(url);
    this.images.delete(url);
    this.images.set(url, image);
    for (const oldest of this.images.keys()) {
      if (this.images.size <= this.limit) break;
      this.images.delete(oldest);
    }
    if (image === undefined) this.copyWhenIdle();
  }

  /** Whether the logo at `url` was shown lately, so the browser has it decoded. */
  has(url: string): boolean {
    return this.images.has(url);
  }

  /** The images held, least recently shown first (any copy not made yet is made now). */
  held(): HTMLImageElement[] {
    this.makeCopies();
    return [...this.images.values()].filter((image) => image !== undefined);
  }

  private copyWhenIdle(): void {
    if (this.copying) return;
    this.copying = true;
    const copy = () => {
      this.copying = false;
      this.makeCopies();
    };
    if (typeof requestIdleCallback === 'function') requestIdleCallback(copy, { timeout: 1000 });
    else setTimeout(copy, 0);
  }

  private makeCopies(): void {
    for (const [url, image] of this.images) if (image === undefined) this.images.set(url, detachedCopy(url));
  }
}

/**
 * Enough for the cards a wide screen loads before and after a search (a browser loads lazy
 * images well ahead of the viewport), so that clearing it finds every logo still decoded.
 */
export const recentLogos = new RecentLogos(192);

function detachedCopy(url: string): HTMLImageElement {
  const image = new Image();
  // The same request as the card's, so the browser hands over the image it already has.
  image.referrerPolicy = 'no-referrer';
  image.decoding = 'async';
  image.src = url;
  return image;
}
