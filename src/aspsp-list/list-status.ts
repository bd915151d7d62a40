/**
 * What the bank list's live status says: how many banks there are, or results, or members of
 * the open group. A change from typing is announced once typing pauses, so a screen reader
 * is not interrupted at every keystroke; anything else at once.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Localization } from '../i18n/localization.js';

/** The result count is announced once typing pauses, not at every keystroke. */
const announceDelayMs = 500;

export type Announcement =
  | { kind: 'all' | 'search' | 'empty'; count: number }
  | { kind: 'group'; count: number; group: string }
  | { kind: 'forgotten'; count: number };

/** The announcement for a list of `count` items: an open group's, a search's, all banks' or none. */
export function announcementFor(count: number, term: string, group: string | undefined): Announcement {
  if (group !== undefined) return { kind: 'group', count, group };
  if (term.trim() !== '') return { kind: 'search', count };
  return { kind: count === 0 ? 'empty' : 'all', count };
}

/**
 * The message of each kind of announcement. All banks' names no number: a first visit shows
 * it without making a number format (tens of milliseconds on a page's first use).
 */
const statusMessages = {
  all: 'aspspAllShown',
  empty: 'aspspNoBanks',
  search: 'aspspResultCount',
  group: 'aspspGroupStatus',
  forgotten: 'aspspRecentForgotten',
} as const;

export function statusText(announcement: Announcement | undefined, i18n: Localization): string {
  return announcement ? i18n.t(statusMessages[announcement.kind], announcement) : i18n.t('loading');
}

/** Holds the announcement shown in the status and renders the host when it changes. */
export class ListStatus implements ReactiveController {
  private shown: Announcement | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly host: ReactiveControllerHost) {
    host.addController(this);
  }

  get announcement(): Announcement | undefined {
    return this.shown;
  }

  /** Shows `next` (undefined: still loading) at once, or once typing has paused for a moment. */
  announce(next: Announcement | undefined, now: boolean): void {
    clearTimeout(this.timer);
    if (now) this.show(next);
    else this.timer = setTimeout(() => this.show(next), announceDelayMs);
  }

  hostDisconnected(): void {
    clearTimeout(this.timer);
  }

  private show(next: Announcement | undefined): void {
    this.shown = next;
    this.host.requestUpdate();
  }
}
