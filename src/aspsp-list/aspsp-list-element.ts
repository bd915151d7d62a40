import type { PropertyDeclarations, PropertyValues, TemplateResult } from 'lit';
import { createRef } from '../elements/element-ref.js';
import { callApi, type ApiContext } from '../api/client.js';
import { isAspspsResponse } from '../api/validate.js';
import { booleanAttribute } from '../elements/boolean-attribute.js';
import { changedAny } from '../elements/changed.js';
import { WidgetElement } from '../elements/widget-element.js';
import type { AspspListEventMap } from '../events.js';
import { toBankRecords, type BankRecord } from './bank-records.js';
import { renderEmpty, type CardContext } from './card-templates.js';
import type { RecentScope } from './recent-banks.js';
import { forgetRecentBanks, recallRecentBanks, rememberRecentBank } from './recent-banks-storage.js';
import { aspspsQuery, checkListAttributes, recentScopeOf, selectionOf } from './list-attributes.js';
import { ListKeyboard } from './list-keyboard.js';
import { BankListModel } from './list-model.js';
import { announcementFor, ListStatus, statusText } from './list-status.js';
import { listboxIds, renderBankList, renderSearchFrame, renderSkeleton } from './list-templates.js';
import { LoadSchedule } from './load-schedule.js';
import { MatchHighlight } from './match-highlight.js';
import { MoreOnScroll } from './more-on-scroll.js';
import { cardsAfterChange, pageSize, pagesThrough } from './rendered-cards.js';
import { RovingFocus } from './roving-focus.js';
import { showTerm } from './search-box-value.js';
import { holdLogos } from './src-after-paint.js';
import { warmUpSlices } from './warm-up.js';

let instances = 0;

/**
 * The PSU picks their bank (ASPSP) here: a search box over a grid of bank cards, with the
 * banks of one group (such as the regional banks of one network) behind one group card.
 *
 * Keyboard: ArrowDown (or Tab) moves from the search box into the list, a WAI-ARIA listbox
 * with a roving tabindex. Arrow keys move between cards (Up and Down by rows of the grid),
 * Home and End to the ends, Enter or Space chooses (or opens a group), Escape leaves a group
 * or returns to the search box, and typing goes on in the search box.
 *
 * @summary ASPSP selection widget. Needs widgets.css.
 * @tagname service-aspsp-list
 * @attr country - Two-letter country code (required).
 * @attr psu-type - personal or business (required).
 * @attr service - AIS or PIS (required).
 * @attr sandbox - Lists sandbox ASPSPs; "false" means absent.
 * @attr no-beta - Hides ASPSPs whose integration is in beta; "false" means absent.
 * @attr origin - The backend origin; defaults to the origin the script was loaded from.
 * @attr search-term - Pre-fills the search, and follows what the PSU types.
 * @attr logo-transform - Appended to logo URLs, such as -/resize/80x/.
 * @attr locale - One of the 16 locales, DA to SV (docs/elements.md); defaults to the page's lang, then the browser's.
 * @attr remember - Extension: shows the last three banks chosen first, kept in the page origin's localStorage.
 * @event ready - The list has loaded, or its content changed (a new search, no-beta, an opened group).
 * @event selected - The PSU chose an ASPSP; detail { beta, country, name, psuType, sandbox, service }.
 * @event error - Something failed; detail { error, message, code? }. Does not bubble.
 * @cssprop --service-card-width - The narrowest a card gets before the grid drops a column.
 */
export class AspspListElement extends WidgetElement<AspspListEventMap> {
  static override properties: PropertyDeclarations = {
    country: {},
    psuType: { attribute: 'psu-type' },
    service: {},
    noBeta: { attribute: 'no-beta', converter: booleanAttribute },
    searchTerm: { attribute: 'search-term', reflect: true },
    logoTransform: { attribute: 'logo-transform' },
    remember: { converter: booleanAttribute },
    records: { state: true, attribute: false },
    openGroup: { state: true, attribute: false },
    renderedCards: { state: true, attribute: false },
    failedLogos: { state: true, attribute: false },
    chosenId: { state: true, attribute: false },
    recentBanks: { state: true, attribute: false },
  };

  country: string | null = null;
  psuType: string | null = null;
  service: string | null = null;
  noBeta = false;
  searchTerm: string | null = null;
  logoTransform: string | null = null;
  /** Remembers the last three banks chosen (name and country only) in localStorage; opt-in, see docs/elements.md. */
  remember = false;

  private records: readonly BankRecord[] = [];
  /** The name of the group whose members are shown, if any. */
  private openGroup: string | undefined;
  /** How many cards of `items` are rendered; more are added as the PSU scrolls or moves on. */
  private renderedCards = pageSize;
  private failedLogos: ReadonlySet<string> = new Set();
  /** The card the PSU chose last (aria-selected). */
  private chosenId: string | undefined;
  /** The remembered banks of this answer, read once per answer so nothing moves while the PSU chooses. */
  private recentBanks: readonly BankRecord[] = [];

