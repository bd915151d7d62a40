import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { live } from 'lit/directives/live.js';
import { createRef, ref } from 'lit/directives/ref.js';
import { repeat } from 'lit/directives/repeat.js';
import { callApi, type ApiContext } from '../api/client.js';
import { isAspspsResponse } from '../api/validate.js';
import { booleanAttribute } from '../elements/boolean-attribute.js';
import { changedAny } from '../elements/changed.js';
import { afterPaint } from '../elements/after-paint.js';
import { invalidAttribute, missingAttribute, WidgetElement } from '../elements/widget-element.js';
import type { AspspListEventMap } from '../events.js';
import { prepareSearch, toBankRecords, type BankRecord } from './bank-records.js';
import {
  renderCard,
  renderEmpty,
  renderGroupHeader,
  type CardContext,
  type CardPlace,
} from './card-templates.js';
import {
  buildCatalogue,
  findItems,
  groupMembers,
  type BankCatalogue,
  type GroupItem,
  type ListItem,
} from './list-items.js';
import type { RecentScope } from './recent-banks.js';
import { forgetRecentBanks, recallRecentBanks, rememberRecentBank } from './recent-banks-storage.js';
import { placeRecent } from './recent-items.js';
import { renderRecentSection } from './recent-section.js';
import { RovingFocus } from './roving-focus.js';
import { isEmptyQuery, parseQuery } from './search.js';
import { sortByName } from './sort.js';
import { warmUp } from './warm-up.js';

const psuTypes = ['personal', 'business'];
const services = ['AIS', 'PIS'];

/**
 * Cards rendered at first and added per step as the PSU scrolls towards the end, so a
 * country of thousands of banks costs the DOM of a screenful (see README, performance).
 */
const pageSize = 48;
/** The result count is announced once typing pauses, not at every keystroke. */
const announceDelayMs = 500;

type Announcement =
  | { kind: 'all' | 'search'; count: number }
  | { kind: 'group'; count: number; group: string }
  | { kind: 'forgotten'; count: number };

const emptyCatalogue: BankCatalogue = { top: [], searchable: [], groups: new Map() };

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
 * @attr locale - One of the 12 locales; defaults to the page's lang, then the browser's.
 * @attr remember - Extension: shows the last three banks chosen first, kept in the page origin's localStorage.
 * @event ready - The list has loaded, or its content changed (a new search, no-beta, an opened group).
 * @event selected - The PSU chose an ASPSP; detail { beta, country, name, psuType, sandbox, service }.
 * @event error - Something failed; detail { error, message, code? }. Does not bubble.
 * @cssprop --service-card-width - The narrowest a card gets before the grid drops a column.
 */
export class AspspListElement extends WidgetElement<AspspListEventMap> {
  @property() country: string | null = null;
  @property({ attribute: 'psu-type' }) psuType: string | null = null;
  @property() service: string | null = null;
  @property({ attribute: 'no-beta', converter: booleanAttribute }) noBeta = false;
  @property({ attribute: 'search-term', reflect: true }) searchTerm: string | null = null;
  @property({ attribute: 'logo-transform' }) logoTransform: string | null = null;
  /** Remembers the last three banks chosen (name and country only) in localStorage; opt-in, see README. */
  @property({ converter: booleanAttribute }) remember = false;

  @state() private records: readonly BankRecord[] = [];
  /** The name of the group whose members are shown, if any. */
  @state() private openGroup: string | undefined;
  /** The card with tabindex 0 (the roving tabindex). */
  /** How many cards of `items` are rendered; more are added as the PSU scrolls or moves on. */
  @state() private renderedCards = pageSize;
  @state() private failedLogos: ReadonlySet<string> = new Set();
  /** The card the PSU chose last (aria-selected). */
  @state() private chosenId: string | undefined;
  @state() private announcement: Announcement | undefined;
  /** The remembered banks of this answer, read once per answer so nothing moves while the PSU chooses. */
  @state() private recentBanks: readonly BankRecord[] = [];

  protected readonly reloadOn = ['country', 'psuType', 'service', 'sandbox', 'origin'] as const;

