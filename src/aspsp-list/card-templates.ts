/**
 * The templates of the bank list's cards: a bank, a group, a logo (or its monogram), the
 * header of an open group and the empty state. The element keeps the state and passes what
 * a card shows; every server string is bound as text.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import type { Localization } from '../i18n/localization.js';
import type { BankItem, GroupItem, ListItem } from './list-items.js';
import { logoUrl, monogram } from './logo.js';
import { marksAttribute } from './match-highlight.js';
import { recentLogos } from './logo-retention.js';
import { srcAfterPaint } from './src-after-paint.js';
import { marksOf, type SearchMatch } from './search.js';

/** What the cards read from the element. */
export interface CardContext {
  i18n: Localization;
  logoTransform: string | null;
  /** Logo URLs that failed to load: their monogram is shown instead. */
  failedLogos: ReadonlySet<string>;
  /** The card the PSU chose last (aria-selected). */
  chosenId: string | undefined;
  /** What of an item the search matched, to mark in its card. */
  matchOf: (item: ListItem) => SearchMatch | undefined;
  /** Whether the cards say what to highlight: not while the PSU types (match-highlight.ts). */
  marks: boolean;
  onLogoError: (event: Event) => void;
}

/** Where a card stands: its index in the list, and its position within its own listbox. */
export interface CardPlace {
  index: number;
  /** The card that holds the roving tabindex. */
  active: boolean;
  position: number;
  total: number;
}

export function renderCard(item: ListItem, place: CardPlace, context: CardContext): TemplateResult {
  const card = item.kind === 'group' ? 'service-aspsp-card service-aspsp-group' : 'service-aspsp-card';
  return html`<li
    role="option"
    class=${card}
    data-index=${place.index}
    tabindex=${place.active ? 0 : -1}
    aria-posinset=${place.position + 1}
    aria-setsize=${place.total}
    aria-selected=${item.id === context.chosenId ? 'true' : 'false'}
  >
    ${item.kind === 'bank' ? renderBank(item, context) : renderGroup(item, context)}
  </li>`;
}

function renderBank(item: BankItem, context: CardContext): TemplateResult {
  const { bank, showGroup } = item;
  const { i18n } = context;
  const match = context.matchOf(item);
  const marked = context.marks ? match : undefined;
  return html`${renderLogo(bank.logo, bank.name, context)}
    <span class="service-aspsp-text">
      ${renderName(bank.name, marked)}
      ${
        match?.bic && bank.bic
          ? html`<span class="service-aspsp-detail"
              >${i18n.t('aspspBic')}
              <span data-marks=${ifDefined(marked?.bic && marksAttribute([marked.bic]))}
                >${bank.bic}</span
              ></span
            >`
          : nothing
      }
      ${showGroup && bank.group ? html`<span class="service-aspsp-detail">${bank.group.name}</span>` : nothing}
    </span>
    ${bank.beta ? html`<span class="service-aspsp-badge">${i18n.t('aspspBeta')}</span>` : nothing}`;
}

function renderGroup(group: GroupItem, context: CardContext): TemplateResult {
  return html`${renderLogo(group.logo, group.name, context)}
    <span class="service-aspsp-text">
      ${renderName(group.name, context.marks ? context.matchOf(group) : undefined)}
      <span class="service-aspsp-detail"
        >${context.i18n.t('aspspGroupSize', { count: group.members.length })}</span
      >
    </span>
    <span class="service-aspsp-chevron" aria-hidden="true"></span>`;
}

export function renderGroupHeader(
  group: GroupItem,
  context: CardContext,
  onBack: () => void,
): TemplateResult {
  return html`<div class="service-aspsp-group-header">
    <button type="button" class="service-aspsp-back" @click=${onBack}>${context.i18n.t('aspspBack')}</button>
    <p class="service-aspsp-group-title">${renderLogo(group.logo, group.name, context)} ${group.name}</p>
  </div>`;
}

/** The logo with a fixed box, so nothing shifts as it loads; the name is always text beside it. */
function renderLogo(logo: string, name: string, context: CardContext): TemplateResult {
  const url = logoUrl(logo, context.logoTransform);
  return url && !context.failedLogos.has(url)
    ? html`<img
        class="service-aspsp-logo"
        alt=""
        width="40"
        height="40"
        loading="lazy"
        decoding="async"
        referrerpolicy="no-referrer"
        src=${srcAfterPaint(url, recentLogos.has(url))}
        @load=${onLogoLoad}
        @error=${context.onLogoError}
      />`
    : html`<span class="service-aspsp-logo service-aspsp-monogram" aria-hidden="true"
        >${monogram(name)}</span
      >`;
}

/** No bank at all, or none that matches the search (with a way to clear it). */
export function renderEmpty(term: string, i18n: Localization, onClear: () => void): TemplateResult {
  if (term === '') {
    return html`<div class="service-aspsp-empty"><p>${i18n.t('aspspNoBanks')}</p></div>`;
  }
  return html`<div class="service-aspsp-empty">
    <p>${i18n.t('aspspNoMatch', { term })}</p>
    <button type="button" @click=${onClear}>${i18n.t('aspspClearSearch')}</button>
  </div>`;
}

function onLogoLoad(event: Event): void {
  recentLogos.retain((event.target as HTMLImageElement).src);
}

/** A card's name, with what the search matched in it to highlight (match-highlight.ts). */
function renderName(name: string, match: SearchMatch | undefined): TemplateResult {
  const marks = match ? marksAttribute(marksOf(name, match)) : undefined;
  return html`<span class="service-aspsp-name" data-marks=${ifDefined(marks)}>${name}</span>`;
}