  protected readonly reloadOn = ['country', 'psuType', 'service', 'sandbox', 'origin'] as const;

  /** The start of this element's ids, unique on the page. */
  private readonly idPrefix = `service-aspsp-list-${++instances}`;
  private readonly model = new BankListModel();
  /** Whether this update follows what the PSU typed: fewer cards are rendered in its frame. */
  private typed = false;
  private readonly schedule = new LoadSchedule();
  /** Why the items changed in this update; `ready` follows a change of filter here, of data in the base. */
  private itemsChange: 'data' | 'filter' | undefined;
  private readonly searchInput = createRef<HTMLInputElement>();
  private readonly rovingFocus = new RovingFocus(this, {
    searchInput: this.searchInput,
    sections: () => this.model.sections(this.recentListbox.value, this.listbox.value),
    renderThrough: (index) => {
      if (index >= this.renderedCards) this.renderedCards = pagesThrough(index, this.model.items.length);
    },
  });
  private readonly listbox = createRef<HTMLElement>();
  private readonly recentListbox = createRef<HTMLElement>();
  private readonly status = new ListStatus(this);
  /** Marks what the search matched in the cards after each render (match-highlight.ts). */
  private readonly matchHighlight = new MatchHighlight(this);
  private readonly moreOnScroll = new MoreOnScroll(this, () => {
    this.renderedCards = pagesThrough(this.renderedCards, this.model.items.length);
  });
  private readonly keyboard = new ListKeyboard({
    rovingFocus: this.rovingFocus,
    hasCards: () => this.model.items.length > 0 && !this.loading,
    term: () => this.searchTerm ?? '',
    setTerm: (value) => this.setTerm(value),
    groupOpen: () => this.openGroup !== undefined,
    closeGroup: (focusCard) => void this.closeGroup(focusCard),
    choose: (index) => this.choose(index),
  });

  protected checkAttributes() {
    return checkListAttributes(this);
  }

  /** The load's schedule, from the request to `ready` and after it (load-schedule.ts). */
  protected override fetchAndShow(context: ApiContext): Promise<void> {
    return this.schedule.untilFirstCardsPainted({
      fetch: (onHeaders) => this.fetchData(context, onHeaders),
      messages: () => this.i18n.ready(),
      inFlight: () => warmUpSlices(this.i18n.formats, this.cardContext()),
      show: () => this.showLoaded(),
      signal: context.signal,
    });
  }

  protected async fetchData(context: ApiContext, onHeaders?: () => void) {
    const response = await callApi(context, {
      path: '/aspsps',
      query: aspspsQuery(this),
      accept: isAspspsResponse,
      onResponse: onHeaders,
    });
    if (context.signal.aborted) return;
    this.records = toBankRecords(response.aspsps);
    // Its logos wait a moment: the PSU's first keystroke often comes the moment the list shows,
    // and it waited behind the logos' loading (measured with the bench).
    holdLogos();
    this.openGroup = undefined;
    this.chosenId = undefined;
  }

  /** After `ready`: the second page of cards, and the search's index (load-schedule.ts). */
  protected override afterReady(): void {
    void this.schedule.afterReady({
      releaseSecondPage: () => this.moreOnScroll.release(),
      followUp: this.model.indexSlices(),
    });
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    const has = (key: string) => changedAny(changed, [key]);
    this.typed = has('searchTerm');
    if (this.typed) this.openGroup = undefined;
    // Read only when there is something to sort: the skeleton's render must not wait for a collator.
    const collator = () => this.i18n.formats.collator;
    const change = this.model.sort(this.records, this.i18n.locale, collator);
    if (change === 'data' || has('remember')) {
      // Only against an answer: before one, every remembered bank would look gone and be dropped.
      const answered = this.remember && this.records.length > 0;
      this.recentBanks = answered ? recallRecentBanks(this.recentScope(), this.records) : [];
    }
    // The second page of a new answer's cards follows its `ready` (afterReady).
    if (change === 'data') this.moreOnScroll.held = true;
    if (change || has('noBeta')) {
      this.model.index(this.noBeta, collator);
      if (!this.model.group(this.openGroup)) this.openGroup = undefined;
    }
    if (change || has('noBeta') || has('searchTerm') || has('openGroup') || has('recentBanks')) {
      const { openGroup: group, recentBanks: recent, noBeta } = this;
      const before = this.model.items;
      this.model.filter({ term: this.searchTerm ?? '', group, recent, noBeta });
      this.renderedCards = cardsAfterChange(this.typed, before, this.model.items, this.renderedCards);
      this.rovingFocus.activeIndex = 0;
      this.itemsChange = change === 'data' ? 'data' : 'filter';
      // Typing is announced once it pauses; anything else at once, an answer's status with its first cards.
      this.announce(
        change !== undefined || has('noBeta') || has('openGroup') || has('recentBanks') || !this.hasUpdated,
      );
    }
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    showTerm(this.searchInput.value, this.searchTerm ?? '');
    const change = this.itemsChange;
    this.itemsChange = undefined;
    if (change === 'filter' && !this.loading && !this.failure) {
      void this.updateComplete.then(() => this.emitReady());
    }
  }

