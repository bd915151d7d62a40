/**
 * The bank list's keys. In the search box: ArrowDown into the list, Enter never submits the
 * page's form, Escape clears the search or leaves a group. On a card: Enter or Space
 * chooses, Escape leaves a group or returns to the search box, typing goes on in the search
 * box, and arrows, Home and End move the roving tabindex.
 */
import type { RovingFocus } from './roving-focus.js';

/** What the keys act on. */
export interface KeyboardList {
  readonly rovingFocus: RovingFocus;
  /** Whether cards are shown to move into. */
  hasCards(): boolean;
  term(): string;
  setTerm(value: string): void;
  groupOpen(): boolean;
  closeGroup(focusCard: boolean): void;
  choose(index: number): void;
}

export class ListKeyboard {
  constructor(private readonly list: KeyboardList) {}

  readonly onSearchKeydown = (event: KeyboardEvent): void => {
    const { list } = this;
    if (event.key === 'ArrowDown' && list.hasCards()) {
      event.preventDefault();
      void list.rovingFocus.focusOption(0);
    } else if (event.key === 'Enter') {
      // The widget may sit in a form of the page: searching never submits it.
      event.preventDefault();
    } else if (event.key === 'Escape' && (list.term() !== '' || list.groupOpen())) {
      event.preventDefault();
      if (list.term() !== '') list.setTerm('');
      else list.closeGroup(false);
    }
  };

  readonly onCardKeydown = (event: KeyboardEvent): void => {
    const { list } = this;
    const card = (event.target as Element).closest<HTMLElement>('[role=option]');
    if (!card || event.altKey || event.ctrlKey || event.metaKey) return;
    const { key } = event;
    if (key === 'Enter' || key === ' ') {
      event.preventDefault();
      list.choose(Number(card.dataset.index));
    } else if (key === 'Escape') {
      event.preventDefault();
      if (list.groupOpen()) list.closeGroup(true);
      else void list.rovingFocus.focusSearch();
    } else if (key === 'Backspace' || key.length === 1) {
      // Typing goes on in the search box.
      event.preventDefault();
      const term = list.term();
      list.setTerm(key === 'Backspace' ? term.slice(0, -1) : term + key);
      void list.rovingFocus.focusSearch();
    } else if (list.rovingFocus.move(key, card)) {
      event.preventDefault();
    }
  };
}