  /** The start of this element's ids, unique on the page. */
  private readonly idPrefix = `service-aspsp-list-${++instances}`;
  private sorted: { records: readonly BankRecord[]; locale: string; banks: readonly BankRecord[] } = {
    records: [],
    locale: '',
    banks: [],
  };
  private catalogue = emptyCatalogue;
  /** The items of the list as it stands: the search's results, or an open group's members. */
  private items: readonly ListItem[] = [];
  /** How many of the items lead the list under "Recently used". */
  private recentCount = 0;
  /** Why the items changed in this update; `ready` follows a change of filter here, of data in the base. */
  private itemsChange: 'data' | 'filter' | undefined;
  private readonly searchInput = createRef<HTMLInputElement>();
  private readonly rovingFocus = new RovingFocus(this, {
    searchInput: this.searchInput,
    // The listboxes in keyboard order: "Recently used" above all banks.
    sections: () => [
      ...(this.recentCount > 0 ? [{ count: this.recentCount, listbox: this.recentListbox.value }] : []),
      { count: this.items.length - this.recentCount, listbox: this.listbox.value },
    ],
    renderThrough: (index) => {
      if (index < this.renderedCards) return;
      this.renderedCards = Math.min(this.items.length, Math.ceil((index + 1) / pageSize) * pageSize);
    },
  });
  private readonly listbox = createRef<HTMLElement>();
  private readonly recentListbox = createRef<HTMLElement>();
  private readonly sentinel = createRef<HTMLElement>();
  private moreObserver: IntersectionObserver | undefined;
  private announceTimer: ReturnType<typeof setTimeout> | undefined;

  protected checkAttributes() {
    if (!this.country) return missingAttribute('country');
    if (!/^[A-Za-z]{2}$/.test(this.country)) return invalidAttribute('country', this.country);
    if (!this.psuType) return missingAttribute('psu-type');
    if (!psuTypes.includes(this.psuType)) return invalidAttribute('psu-type', this.psuType);
    if (!this.service) return missingAttribute('service');
    if (!services.includes(this.service.toUpperCase())) return invalidAttribute('service', this.service);
    return undefined;
  }

  protected async fetchData(context: ApiContext) {
    const answer = callApi(context, {
      path: '/aspsps',
      query: {
        country: (this.country ?? '').toUpperCase(),
        psu_type: this.psuType ?? '',
        service: (this.service ?? '').toUpperCase(),
      },
      accept: isAspspsResponse,
    });
    // While the answer is on its way, once the skeleton has painted: the locale's Intl objects
    // (milliseconds each to make) and a first run of the load and search paths (warm-up.ts).
    afterPaint(() => {
      const { collator, numberFormat, pluralRules } = this.i18n.formats;
      void [numberFormat, pluralRules];
      warmUp(collator);
    });
    const response = await answer;
    if (context.signal.aborted) return;
    this.records = toBankRecords(response.aspsps);
    this.openGroup = undefined;
    this.chosenId = undefined;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    // Observe the "more" sentinel again after a move in the DOM.
    if (this.hasUpdated) this.requestUpdate();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.moreObserver?.disconnect();
    clearTimeout(this.announceTimer);
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    const has = (key: string) => changedAny(changed, [key]);
    if (has('searchTerm')) this.openGroup = undefined;
    const locale = this.i18n.locale;
    // Read only when there is something to sort: the skeleton's render must not wait for a collator.
    const collator = () => this.i18n.formats.collator;
    let change: 'data' | 'filter' | undefined;
    if (this.sorted.records !== this.records || this.sorted.locale !== locale) {
      change = this.sorted.records !== this.records ? 'data' : 'filter';
      this.sorted = {
        records: this.records,
        locale,
        banks: this.records.length > 0 ? sortByName(this.records, (r) => r.name, collator()) : [],
      };
    }
    if (change === 'data' || has('remember')) {
      // Only against an answer: before one, every remembered bank would look gone and be dropped.
      const answered = this.remember && this.records.length > 0;
      this.recentBanks = answered ? recallRecentBanks(this.recentScope(), this.records) : [];
    }
    if (change || has('noBeta')) {
      this.catalogue =
        this.sorted.banks.length > 0
          ? buildCatalogue(this.sorted.banks, { noBeta: this.noBeta, collator: collator() })
          : emptyCatalogue;
      if (this.openGroup !== undefined && !this.catalogue.groups.has(this.openGroup))
        this.openGroup = undefined;
    }
    if (change || has('noBeta') || has('searchTerm') || has('openGroup') || has('recentBanks')) {
      const group = this.openGroupItem();
      const query = parseQuery(this.searchTerm ?? '');
      const found = group ? groupMembers(group) : findItems(this.catalogue, query);
      // "Recently used" leads the whole list only, not a search's results or a group's members.
      const recent = group || !isEmptyQuery(query) ? [] : this.recentBanks;
      ({ items: this.items, recentCount: this.recentCount } = placeRecent(found, recent, {
        noBeta: this.noBeta,
      }));
      this.renderedCards = pageSize;
      this.rovingFocus.activeIndex = 0;
      this.itemsChange = change === 'data' ? 'data' : 'filter';
      // Typing is announced once it pauses; anything else at once.
      this.announce(
        change !== undefined || has('noBeta') || has('openGroup') || has('recentBanks') || !this.hasUpdated,
      );
    }
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    const change = this.itemsChange;
    this.itemsChange = undefined;
    if (change === 'filter' && !this.loading && !this.failure) {
      void this.updateComplete.then(() => this.emitReady());
    }
    if (change === 'data') {
      // Folded right after the list's first paint, before the PSU can type, rather than on their first keystroke.
      const records = this.records;
      afterPaint(() => {
        if (records === this.records) prepareSearch(records);
      });
    }
    this.observeSentinel();
  }