  protected override renderLoading(): TemplateResult {
    return this.renderFrame(renderSkeleton());
  }

  protected renderContent(): TemplateResult {
    if (this.model.items.length === 0) {
      return this.renderFrame(renderEmpty(this.searchTerm?.trim() ?? '', this.i18n, this.onClearClick));
    }
    const shown = this.model.items.slice(0, this.renderedCards);
    const active = Math.min(this.rovingFocus.activeIndex, shown.length - 1);
    return this.renderFrame(
      renderBankList({
        idPrefix: this.idPrefix,
        i18n: this.i18n,
        shown,
        recentCount: this.model.recentCount,
        more: shown.length < this.model.items.length,
        group: this.model.group(this.openGroup),
        card: this.cardContext(),
        placeOf: (index) => this.model.placeOf(index, active),
        listbox: this.listbox,
        recentListbox: this.recentListbox,
        sentinel: this.moreOnScroll.sentinel,
        onKeydown: this.keyboard.onCardKeydown,
        onClick: this.onListClick,
        onBack: this.onBackClick,
        onForget: this.onForgetClick,
      }),
    );
  }

  /** The search box and the live status stay the same elements through loading and results. */
  private renderFrame(body: TemplateResult): TemplateResult {
    const showsCards = !this.loading && this.model.items.length > 0;
    return renderSearchFrame(
      {
        idPrefix: this.idPrefix,
        i18n: this.i18n,
        searchInput: this.searchInput,
        controls: showsCards ? listboxIds(this.idPrefix, this.model) : undefined,
        status: statusText(this.loading ? undefined : this.status.announcement, this.i18n),
        onInput: this.onSearchInput,
        onKeydown: this.keyboard.onSearchKeydown,
      },
      body,
    );
  }

  /** What the card templates read from the element. */
  private cardContext(): CardContext {
    return {
      i18n: this.i18n,
      logoTransform: this.logoTransform,
      failedLogos: this.failedLogos,
      chosenId: this.chosenId,
      matchOf: this.model.matchOf,
      marks: this.matchHighlight.shown,
      onLogoError: this.onLogoError,
    };
  }

  /** Shows the list's status now, or once typing pauses. */
  private announce(now: boolean): void {
    const group = this.model.group(this.openGroup)?.name;
    this.status.announce(announcementFor(this.model.items.length, this.searchTerm ?? '', group), now);
  }

  private setTerm(value: string): void {
    holdLogos();
    this.matchHighlight.holdWhileTyping();
    this.searchTerm = value === '' ? null : value;
  }

  private choose(index: number): void {
    const item = this.model.items[index];
    if (!item) return;
    this.rovingFocus.activeIndex = index;
    if (item.kind === 'group') {
      void this.showGroup(item.name);
      return;
    }
    const { bank } = item;
    this.chosenId = item.id;
    if (this.remember) rememberRecentBank(this.recentScope(), bank);
    this.emit('selected', selectionOf(bank, this, this.widgetConfig.sandbox));
  }

  private async showGroup(name: string): Promise<void> {
    this.openGroup = name;
    await this.updateComplete;
    await this.rovingFocus.focusOption(0);
  }

  /** Back from a group's members to the list, onto the group's card. */
  private async closeGroup(focusCard: boolean): Promise<void> {
    const name = this.openGroup;
    this.openGroup = undefined;
    await this.updateComplete;
    const index = this.model.items.findIndex((item) => item.kind === 'group' && item.name === name);
    if (index < 0) return;
    if (focusCard) await this.rovingFocus.focusOption(index);
    else this.rovingFocus.activeIndex = index;
  }

  private readonly onSearchInput = (event: Event) => {
    this.setTerm((event.target as HTMLInputElement).value);
  };

  private readonly onListClick = (event: MouseEvent) => {
    const card = (event.target as Element).closest<HTMLElement>('[role=option]');
    if (card) this.choose(Number(card.dataset.index));
  };

  private readonly onBackClick = () => void this.closeGroup(true);

  /** Forgets the remembered banks; focus goes on to the first of all banks, where the section was. */
  private readonly onForgetClick = async () => {
    forgetRecentBanks(this.recentScope());
    this.recentBanks = [];
    await this.updateComplete;
    this.status.announce({ kind: 'forgotten', count: 0 }, true);
    if (this.model.items.length > 0) await this.rovingFocus.focusOption(0);
    else await this.rovingFocus.focusSearch();
  };

  private recentScope(): RecentScope {
    return recentScopeOf(this, this.widgetConfig.sandbox);
  }

  private readonly onClearClick = () => {
    this.setTerm('');
    void this.rovingFocus.focusSearch();
  };

  private readonly onLogoError = (event: Event) => {
    const src = (event.target as HTMLImageElement).getAttribute('src');
    if (src) this.failedLogos = new Set(this.failedLogos).add(src);
  };
}
