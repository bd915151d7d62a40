/**
 * The bank list's frame and body: the search box and live status (the same elements through
 * loading and results), the skeleton, and the listboxes of cards ("Recently used" above all
 * banks). The element keeps the state and passes what the list shows.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { ref, type Ref } from '../elements/element-ref.js';
import type { Localization } from '../i18n/localization.js';
import { renderCard, renderGroupHeader, type CardContext, type CardPlace } from './card-templates.js';
import type { GroupItem, ListItem } from './list-items.js';
import { renderRecentSection } from './recent-section.js';

export interface SearchFrame {
  /** The start of the element's ids, unique on the page. */
  readonly idPrefix: string;
  readonly i18n: Localization;
  readonly searchInput: Ref<HTMLInputElement>;
  /** The ids of the listboxes the search box controls, when cards are shown. */
  readonly controls: string | undefined;
  readonly status: string;
  readonly onInput: (event: Event) => void;
  readonly onKeydown: (event: KeyboardEvent) => void;
}

export function renderSearchFrame(frame: SearchFrame, body: TemplateResult): TemplateResult {
  const searchId = `${frame.idPrefix}-search`;
  return html`<div class="service-aspsp-search">
      <label for=${searchId}>${frame.i18n.t('aspspSearchLabel')}</label>
      <input
        ${ref(frame.searchInput)}
        id=${searchId}
        type="search"
        autocomplete="off"
        spellcheck="false"
        aria-controls=${frame.controls ?? nothing}
        @input=${frame.onInput}
        @keydown=${frame.onKeydown}
      />
    </div>
    <p class="service-aspsp-status" role="status">${frame.status}</p>
    ${body}`;
}

const skeletonCards = Array.from({ length: 6 }, (_, index) => index);

export function renderSkeleton(): TemplateResult {
  return html`<div class="service-aspsp-grid service-aspsp-skeleton" aria-hidden="true">
    ${skeletonCards.map(
      () =>
        html`<div class="service-aspsp-card">
          <span class="service-aspsp-logo"></span>
          <span class="service-aspsp-text"><span class="service-aspsp-bar"></span></span>
        </div>`,
    )}
  </div>`;
}

export interface BankList {
  readonly idPrefix: string;
  readonly i18n: Localization;
  /** The items rendered so far; the first `recentCount` lead under "Recently used". */
  readonly shown: readonly ListItem[];
  readonly recentCount: number;
  /**
   * Whether more items follow the rendered ones: the sentinel that renders them is shown. It is
   * there, hidden, when none follow, so that its template is not first made during a keystroke.
   */
  readonly more: boolean;
  readonly group: GroupItem | undefined;
  readonly card: CardContext;
  readonly placeOf: (index: number) => CardPlace;
  readonly listbox: Ref<HTMLElement>;
  readonly recentListbox: Ref<HTMLElement>;
  readonly sentinel: Ref<HTMLElement>;
  readonly onKeydown: (event: KeyboardEvent) => void;
  readonly onClick: (event: MouseEvent) => void;
  readonly onBack: () => void;
  readonly onForget: () => void;
}

/**
 * The ids of the listboxes a list renders, in keyboard order: "Recently used" when it has
 * remembered banks, all banks unless every one of them is remembered.
 */
export function listboxIds(
  idPrefix: string,
  list: { recentCount: number; items: readonly unknown[] },
): string {
  const ids = list.recentCount > 0 ? [`${idPrefix}-recent`] : [];
  if (list.items.length > list.recentCount) ids.push(`${idPrefix}-list`);
  return ids.join(' ');
}

export function renderBankList(list: BankList): TemplateResult {
  const { idPrefix, i18n, group, recentCount: recent } = list;
  const titled = recent > 0 ? `${idPrefix}-all-title` : undefined;
  const rest = list.shown.slice(recent);
  const label = group ? i18n.t('aspspGroupListLabel', { group: group.name }) : i18n.t('aspspListLabel');
  const card = (item: ListItem, index: number) => renderCard(item, list.placeOf(index), list.card);
  return html`${group ? renderGroupHeader(group, list.card, list.onBack) : nothing}
    ${
      recent > 0
        ? renderRecentSection({
            id: `${idPrefix}-recent`,
            listbox: list.recentListbox,
            i18n,
            options: list.shown.slice(0, recent).map(card),
            onKeydown: list.onKeydown,
            onClick: list.onClick,
            onForget: list.onForget,
          })
        : nothing
    }
    ${
      titled && rest.length > 0
        ? html`<p id=${titled} class="service-aspsp-section-title">${i18n.t('aspspAllBanksTitle')}</p>`
        : nothing
    }
    ${
      rest.length > 0
        ? html`<ul
            ${ref(list.listbox)}
            id=${`${idPrefix}-list`}
            class="service-aspsp-grid"
            role="listbox"
            aria-label=${titled ? nothing : label}
            aria-labelledby=${titled ?? nothing}
            @keydown=${list.onKeydown}
            @click=${list.onClick}
          >
            ${rest.map((item, offset) => card(item, recent + offset))}
          </ul>`
        : nothing
    }
    <div ${ref(list.sentinel)} class="service-aspsp-more" aria-hidden="true" ?hidden=${!list.more}></div>`;
}