  protected override renderLoading(): TemplateResult {
    return this.renderFrame(
      html`<div class="service-aspsp-grid service-aspsp-skeleton" aria-hidden="true">
        ${skeletonCards.map(
          () =>
            html`<div class="service-aspsp-card">
              <span class="service-aspsp-logo"></span>
              <span class="service-aspsp-text"><span class="service-aspsp-bar"></span></span>
            </div>`,
        )}
      </div>`,
    );
  }

  protected renderContent(): TemplateResult {
    return this.renderFrame(
      this.items.length > 0
        ? this.renderList()
        : renderEmpty(this.searchTerm?.trim() ?? '', this.i18n, this.onClearClick),
    );
  }

  /** The search box and the live status stay the same elements through loading and results. */
  private renderFrame(body: TemplateResult): TemplateResult {
    const t = this.i18n.t.bind(this.i18n);
    const lists =
      this.recentCount > 0 ? `${this.idPrefix}-recent ${this.idPrefix}-list` : `${this.idPrefix}-list`;
    const controls = !this.loading && this.items.length > 0 ? lists : undefined;
    return html`<div class="service-aspsp-search">
        <label for=${`${this.idPrefix}-search`}>${t('aspspSearchLabel')}</label>
        <input
          ${ref(this.searchInput)}
          id=${`${this.idPrefix}-search`}
          type="search"
          autocomplete="off"
          spellcheck="false"
          aria-controls=${controls ?? nothing}
          .value=${live(this.searchTerm ?? '')}
          @input=${this.onSearchInput}
          @keydown=${this.onSearchKeydown}
        />
      </div>
      <p class="service-aspsp-status" role="status">${this.statusText()}</p>
      ${body}`;
  }

  private statusText(): string {
    const announcement = this.announcement;
    if (this.loading || !announcement) return this.i18n.t('loading');
    const { count } = announcement;
    if (announcement.kind === 'forgotten') return this.i18n.t('aspspRecentForgotten');
    if (announcement.kind === 'group')
      return this.i18n.t('aspspGroupStatus', { count, group: announcement.group });
    return this.i18n.t(announcement.kind === 'all' ? 'aspspCount' : 'aspspResultCount', { count });
  }

  private renderList(): TemplateResult {
    const group = this.openGroupItem();
    const shown = this.items.slice(0, this.renderedCards);
    const active = Math.min(this.rovingFocus.activeIndex, shown.length - 1);
    const label = group
      ? this.i18n.t('aspspGroupListLabel', { group: group.name })
      : this.i18n.t('aspspListLabel');
    const recent = this.recentCount;
    const titled = recent > 0 ? `${this.idPrefix}-all-title` : undefined;
    const rest = shown.slice(recent);
    return html`${group ? renderGroupHeader(group, this.cardContext(), this.onBackClick) : nothing}
    ${
      recent > 0
        ? renderRecentSection({
            id: `${this.idPrefix}-recent`,
            listbox: this.recentListbox,
            i18n: this.i18n,
            options: shown
              .slice(0, recent)
              .map((item, index) => renderCard(item, this.placeOf(index, active), this.cardContext())),
            onKeydown: this.onListKeydown,
            onClick: this.onListClick,
            onForget: this.onForgetClick,
          })
        : nothing
    }
    ${
      titled && rest.length > 0
        ? html`<p id=${titled} class="service-aspsp-section-title">${this.i18n.t('aspspAllBanksTitle')}</p>`
        : nothing
    }
    ${
      rest.length > 0
        ? html`<ul
            ${ref(this.listbox)}
            id=${`${this.idPrefix}-list`}
            class="service-aspsp-grid"
            role="listbox"
            aria-label=${titled ? nothing : label}
            aria-labelledby=${titled ?? nothing}
            @keydown=${this.onListKeydown}
            @click=${this.onListClick}
          >
            ${repeat(
              rest,
              (item) => item.id,
              (item, offset) => renderCard(item, this.placeOf(recent + offset, active), this.cardContext()),
            )}
          </ul>`
        : nothing
    }
    ${
      shown.length < this.items.length
        ? html`<div ${ref(this.sentinel)} class="service-aspsp-more" aria-hidden="true"></div>`
        : nothing
    }`;
  }

