/**
 * The bank list's roving tabindex (a WAI-ARIA listbox): one card holds the tab stop, focus
 * moves onto a card (after rendering it, when it lies beyond the rendered cards) or back to
 * the search box, and arrow keys move by the rows the layout shows, across the sections
 * ("Recently used" above all banks).
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Ref } from '../elements/element-ref.js';
import { nextIndexInSections, type Section } from './list-navigation.js';

/** What the controller reads from the bank list. */
export interface RovingFocusList {
  readonly searchInput: Ref<HTMLInputElement>;
  /** The listboxes in keyboard order, with their card counts. */
  sections(): { count: number; listbox: HTMLElement | undefined }[];
  /** Renders the cards up to this index, when they are not rendered yet. */
  renderThrough(index: number): void;
}

export class RovingFocus implements ReactiveController {
  private active = 0;
  private pendingFocus: number | 'search' | undefined;

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly list: RovingFocusList,
  ) {
    host.addController(this);
  }

  /** The index of the card that holds the tab stop. */
  get activeIndex(): number {
    return this.active;
  }

  set activeIndex(index: number) {
    if (index === this.active) return;
    this.active = index;
    this.host.requestUpdate();
  }

  /** Focus goes back to the search box, after the update under way, with the caret at the end. */
  focusSearch(): Promise<void> {
    return this.focusAfterUpdate('search');
  }

  /** Focus goes onto the card at `index`, which takes the tab stop (rendered first if needed). */
  focusOption(index: number): Promise<void> {
    this.list.renderThrough(index);
    this.activeIndex = index;
    return this.focusAfterUpdate(index);
  }

  /** Focus moves once the new content is rendered, so it lands on what the PSU sees. */
  hostUpdated(): void {
    const target = this.pendingFocus;
    this.pendingFocus = undefined;
    if (target === 'search') {
      const input = this.list.searchInput.value;
      input?.focus();
      input?.setSelectionRange(input.value.length, input.value.length);
    } else if (target !== undefined) {
      this.host.querySelector<HTMLElement>(`[role=listbox] > [data-index="${target}"]`)?.focus();
    }
  }

  private async focusAfterUpdate(target: number | 'search'): Promise<void> {
    this.pendingFocus = target;
    this.host.requestUpdate();
    await this.host.updateComplete;
  }

  /** Moves focus for an arrow, Home or End key on a card; false when the key is not one of them. */
  move(key: string, card: HTMLElement): boolean {
    const rtl = getComputedStyle(card).direction === 'rtl';
    const next = nextIndexInSections(key, Number(card.dataset.index), this.sections(), rtl);
    if (next === undefined) return false;
    if (next === 'search') void this.focusSearch();
    else void this.focusOption(next);
    return true;
  }

  private sections(): Section[] {
    return this.list.sections().map(({ count, listbox }) => ({ count, columns: columnsOf(listbox) }));
  }
}

/** How many cards the layout puts in one row, read from the cards' positions (page CSS may change it). */
function columnsOf(listbox: HTMLElement | undefined): number {
  const cards = listbox?.children;
  const top = cards?.[0]?.getBoundingClientRect().top;
  if (!cards || top === undefined) return 1;
  let columns = 1;
  while (columns < cards.length && Math.abs((cards[columns]?.getBoundingClientRect().top ?? 0) - top) < 1) {
    columns++;
  }
  return columns;
}