  /** What the card templates read from the element. */
  private cardContext(): CardContext {
    return {
      i18n: this.i18n,
      logoTransform: this.logoTransform,
      failedLogos: this.failedLogos,
      chosenId: this.chosenId,
      onLogoError: this.onLogoError,
    };
  }

  /** A card's place: positions count within its own listbox, "Recently used" or all banks. */
  private placeOf(index: number, active: number): CardPlace {
    const recent = index < this.recentCount;
    return {
      index,
      active: index === active,
      position: recent ? index : index - this.recentCount,
      total: recent ? this.recentCount : this.items.length - this.recentCount,
    };
  }

  private openGroupItem(): GroupItem | undefined {
    return this.openGroup === undefined ? undefined : this.catalogue.groups.get(this.openGroup);
  }

  private announce(now: boolean): void {
    clearTimeout(this.announceTimer);
    const group = this.openGroupItem();
    const count = this.items.length;
    const next: Announcement = group
      ? { kind: 'group', count, group: group.name }
      : { kind: (this.searchTerm ?? '').trim() === '' ? 'all' : 'search', count };
    if (now) this.announcement = next;
    else this.announceTimer = setTimeout(() => (this.announcement = next), announceDelayMs);
  }

  /** Renders more cards while the end of the rendered ones is near the viewport. */
  private observeSentinel(): void {
    this.moreObserver ??= new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && this.renderedCards < this.items.length) {
          this.renderedCards = Math.min(this.items.length, this.renderedCards + pageSize);
        }
      },
      { rootMargin: '0px 0px 50% 0px' },
    );
    // Observing anew reports the sentinel's position at once, so rendering goes on until it is out of reach.
    this.moreObserver.disconnect();
    if (this.sentinel.value) this.moreObserver.observe(this.sentinel.value);
  }

  private setTerm(value: string): void {
    this.searchTerm = value === '' ? null : value;
  }

  private choose(index: number): void {
    const item = this.items[index];
    if (!item) return;
    this.rovingFocus.activeIndex = index;
    if (item.kind === 'group') {
      void this.showGroup(item.name);
      return;
    }
    const { bank } = item;
    this.chosenId = item.id;
    if (this.remember) rememberRecentBank(this.recentScope(), bank);
    this.emit('selected', {
      beta: bank.beta,
      country: bank.country,
      name: bank.name,
      psuType: this.psuType ?? '',
      sandbox: this.widgetConfig.sandbox,
      service: (this.service ?? '').toUpperCase(),
    });
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
    const index = this.items.findIndex((item) => item.kind === 'group' && item.name === name);
    if (index < 0) return;
    if (focusCard) await this.rovingFocus.focusOption(index);
    else this.rovingFocus.activeIndex = index;
  }

  private readonly onSearchInput = (event: Event) => {
    this.setTerm((event.target as HTMLInputElement).value);
  };

  private readonly onSearchKeydown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' && this.items.length > 0 && !this.loading) {
      event.preventDefault();
      void this.rovingFocus.focusOption(0);
    } else if (event.key === 'Enter') {
      // The widget may sit in a form of the page: searching never submits it.
      event.preventDefault();
    } else if (event.key === 'Escape' && (this.searchTerm || this.openGroup !== undefined)) {
      event.preventDefault();
      if (this.searchTerm) this.setTerm('');
      else void this.closeGroup(false);
    }
  };

  private readonly onListKeydown = (event: KeyboardEvent) => {
    const card = (event.target as Element).closest<HTMLElement>('[role=option]');
    if (!card || event.altKey || event.ctrlKey || event.metaKey) return;
    const index = Number(card.dataset.index);
    const { key } = event;
    if (key === 'Enter' || key === ' ') {
      event.preventDefault();
      this.choose(index);
    } else if (key === 'Escape') {
      event.preventDefault();
      if (this.openGroup !== undefined) void this.closeGroup(true);
      else void this.rovingFocus.focusSearch();
    } else if (key === 'Backspace' || key.length === 1) {
      // Typing goes on in the search box.
      event.preventDefault();
      const term = this.searchTerm ?? '';
      this.setTerm(key === 'Backspace' ? term.slice(0, -1) : term + key);
      void this.rovingFocus.focusSearch();
    } else if (this.rovingFocus.move(key, card)) {
      event.preventDefault();
    }
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
    this.announcement = { kind: 'forgotten', count: 0 };
    if (this.items.length > 0) await this.rovingFocus.focusOption(0);
    else await this.rovingFocus.focusSearch();
  };

  private recentScope(): RecentScope {
    return {
      country: this.country ?? '',
      psuType: this.psuType ?? '',
      service: this.service ?? '',
      sandbox: this.widgetConfig.sandbox,
    };
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

const skeletonCards = Array.from({ length: 6 }, (_, index) => index);
