import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { AspspListElement } from '../../src/aspsp-list/aspsp-list-element.js';
import { recentLogos } from '../../src/aspsp-list/logo-retention.js';
import { backend, backendWait } from '../support/backend.js';
import { watchFetch } from '../support/fetch-spy.js';
import { mount, type Mounted } from '../support/mount-with-cleanup.js';

const finland = { country: 'FI', 'psu-type': 'personal', service: 'AIS' };
/** FI personal AIS in the mock catalogue, in English alphabetical order. */
const finnishBanksEn = [
  'Aktia',
  'Ålandsbanken',
  'Danske Bank',
  'Handelsbanken',
  'Nordea',
  'Oma Säästöpankki',
  'OP',
  'POP Pankki',
  'S-Pankki',
  'Säästöpankki',
];

async function bankCount(origin: string, query: string): Promise<number> {
  const response = await fetch(`${origin}/widget-api/v1/aspsps?${query}`);
  const body = (await response.json()) as { aspsps: unknown[] };
  return body.aspsps.length;
}

/** The requests for the list itself (the log also holds the logo requests). */
async function listRequests() {
  return (await backend.requests()).filter((request) => request.path.endsWith('/aspsps'));
}

function cards(list: HTMLElement): HTMLElement[] {
  return [...list.querySelectorAll<HTMLElement>('[role=listbox] > [role=option]')];
}

function names(list: HTMLElement): string[] {
  return cards(list).map((card) => card.querySelector('.service-aspsp-name')?.textContent?.trim() ?? '');
}

/** The texts highlighted as matches (`::highlight(service-aspsp-match)`) in the list's cards, in page order. */
function marks(list: HTMLElement): string[] {
  const ranges = [...(CSS.highlights.get('service-aspsp-match') ?? [])].filter(
    (range) =>
      range.startContainer.parentElement?.closest('[role=option]') && list.contains(range.startContainer),
  );
  ranges.sort((a, b) =>
    a.startContainer === b.startContainer
      ? a.startOffset - b.startOffset
      : a.startContainer.compareDocumentPosition(b.startContainer) & Node.DOCUMENT_POSITION_FOLLOWING
        ? -1
        : 1,
  );
  return ranges.map((range) => (range.startContainer as Text).data.slice(range.startOffset, range.endOffset));
}

function searchBox(list: HTMLElement): HTMLInputElement {
  const input = list.querySelector<HTMLInputElement>('input[type=search]');
  if (!input) throw new Error('no search box');
  return input;
}

function statusText(list: HTMLElement): string {
  return list.querySelector('[role=status]')?.textContent?.trim() ?? '';
}

function card(list: HTMLElement, name: string): HTMLElement {
  const found = cards(list).find(
    (option) => option.querySelector('.service-aspsp-name')?.textContent === name,
  );
  if (!found) throw new Error(`no card ${name}`);
  return found;
}

/** The src of a card's logo once set: a frame after the card (src-after-paint.ts). */
async function logoSrc(option: HTMLElement): Promise<string | null | undefined> {
  await waitUntil(() => option.querySelector('img')?.hasAttribute('src'), 'the logo follows its card');
  return option.querySelector('img')?.getAttribute('src');
}

function focusedName(): string | undefined {
  return document.activeElement?.querySelector('.service-aspsp-name')?.textContent ?? undefined;
}

/** The personal AIS banks of `country` in the sandbox, in English (unless `attributes` say otherwise), loaded. */
async function loadedList(
  origin: string,
  country = 'FI',
  attributes: Record<string, string | boolean> = {},
): Promise<Mounted<AspspListElement>> {
  const list = await mount('service-aspsp-list', {
    country,
    'psu-type': 'personal',
    service: 'AIS',
    origin,
    sandbox: true,
    locale: 'en',
    ...attributes,
  });
  await list.until('ready');
  return list;
}

/** Sets the search-term attribute and waits for the list it gives. */
async function searchFor(list: Mounted<AspspListElement>, term: string): Promise<string[]> {
  const before = list.of('ready').length;
  list.element.setAttribute('search-term', term);
  await list.until('ready', before + 1);
  return names(list.element);
}

/** An ASPSPData as the backend sends it. */
function aspsp(origin: string, name: string, extra: Record<string, unknown> = {}) {
  return {
    name,
    country: 'FI',
    logo: `${origin}/logos/op.svg`,
    psu_types: ['personal'],
    auth_methods: [],
    maximum_consent_validity: 7776000,
    beta: false,
    ...extra,
  };
}

async function answerWith(aspsps: unknown[]): Promise<void> {
  await backend.setFault({ path: '/aspsps', body: JSON.stringify({ aspsps }) });
}

describe('service-aspsp-list', () => {
  let origin: string;

  beforeEach(async () => {
    await backend.reset();
    origin = await backend.origin();
  });

  describe('loading', () => {
    it('loads the ASPSPs of the country from the backend, cross-origin, and fires ready', async () => {
      const list = await loadedList(origin);
      const [request, ...others] = await listRequests();
      expect(others).to.deep.equal([]);
      const expected = await bankCount(origin, 'country=FI&psu_type=personal&service=AIS&sandbox=true');
      expect(statusText(list.element)).to.equal('Showing all banks');
      expect(cards(list.element)).to.have.length(expected);
      expect(request?.query).to.deep.equal({
        country: 'FI',
        psu_type: 'personal',
        service: 'AIS',
        sandbox: 'true',
      });
      expect(request?.origin).to.equal(window.location.origin);
      expect(request?.headers['accept-language']).to.equal('en');
      expect(list.element.querySelector('[role=listbox]')?.getAttribute('aria-label')).to.equal('Banks');
      await expect(list.element).to.be.accessible();
    });

    it('shows its cards in a DOM without IntersectionObserver, as jsdom in a unit test', async () => {
      const observer = Object.getOwnPropertyDescriptor(window, 'IntersectionObserver');
      Reflect.deleteProperty(window, 'IntersectionObserver');
      try {
        const list = await mount('service-aspsp-list', { ...finland, origin, sandbox: true, locale: 'en' });
        await list.until('ready');
        expect(list.of('error')).to.deep.equal([]);
        expect(statusText(list.element)).to.equal('Showing all banks');
        expect(names(list.element).slice(0, 2)).to.deep.equal(finnishBanksEn.slice(0, 2));
      } finally {
        if (observer) Object.defineProperty(window, 'IntersectionObserver', observer);
      }
    });

    it('reads sandbox="false" as production', async () => {
      const list = await mount('service-aspsp-list', { ...finland, origin, sandbox: 'false' });
      await list.until('ready');
      const [request] = await listRequests();
      expect(request?.query).not.to.have.property('sandbox');
    });

    it('reads a bare sandbox set as the property "" (as Vue sets it) as true from its first request', async () => {
      const fetches = watchFetch();
      try {
        const list = document.createElement('service-aspsp-list');
        for (const [name, value] of Object.entries({ ...finland, origin })) list.setAttribute(name, value);
        (list as unknown as Record<string, unknown>).sandbox = '';
        document.body.append(list);
        await waitUntil(() => list.querySelector('[role=option]'), 'no cards');
        const sent = fetches.calls
          .filter(({ url }) => url.includes('/aspsps'))
          .map(({ url }) => new URL(url).searchParams.get('sandbox'));
        expect(sent).to.deep.equal(['true']);
        expect(list.sandbox).to.equal(true);
        list.remove();
      } finally {
        fetches.restore();
      }
    });

    it('shows a skeleton of cards while loading, with the search box already usable', async () => {
      await backend.setFault({ path: '/aspsps', delayMs: 700, times: 1 });
      const list = await mount('service-aspsp-list', { ...finland, origin, sandbox: true, locale: 'en' });
      await list.element.updateComplete;
      const skeleton = list.element.querySelector('.service-aspsp-skeleton');
      expect(skeleton?.getAttribute('aria-hidden')).to.equal('true');
      expect(skeleton?.querySelectorAll('.service-aspsp-card').length).to.be.greaterThan(0);
      expect(statusText(list.element)).to.equal('Loading…');
      expect(list.element.querySelector('[role=listbox]')).to.equal(null);
      await expect(list.element).to.be.accessible();
      const input = searchBox(list.element);
      input.focus();
      await sendKeys({ type: 'nordea' });
      await list.until('ready');
      expect(document.activeElement, 'the search box survives the load').to.equal(input);
      expect(names(list.element)).to.deep.equal(['Nordea']);
      expect(list.element.querySelector('.service-aspsp-skeleton')).to.equal(null);
    });

    it('sends its request before the page runs any task, in a locale loaded on demand', async () => {
      const fetches = watchFetch();
      try {
        const list = await mount('service-aspsp-list', { ...finland, origin, sandbox: true, locale: 'fi' });
        // The request leaves at once: no wait for the locale's messages, a first render or idle time.
        const sentByFirstTask = await new Promise<string[]>((resolve) =>
          setTimeout(() => resolve(fetches.calls.map((call) => call.url)), 0),
        );
        expect(sentByFirstTask.map((url) => new URL(url).pathname)).to.deep.equal(['/widget-api/v1/aspsps']);
        await list.until('ready');
      } finally {
        fetches.restore();
      }
    });

    it('shows the skeleton in the first frame after insertion, in a locale loaded on demand', async () => {
      // The answer is held until that frame has run, so that a slow frame cannot find the list ready.
      let firstFrameRan: () => void = () => undefined;
      const fetches = watchFetch({ heldUntil: new Promise<void>((resolve) => (firstFrameRan = resolve)) });
      try {
        const list = await mount('service-aspsp-list', { ...finland, origin, sandbox: true, locale: 'fi' });
        const inFirstFrame = await new Promise<Element | null>((resolve) =>
          requestAnimationFrame(() => resolve(list.element.querySelector('.service-aspsp-skeleton'))),
        );
        firstFrameRan();
        expect(inFirstFrame, 'the skeleton, in the first frame after insertion').to.not.equal(null);
        await list.until('ready');
        expect(list.element.querySelector('.service-aspsp-skeleton')).to.equal(null);
      } finally {
        fetches.restore();
      }
    });

    it('speaks the locale attribute, and otherwise the page language', async () => {
      const finnish = await mount('service-aspsp-list', { ...finland, origin, sandbox: true, locale: 'FI' });
      await finnish.until('ready');
      expect(finnish.element.querySelector('[lang]')?.getAttribute('lang')).to.equal('fi');
      expect(statusText(finnish.element)).to.equal('Näytetään kaikki pankit');
      expect(finnish.element.querySelector('label')?.textContent).to.equal(
        'Hae pankin nimellä tai BIC-koodilla',
      );

      const section = document.createElement('section');
      section.lang = 'sv-FI';
      document.body.append(section);
      const swedish = await mount('service-aspsp-list', { ...finland, origin, sandbox: true }, section);
      await swedish.until('ready');
      expect(statusText(swedish.element)).to.equal('Alla banker visas');
      expect(swedish.element.querySelector('[lang]')?.getAttribute('lang')).to.equal('sv');
      expect((await listRequests()).at(-1)?.headers['accept-language']).to.equal('sv');
      section.remove();
    });
  });

  describe('attributes', () => {
    it('sorts with the collator of the locale, and sorts again without a request when it changes', async () => {
      const list = await loadedList(origin);
      expect(names(list.element)).to.deep.equal(finnishBanksEn);

      list.element.setAttribute('locale', 'fi');
      await list.until('ready', 2);
      // Finnish sorts Å after Z.
      expect(names(list.element)).to.deep.equal([
        'Aktia',
        'Danske Bank',
        'Handelsbanken',
        'Nordea',
        'Oma Säästöpankki',
        'OP',
        'POP Pankki',
        'S-Pankki',
        'Säästöpankki',
        'Ålandsbanken',
      ]);
      expect(await listRequests()).to.have.length(1);
    });

    it('hides beta ASPSPs with no-beta, and shows them again when it goes, without a request', async () => {
      const list = await loadedList(origin, 'FI', { 'no-beta': true });
      expect(names(list.element)).to.deep.equal(
        finnishBanksEn.filter((name) => name !== 'Handelsbanken' && name !== 'POP Pankki'),
      );
      expect(list.element.querySelectorAll('.service-aspsp-badge')).to.have.length(0);

      list.element.setAttribute('no-beta', 'false');
      await list.until('ready', 2);
      expect(names(list.element)).to.deep.equal(finnishBanksEn);
      const badged = cards(list.element)
        .filter((option) => option.querySelector('.service-aspsp-badge')?.textContent === 'Beta')
        .map((option) => option.querySelector('.service-aspsp-name')?.textContent);
      expect(badged).to.deep.equal(['Handelsbanken', 'POP Pankki']);
      expect(await listRequests()).to.have.length(1);
    });

    it('fetches again when psu-type, service, sandbox or origin change', async () => {
      const list = await loadedList(origin);
      list.element.setAttribute('psu-type', 'business');
      await list.until('ready', 2);
      expect(names(list.element)).to.include('SEB');
      list.element.setAttribute('service', 'PIS');
      await list.until('ready', 3);
      list.element.removeAttribute('sandbox');
      await list.until('ready', 4);
      expect((await listRequests()).map((request) => request.query)).to.deep.equal([
        { country: 'FI', psu_type: 'personal', service: 'AIS', sandbox: 'true' },
        { country: 'FI', psu_type: 'business', service: 'AIS', sandbox: 'true' },
        { country: 'FI', psu_type: 'business', service: 'PIS', sandbox: 'true' },
        { country: 'FI', psu_type: 'business', service: 'PIS' },
      ]);
      expect(cards(list.element).length).to.equal(
        await bankCount(origin, 'country=FI&psu_type=business&service=PIS'),
      );

      list.element.setAttribute('origin', await backend.refusingOrigin());
      const error = await list.until('error');
      expect(error.detail.error).to.equal('UNAUTHORIZED_ACCESS');
    });

    it('fetches again when the country changes and never shows the stale answer', async () => {
      await backend.setFault({ path: '/aspsps', delayMs: 800, times: 1 });
      const list = await mount('service-aspsp-list', { ...finland, origin, sandbox: true, locale: 'en' });
      await new Promise((resolve) => setTimeout(resolve, 100));
      list.element.setAttribute('country', 'SE');
      await list.until('ready');
      const swedish = await bankCount(origin, 'country=SE&psu_type=personal&service=AIS&sandbox=true');
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(list.of('ready')).to.have.length(1);
      expect(statusText(list.element)).to.equal('Showing all banks');
      expect(cards(list.element)).to.have.length(swedish);
      expect(names(list.element)).not.to.include('OP');
    });

    it('drops the stale answer after a fast change of service too', async () => {
      await backend.setFault({ path: '/aspsps', delayMs: 800, times: 1 });
      const list = await mount('service-aspsp-list', {
        country: 'FI',
        'psu-type': 'business',
        service: 'AIS',
        origin,
        sandbox: true,
        locale: 'en',
      });
      await new Promise((resolve) => setTimeout(resolve, 100));
      list.element.setAttribute('service', 'PIS');
      await list.until('ready');
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(list.of('ready')).to.have.length(1);
      // POP Pankki offers AIS but no payments.
      expect(names(list.element)).not.to.include('POP Pankki');
      expect(names(list.element)).to.include('Nordea');
    });
  });

  describe('groups', () => {
    it('shows a group as one card that opens onto its members, and Escape or Back returns to it', async () => {
      const list = await loadedList(origin, 'FR');
      expect(names(list.element).filter((name) => name.startsWith('Crédit Agricole'))).to.deep.equal([
        'Crédit Agricole',
      ]);
      const group = card(list.element, 'Crédit Agricole');
      expect(group.querySelector('.service-aspsp-detail')?.textContent).to.equal('16 banks');
      expect(await logoSrc(group)).to.equal(`${origin}/logos/credit-agricole.svg`);

      group.click();
      await list.until('ready', 2);
      await waitUntil(() => focusedName() !== undefined, 'focus on the first member');
      const members = names(list.element);
      expect(members).to.have.length(16);
      expect(members).to.include('Crédit Agricole Alpes Provence');
      expect(focusedName()).to.equal(members[0]);
      expect(list.element.querySelector('[role=listbox]')?.getAttribute('aria-label')).to.equal(
        'Banks in Crédit Agricole',
      );
      expect(statusText(list.element)).to.equal('16 banks in Crédit Agricole');
      expect(list.of('selected')).to.have.length(0);
      await expect(list.element).to.be.accessible();

      await sendKeys({ press: 'Escape' });
      await list.until('ready', 3);
      await waitUntil(() => focusedName() === 'Crédit Agricole', 'focus back on the group card');
      expect(names(list.element)).to.include('BNP Paribas');

      await sendKeys({ press: 'Enter' });
      await list.until('ready', 4);
      await waitUntil(() => focusedName() === members[0], 'focus on the first member');
      await sendKeys({ press: 'ArrowDown' });
      await waitUntil(() => focusedName() === members[1], 'focus on the second member');
      await sendKeys({ press: 'Enter' });
      expect(list.of('selected')[0]?.detail.name).to.equal(members[1]);

      list.element.querySelector<HTMLButtonElement>('.service-aspsp-back')?.click();
      await list.until('ready', 5);
      await waitUntil(() => focusedName() === 'Crédit Agricole', 'focus back on the group card');
    });

    it('shows a group of one as its bank, also when no-beta leaves one member', async () => {
      await answerWith([
        aspsp(origin, 'Solo Bank', { group: { name: 'Solo Group', logo: `${origin}/logos/op.svg` } }),
        aspsp(origin, 'Pair One', { group: { name: 'Pair Group', logo: `${origin}/logos/op.svg` } }),
        aspsp(origin, 'Pair Two', {
          beta: true,
          group: { name: 'Pair Group', logo: `${origin}/logos/op.svg` },
        }),
      ]);
      const list = await loadedList(origin);
      expect(names(list.element)).to.deep.equal(['Pair Group', 'Solo Bank']);
      expect(card(list.element, 'Pair Group').querySelector('.service-aspsp-detail')?.textContent).to.equal(
        '2 banks',
      );
      expect(card(list.element, 'Solo Bank').querySelector('.service-aspsp-detail')?.textContent).to.equal(
        'Solo Group',
      );

      list.element.setAttribute('no-beta', '');
      await list.until('ready', 2);
      expect(names(list.element)).to.deep.equal(['Pair One', 'Solo Bank']);
      card(list.element, 'Pair One').click();
      expect(list.of('selected')[0]?.detail.name).to.equal('Pair One');
    });
  });

  describe('search', () => {
    it('ignores case and diacritics, and marks the matched part', async () => {
      const list = await loadedList(origin);
      expect(await searchFor(list, 'saastopankki')).to.deep.equal(['Säästöpankki', 'Oma Säästöpankki']);
      expect(marks(list.element)).to.deep.equal(['Säästöpankki', 'Säästöpankki']);
      expect(await searchFor(list, 'SÄÄSTÖ')).to.deep.equal(['Säästöpankki', 'Oma Säästöpankki']);
      expect(marks(list.element)).to.deep.equal(['Säästö', 'Säästö']);
      expect(await searchFor(list, 'alandsbanken')).to.deep.equal(['Ålandsbanken']);
      expect(await listRequests(), 'search never fetches').to.have.length(1);
      await waitUntil(() => statusText(list.element) === '1 bank found', 'the count is announced');
      await expect(list.element).to.be.accessible();
    });

    it('accepts the common transliterations ä/ae, ö/oe, ü/ue, ß/ss, ø/o and å/aa', async () => {
      const finnish = await loadedList(origin);
      expect(await searchFor(finnish, 'saeaestoepankki')).to.deep.equal(['Säästöpankki', 'Oma Säästöpankki']);
      expect(await searchFor(finnish, 'aalandsbanken')).to.deep.equal(['Ålandsbanken']);
      expect(marks(finnish.element)).to.deep.equal(['Ålandsbanken']);

      const german = await loadedList(origin, 'DE');
      expect(await searchFor(german, 'koeln')).to.deep.equal(['Kreissparkasse Köln', 'Sparkasse KölnBonn']);
      expect(marks(german.element)).to.deep.equal(['Köln', 'Köln']);
      expect(await searchFor(german, 'kolnbonn')).to.deep.equal(['Sparkasse KölnBonn']);
      expect(await searchFor(german, 'bonn'), 'KölnBonn has a word start at Bonn').to.deep.equal([
        'Sparkasse KölnBonn',
      ]);
      expect(await searchFor(german, 'muenchner')).to.deep.equal(['Münchner Bank']);
      expect(await searchFor(german, 'weiss')).to.deep.equal(['Raiffeisenbank Weißenburg-Gunzenhausen']);
      expect(marks(german.element)).to.deep.equal(['Weiß']);

      const danish = await loadedList(origin, 'DK');
      expect(await searchFor(danish, 'laan & spar')).to.deep.equal(['Lån & Spar Bank']);
      expect(marks(danish.element)).to.deep.equal(['Lån & Spar']);
      expect(await searchFor(danish, 'lan spar')).to.deep.equal(['Lån & Spar Bank']);
      expect(await searchFor(danish, 'ringkjobing')).to.deep.equal(['Ringkjøbing Landbobank']);
    });

    it('matches word starts only, and ranks the best matches first', async () => {
      const finnish = await loadedList(origin);
      expect(await searchFor(finnish, 'pankki'), 'not inside Säästöpankki').to.deep.equal([
        'POP Pankki',
        'S-Pankki',
      ]);
      expect(await searchFor(finnish, 'op')).to.deep.equal(['OP']);
      expect(await searchFor(finnish, 'bank')).to.deep.equal(['Danske Bank']);

      const german = await loadedList(origin, 'DE');
      expect(await searchFor(german, 'sparkasse')).to.deep.equal([
        'Sparkasse Hannover',
        'Sparkasse KölnBonn',
        'Sparkasse Nürnberg',
        'Sparkassen-Finanzgruppe',
        'Berliner Sparkasse',
        'Frankfurter Sparkasse',
        'Hamburger Sparkasse',
        'Ostsächsische Sparkasse Dresden',
      ]);
      const group = card(german.element, 'Sparkassen-Finanzgruppe');
      expect(group.querySelector('.service-aspsp-chevron'), 'search reaches groups').not.to.equal(null);
      const member = card(german.element, 'Sparkasse Hannover');
      expect(member.textContent, 'a member found by search names its group').to.contain(
        'Sparkassen-Finanzgruppe',
      );
    });

    it('finds a bank by its BIC and marks it', async () => {
      const list = await loadedList(origin);
      expect(await searchFor(list, 'OKOYFIHH')).to.deep.equal(['OP']);
      const bic = card(list.element, 'OP').querySelector('.service-aspsp-detail');
      expect(bic?.textContent?.replace(/\s+/g, ' ').trim()).to.equal('BIC OKOYFIHH');
      expect(marks(list.element)).to.deep.equal(['OKOYFIHH']);
      expect(await searchFor(list, 'ndea')).to.deep.equal(['Nordea']);
      expect(marks(list.element)).to.deep.equal(['NDEA']);
      expect(await searchFor(list, 'NDEAFIHHXXX'), 'the 11-character form').to.deep.equal(['Nordea']);
    });

    it('highlights only its own matches, and drops them when the search is cleared or it leaves the page', async () => {
      const first = await loadedList(origin);
      const second = await loadedList(origin);
      await searchFor(first, 'nordea');
      await searchFor(second, 'OKOYFIHH');
      expect(marks(first.element)).to.deep.equal(['Nordea']);
      expect(marks(second.element)).to.deep.equal(['OKOYFIHH']);

      await searchFor(first, 'nord');
      expect(marks(first.element), 'the same card, a shorter match').to.deep.equal(['Nord']);
      await searchFor(first, '');
      expect(marks(first.element)).to.deep.equal([]);
      expect(marks(second.element), 'the other list keeps its highlight').to.deep.equal(['OKOYFIHH']);

      const place = second.element.parentNode;
      second.element.remove();
      expect(marks(second.element), 'removed from the page').to.deep.equal([]);
      place?.append(second.element);
      expect(marks(second.element), 'back on the page').to.deep.equal(['OKOYFIHH']);
    });

    it('highlights what the PSU typed once typing pauses for 250 ms, never a stale match, working it out only then', async () => {
      const list = await loadedList(origin);
      expect(await searchFor(list, 'nord')).to.deep.equal(['Nordea']);
      expect(marks(list.element), 'a term set by the page: at once').to.deep.equal(['Nord']);

      const box = searchBox(list.element);
      let keyAt = 0;
      box.addEventListener('keydown', () => (keyAt = performance.now()));
      const marksAtReady: string[][] = [];
      const markedAtReady: number[] = [];
      list.element.addEventListener('ready', () => {
        marksAtReady.push(marks(list.element));
        markedAtReady.push(list.element.querySelectorAll('[data-marks]').length);
      });
      box.focus();
      box.setSelectionRange(box.value.length, box.value.length);
      await sendKeys({ type: 'e' });
      await list.until('ready', 3);
      expect(names(list.element)).to.deep.equal(['Nordea']);
      expect(marksAtReady, 'none as the keystroke shows its results').to.deep.equal([[]]);
      expect(markedAtReady, 'nor a card saying what to mark: not worked out while typing').to.deep.equal([0]);

      let highlightedAt = 0;
      const highlighted = () => {
        if (marks(list.element).join() !== 'Norde') return false;
        highlightedAt = performance.now();
        return true;
      };
      await waitUntil(highlighted, 'the match is highlighted once typing pauses', {
        timeout: 3000,
        interval: 5,
      });
      expect(highlightedAt - keyAt, 'highlighted this long after the keystroke').to.be.at.least(250);
    });

    it('keeps the cards of the banks still shown in their places as the PSU types', async () => {
      const numbers = Array.from({ length: 60 }, (_, index) => String(index + 1).padStart(2, '0'));
      await answerWith(numbers.map((number) => aspsp(origin, `Bank ${number}`)));
      const list = await loadedList(origin);
      list.element.setAttribute('search-term', 'Ba');
      await list.element.updateComplete;
      list.element.querySelector('.service-aspsp-more')?.scrollIntoView();
      await waitUntil(() => cards(list.element).length === 48, 'the rest of the page follows near the view');
      const before = cards(list.element);

      list.element.setAttribute('search-term', 'Ban');
      await list.element.updateComplete;
      const after = cards(list.element);
      expect(after, 'in the frame of the keystroke').to.have.length(48);
      expect(
        after.every((option, index) => option === before[index]),
        'the same elements',
      ).to.equal(true);
      expect(names(list.element)).to.deep.equal(numbers.slice(0, 48).map((number) => `Bank ${number}`));
    });

    it('forgives one typo in longer words, not in short ones', async () => {
      const list = await loadedList(origin);
      expect(await searchFor(list, 'Nrodea')).to.deep.equal(['Nordea']);
      expect(await searchFor(list, 'Handelsbnken')).to.deep.equal(['Handelsbanken']);
      expect(await searchFor(list, 'Danskke')).to.deep.equal(['Danske Bank']);
      expect(await searchFor(list, 'Aktai')).to.deep.equal(['Aktia']);
      expect(await searchFor(list, 'Nrod')).to.deep.equal([]);
    });

    it('pre-fills from search-term, follows its changes and reflects what the PSU types', async () => {
      const list = await loadedList(origin, 'FI', { 'search-term': 'nordea' });
      expect(searchBox(list.element).value).to.equal('nordea');
      expect(names(list.element)).to.deep.equal(['Nordea']);
      expect(statusText(list.element)).to.equal('1 bank found');

      list.element.setAttribute('search-term', 'aktia');
      await list.until('ready', 2);
      expect(searchBox(list.element).value).to.equal('aktia');
      expect(names(list.element)).to.deep.equal(['Aktia']);

      const input = searchBox(list.element);
      input.select();
      await sendKeys({ type: 'danske' });
      await list.element.updateComplete;
      expect(list.element.getAttribute('search-term')).to.equal('danske');
      expect(names(list.element)).to.deep.equal(['Danske Bank']);
      expect(list.of('ready').length, 'ready after each change of the list').to.be.greaterThan(2);
      expect(await listRequests()).to.have.length(1);
    });

    it('shows the term a page sets back as the PSU types (a controlled input), not what was typed', async () => {
      const list = await loadedList(origin, 'FI', { 'search-term': 'nor' });
      // As React does with a controlled value: every input is answered with the page's own term.
      list.element.addEventListener('input', () => list.element.setAttribute('search-term', 'nor'));
      const input = searchBox(list.element);
      input.focus();
      input.setSelectionRange(3, 3);
      await sendKeys({ type: 'x' });
      await list.element.updateComplete;
      expect(list.element.getAttribute('search-term')).to.equal('nor');
      expect(input.value, 'the box shows the term the page kept').to.equal('nor');
      expect(names(list.element)).to.deep.equal(['Nordea']);
    });

    it('says when nothing matches, with the term, and clears the search on request', async () => {
      const list = await loadedList(origin);
      expect(await searchFor(list, 'zzz <b>bold</b>')).to.deep.equal([]);
      const empty = list.element.querySelector('.service-aspsp-empty');
      expect(empty?.querySelector('p')?.textContent).to.equal('No bank matches “zzz <b>bold</b>”.');
      expect(empty?.querySelector('b'), 'the term is text').to.equal(null);
      await waitUntil(() => statusText(list.element) === '0 banks found', 'the count is announced');
      await expect(list.element).to.be.accessible();

      const readies = list.of('ready').length;
      empty?.querySelector('button')?.click();
      await list.until('ready', readies + 1);
      expect(document.activeElement).to.equal(searchBox(list.element));
      expect(searchBox(list.element).value).to.equal('');
      expect(list.element.hasAttribute('search-term')).to.equal(false);
      expect(names(list.element)).to.deep.equal(finnishBanksEn);
    });

    it('says when the country has no bank at all, in the status a screen reader hears too', async () => {
      await answerWith([]);
      const list = await loadedList(origin);
      expect(list.element.querySelector('.service-aspsp-empty')?.textContent?.trim()).to.equal(
        'No banks are available.',
      );
      expect(statusText(list.element)).to.equal('No banks are available.');
      expect(list.element.querySelector('.service-aspsp-empty button')).to.equal(null);
      await expect(list.element).to.be.accessible();
    });
  });

  describe('keyboard and selection', () => {
    it('moves from the search box into the list and through it, and chooses with Enter or Space', async () => {
      const list = await loadedList(origin);
      const input = searchBox(list.element);
      input.focus();
      await sendKeys({ press: 'ArrowDown' });
      await waitUntil(() => focusedName() === 'Aktia', 'ArrowDown from the search box');
      const focused = document.activeElement as HTMLElement;
      expect(focused.getAttribute('role')).to.equal('option');
      expect(focused.tabIndex).to.equal(0);
      expect(cards(list.element).filter((option) => option.tabIndex === 0)).to.have.length(1);

      await sendKeys({ press: 'ArrowDown' });
      await waitUntil(() => focusedName() === 'Ålandsbanken', 'ArrowDown');
      await sendKeys({ press: 'End' });
      await waitUntil(() => focusedName() === 'Säästöpankki', 'End');
      await sendKeys({ press: 'ArrowLeft' });
      await waitUntil(() => focusedName() === 'S-Pankki', 'ArrowLeft');
      await sendKeys({ press: 'Home' });
      await waitUntil(() => focusedName() === 'Aktia', 'Home');
      await sendKeys({ press: 'ArrowUp' });
      await waitUntil(() => document.activeElement === input, 'ArrowUp from the first row');

      await sendKeys({ press: 'ArrowDown' });
      await waitUntil(() => focusedName() === 'Aktia', 'back into the list');
      await sendKeys({ press: 'Enter' });
      expect(list.of('selected')).to.have.length(1);
      const selected = list.of('selected')[0] as CustomEvent;
      expect(selected.detail).to.deep.equal({
        beta: false,
        country: 'FI',
        name: 'Aktia',
        psuType: 'personal',
        sandbox: true,
        service: 'AIS',
      });
      expect(Object.keys(selected.detail)).to.have.length(6);
      expect(selected.bubbles).to.equal(true);
      expect(selected.composed).to.equal(true);
      await list.element.updateComplete;
      expect(card(list.element, 'Aktia').getAttribute('aria-selected')).to.equal('true');
      // Said of every other card: Chromium reads a focused option without it as selected.
      expect(card(list.element, 'Ålandsbanken').getAttribute('aria-selected')).to.equal('false');

      for (const name of ['Ålandsbanken', 'Danske Bank', 'Handelsbanken']) {
        await sendKeys({ press: 'ArrowRight' });
        await waitUntil(() => focusedName() === name, `ArrowRight to ${name}`);
      }
      await sendKeys({ press: ' ' });
      expect(list.of('selected')[1]?.detail).to.deep.equal({
        beta: true,
        country: 'FI',
        name: 'Handelsbanken',
        psuType: 'personal',
        sandbox: true,
        service: 'AIS',
      });
      await expect(list.element).to.be.accessible();
    });

    it('goes on typing in the search box, and Escape returns there', async () => {
      const list = await loadedList(origin);
      const input = searchBox(list.element);
      input.focus();
      await sendKeys({ press: 'ArrowDown' });
      await waitUntil(() => focusedName() === 'Aktia', 'into the list');
      await sendKeys({ press: 'Escape' });
      await waitUntil(() => document.activeElement === input, 'Escape returns to the search box');

      await sendKeys({ press: 'ArrowDown' });
      await waitUntil(() => focusedName() === 'Aktia', 'into the list');
      await sendKeys({ type: 'nor' });
      await list.element.updateComplete;
      expect(document.activeElement).to.equal(input);
      expect(input.value).to.equal('nor');
      expect(names(list.element)).to.deep.equal(['Nordea']);

      await sendKeys({ press: 'Escape' });
      await list.element.updateComplete;
      expect(input.value, 'Escape in the search box clears it').to.equal('');
      expect(names(list.element)).to.deep.equal(finnishBanksEn);
    });

    it('moves by rows of the grid that widgets.css lays out', async () => {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = '/styles/widgets.css';
      await new Promise((resolve, reject) => {
        link.onload = resolve;
        link.onerror = reject;
        document.head.append(link);
      });
      const frame = document.createElement('div');
      frame.style.width = '52rem';
      document.body.append(frame);
      try {
        const list = await mount(
          'service-aspsp-list',
          { ...finland, origin, sandbox: true, locale: 'en' },
          frame,
        );
        await list.until('ready');
        const options = cards(list.element);
        const top = options[0]?.getBoundingClientRect().top;
        const columns = options.filter((option) => option.getBoundingClientRect().top === top).length;
        expect(columns, 'a grid of several columns').to.be.greaterThan(1);
        expect(getComputedStyle(options[0] as Element).minHeight).not.to.equal('auto');

        searchBox(list.element).focus();
        await sendKeys({ press: 'ArrowDown' });
        await waitUntil(() => focusedName() === finnishBanksEn[0], 'into the list');
        await sendKeys({ press: 'ArrowDown' });
        await waitUntil(() => focusedName() === finnishBanksEn[columns], 'one row down');
        await sendKeys({ press: 'ArrowRight' });
        await waitUntil(() => focusedName() === finnishBanksEn[columns + 1], 'one card right');
        await sendKeys({ press: 'ArrowUp' });
        await waitUntil(() => focusedName() === finnishBanksEn[1], 'one row up');
        await expect(list.element).to.be.accessible();
        // The chosen card: its border and two more pixels of accent inside it, the same size as
        // the others (a hovered card has the border alone), so it is told by more than colour.
        await sendKeys({ press: 'Enter' });
        await list.element.updateComplete;
        // Once its border's colour has moved (a transition of 0.1 s).
        await Promise.all((options[1] as Element).getAnimations().map((animation) => animation.finished));
        const [other, chosen] = [options[0], options[1]].map((option) => getComputedStyle(option as Element));
        expect(chosen?.boxShadow).to.match(/^rgb\([\d, ]+\) 0px 0px 0px 2px inset$/);
        expect(chosen?.boxShadow).to.contain(chosen?.borderTopColor);
        expect(other?.boxShadow).to.equal('none');
        expect(options[1]?.getBoundingClientRect().height).to.equal(
          options[0]?.getBoundingClientRect().height,
        );
        // Beta badges and group names pass the contrast check with the real styles too.
        expect(await searchFor(list, 'pankki')).to.deep.equal(['POP Pankki', 'S-Pankki']);
        expect(list.element.querySelector('.service-aspsp-badge')).not.to.equal(null);
        await expect(list.element).to.be.accessible();
        // axe does not see highlights: the match's own style, as the browser resolves it.
        const name = card(list.element, 'POP Pankki').querySelector('.service-aspsp-name') as Element;
        const match = getComputedStyle(name, '::highlight(service-aspsp-match)');
        expect(match.textDecorationLine, 'underlined, which forced colours keep').to.equal('underline');
        expect(match.backgroundColor, 'and tinted').to.match(/^color\(srgb [\d. ]+\/ 0\.22\)$/);
      } finally {
        frame.remove();
        link.remove();
      }
    });

    it('chooses a bank on click, with service and psu-type as the page wrote them', async () => {
      const list = await mount('service-aspsp-list', {
        country: 'fi',
        'psu-type': 'business',
        service: 'ais',
        origin,
        locale: 'en',
      });
      await list.until('ready');
      const nordea = card(list.element, 'Nordea');
      nordea.click();
      expect(list.of('selected')[0]?.detail).to.deep.equal({
        beta: false,
        country: 'FI',
        name: 'Nordea',
        psuType: 'business',
        sandbox: false,
        service: 'AIS',
      });
      const [request] = await listRequests();
      expect(request?.query).to.deep.equal({ country: 'FI', psu_type: 'business', service: 'AIS' });
    });
  });

  describe('logos', () => {
    it('shows each logo lazily in a fixed box, with logo-transform appended, and the name as text', async () => {
      const list = await loadedList(origin, 'FI', { 'logo-transform': '-/resize/80x/' });
      expect(await logoSrc(card(list.element, 'OP'))).to.equal(`${origin}/logos/op.svg-/resize/80x/`);
      const img = card(list.element, 'OP').querySelector('img');
      expect(img?.getAttribute('width')).to.equal('40');
      expect(img?.getAttribute('height')).to.equal('40');
      expect(img?.getAttribute('loading')).to.equal('lazy');
      expect(img?.getAttribute('alt')).to.equal('');
      expect(card(list.element, 'OP').textContent?.trim()).to.equal('OP');

      list.element.setAttribute('logo-transform', '-/resize/120x/');
      await list.element.updateComplete;
      expect(await logoSrc(card(list.element, 'OP'))).to.equal(`${origin}/logos/op.svg-/resize/120x/`);
      list.element.removeAttribute('logo-transform');
      await list.element.updateComplete;
      expect(await logoSrc(card(list.element, 'OP'))).to.equal(`${origin}/logos/op.svg`);
      expect(await listRequests()).to.have.length(1);
      expect(list.of('ready'), 'a new logo size is not a new list').to.have.length(1);
    });

    it('holds the logos it has shown, so a card that comes back shows its logo at once', async () => {
      const list = await loadedList(origin);
      const opLogo = () => card(list.element, 'OP').querySelector('img');
      await waitUntil(() => opLogo()?.complete, 'the OP logo loads', backendWait);
      expect(recentLogos.held().map((image) => image.src)).to.include(`${origin}/logos/op.svg`);

      expect(await searchFor(list, 'aktia')).to.deep.equal(['Aktia']);
      await searchFor(list, '');
      const logo = opLogo();
      expect(logo?.complete && logo.naturalWidth > 0, 'shown without waiting for a load').to.equal(true);
    });

    it('paints a search in steps: names first, their logos and the rest of the page a frame later', async () => {
      const numbers = Array.from({ length: 60 }, (_, index) => String(index + 1).padStart(2, '0'));
      // A logo URL of its own per bank, so none is held from an earlier test.
      const logoOf = (number: string) => `${origin}/logos/op.svg?card=${number}&run=${Date.now()}`;
      const logos = new Map(numbers.map((number) => [number, logoOf(number)]));
      await answerWith(numbers.map((number) => aspsp(origin, `Bank ${number}`, { logo: logos.get(number) })));
      const list = await loadedList(origin);
      expect(cards(list.element)).to.have.length(48);
      expect(await logoSrc(card(list.element, 'Bank 01'))).to.equal(logos.get('01'));

      list.element.setAttribute('search-term', 'Bank 5');
      await list.element.updateComplete;
      expect(names(list.element)).to.deep.equal(
        numbers.filter((number) => number.startsWith('5')).map((n) => `Bank ${n}`),
      );
      const logo = card(list.element, 'Bank 55').querySelector('img');
      expect(logo?.hasAttribute('src'), 'not in the frame that shows the name').to.equal(false);
      await waitUntil(() => logo?.getAttribute('src') === logos.get('55'), 'the logo follows a frame later');

      list.element.setAttribute('search-term', 'Bank');
      await list.element.updateComplete;
      expect(cards(list.element), 'in the frame of the keystroke').to.have.length(24);
      list.element.querySelector('.service-aspsp-more')?.scrollIntoView();
      await waitUntil(() => cards(list.element).length === 48, 'the rest of the page follows near the view');
    });

    it('renders the second page of a new answer after `ready`, even with the end of the first in view', async () => {
      const numbers = Array.from({ length: 100 }, (_, index) => String(index + 1).padStart(3, '0'));
      await answerWith(numbers.map((number) => aspsp(origin, `Bank ${number}`)));
      // Shrunk to a quarter at the top of the view, the first page and its end fit in it.
      const small = document.createElement('div');
      small.style.cssText =
        'position: fixed; inset: 0 auto auto 0; transform: scale(0.25); transform-origin: 0 0';
      document.body.append(small);
      try {
        const list = await mount(
          'service-aspsp-list',
          { country: 'FI', 'psu-type': 'personal', service: 'AIS', origin, sandbox: true, locale: 'en' },
          small,
        );
        let atReady = -1;
        list.element.addEventListener('ready', () => (atReady = cards(list.element).length), { once: true });
        await list.until('ready');
        expect(atReady, 'the first page only when `ready` fires').to.equal(48);
        // Seen through an IntersectionObserver, whose report a busy machine may delay past the default second.
        // In a tall view the third page (the last 4 banks) follows at once: the test may first see 100.
        await waitUntil(() => cards(list.element).length >= 96, 'the second page follows `ready` in view', {
          timeout: 5000,
        });
      } finally {
        small.remove();
      }
    });

    it('renders the rest of the banks as the PSU scrolls to the end, and then nothing more', async () => {
      const numbers = Array.from({ length: 60 }, (_, index) => String(index + 1).padStart(2, '0'));
      await answerWith(numbers.map((number) => aspsp(origin, `Bank ${number}`)));
      const list = await loadedList(origin);
      const sentinel = () => list.element.querySelector<HTMLElement>('.service-aspsp-more');
      expect(cards(list.element)).to.have.length(48);
      expect(sentinel()?.checkVisibility(), 'more banks follow').to.equal(true);

      sentinel()?.scrollIntoView();
      await waitUntil(() => cards(list.element).length === 60, 'the last 12 banks follow near the view');
      expect(names(list.element).at(-1)).to.equal('Bank 60');
      expect(sentinel()?.checkVisibility(), 'none follow: nothing left to reach').to.equal(false);

      list.element.setAttribute('search-term', 'Bank 0');
      await list.element.updateComplete;
      expect(names(list.element)).to.have.length(9);
      expect(sentinel()?.checkVisibility()).to.equal(false);
    });

    it('sets no logo while the PSU types: only once typing has paused for 250 ms', async () => {
      const numbers = Array.from({ length: 60 }, (_, index) => String(index + 1).padStart(2, '0'));
      // A logo URL of its own per bank, so none is held from an earlier test.
      const run = Date.now();
      const logoOf = (number: string) => `${origin}/logos/op.svg?typed=${number}&run=${run}`;
      await answerWith(numbers.map((number) => aspsp(origin, `Bank ${number}`, { logo: logoOf(number) })));
      const list = await loadedList(origin);
      // When each key reached the list, and when each logo was set (a mutation is seen in the task that made it).
      const keysAt: number[] = [];
      list.element.addEventListener('input', () => keysAt.push(performance.now()), { capture: true });
      const logosSetAt: number[] = [];
      const logoWatch = new MutationObserver((records) => {
        const now = performance.now();
        for (const record of records)
          if ((record.target as Element).hasAttribute('src') && keysAt.length > 0) logosSetAt.push(now);
      });
      logoWatch.observe(list.element, { subtree: true, attributeFilter: ['src'] });

      searchBox(list.element).focus();
      await sendKeys({ type: '51' });
      await waitUntil(() => names(list.element).join() === 'Bank 51', 'the search shows Bank 51');
      const logo = () => card(list.element, 'Bank 51').querySelector('img');
      await waitUntil(() => logo()?.hasAttribute('src'), 'the logo once typing pauses', { timeout: 3000 });
      expect(logo()?.getAttribute('src')).to.equal(logoOf('51'));
      logoWatch.disconnect();

      expect(keysAt).to.have.length(2);
      expect(logosSetAt.length).to.be.at.least(1);
      for (const setAt of logosSetAt) {
        const lastKeyAt = Math.max(...keysAt.filter((keyAt) => keyAt < setAt));
        expect(setAt - lastKeyAt, 'a logo set this long after the last keystroke').to.be.at.least(250);
      }
    });

    it('leaves the logos of a new answer for 250 ms, as a PSU who waited for the list may type at once', async () => {
      const run = Date.now();
      const logoOf = (number: number) => `${origin}/logos/op.svg?answer=${number}&run=${run}`;
      await answerWith(
        Array.from({ length: 6 }, (_, index) => aspsp(origin, `Bank ${index}`, { logo: logoOf(index) })),
      );
      const logosSetAt: number[] = [];
      const logoWatch = new MutationObserver((records) => {
        if (records.some((record) => (record.target as Element).hasAttribute('src')))
          logosSetAt.push(performance.now());
      });
      const list = await mount('service-aspsp-list', { ...finland, origin, sandbox: true, locale: 'en' });
      logoWatch.observe(list.element, { subtree: true, attributeFilter: ['src'] });
      // The PSU may type from the moment the cards show, which is before `ready`.
      let shownAt = Infinity;
      const cardWatch = new MutationObserver(() => {
        if (list.element.querySelector('[role=option]')) shownAt = Math.min(shownAt, performance.now());
      });
      cardWatch.observe(list.element, { subtree: true, childList: true });
      await list.until('ready');
      cardWatch.disconnect();
      const logo = () => card(list.element, 'Bank 3').querySelector('img');
      expect(logo()?.hasAttribute('src'), 'the name shows first').to.equal(false);

      await waitUntil(() => logo()?.getAttribute('src') === logoOf(3), 'the logo follows', { timeout: 3000 });
      logoWatch.disconnect();
      expect(Math.min(...logosSetAt) - shownAt, 'no logo set in the first 200 ms').to.be.at.least(200);
    });

    it('shows a monogram when a logo fails to load or is not a safe URL', async () => {
      await answerWith([
        aspsp(origin, 'Broken Logo Bank', { logo: `${origin}/logos/no-such-logo.svg` }),
        aspsp(origin, 'Script Logo Bank', { logo: 'javascript:alert(1)' }),
        aspsp(origin, 'Plain Http Bank', { logo: 'http://bank.example/logo.svg' }),
        aspsp(origin, 'Good Logo Bank'),
      ]);
      const list = await loadedList(origin);
      const monogramOf = (name: string) =>
        card(list.element, name).querySelector('.service-aspsp-monogram')?.textContent?.trim();
      expect(monogramOf('Script Logo Bank')).to.equal('SL');
      expect(monogramOf('Plain Http Bank')).to.equal('PH');
      // Logos are held a moment after the cards show, then fetched: as long as the test above gives them.
      await waitUntil(
        () => monogramOf('Broken Logo Bank') === 'BL',
        'a monogram instead of the broken logo',
        {
          timeout: 3000,
        },
      );
      expect(card(list.element, 'Broken Logo Bank').querySelector('img')).to.equal(null);
      expect(card(list.element, 'Good Logo Bank').querySelector('img')).not.to.equal(null);
      expect(list.element.querySelector('[src^="javascript"], [src^="http://bank"]')).to.equal(null);
      expect(list.of('error'), 'a broken logo is no widget error').to.have.length(0);
      await expect(list.element).to.be.accessible();
    });
  });

  describe('hostile and large answers', () => {
    it('renders hostile names as text and drops entries it cannot use', async () => {
      const hostile = '<img src=x onerror="window.hostileRan=true">';
      await answerWith([
        aspsp(origin, hostile),
        aspsp(origin, 'Duplicate Bank'),
        aspsp(origin, 'Duplicate Bank', { beta: true }),
        aspsp(origin, 'x'.repeat(100_000)),
        aspsp(origin, 'Override\u202Egnab Bank'),
        { name: 'No Logo Field', country: 'FI', beta: false, psu_types: [], auth_methods: [] },
        aspsp(origin, 'No Beta Field', { beta: undefined }),
        aspsp(origin, 'Wrong Types', { psu_types: 'personal' }),
        { ...aspsp(origin, 'Odd Fields'), bic: { evil: true }, group: 'not an object' },
        'a string',
        null,
      ]);
      const list = await loadedList(origin);
      expect(names(list.element)).to.deep.equal([
        hostile,
        'Duplicate Bank',
        'Odd Fields',
        'Overridegnab Bank',
      ]);
      expect(list.element.querySelector('[role=option] img[src="x"]')).to.equal(null);
      expect((window as unknown as { hostileRan?: boolean }).hostileRan).to.equal(undefined);
      expect(card(list.element, 'Duplicate Bank').querySelector('.service-aspsp-badge')).to.equal(null);
      expect(list.of('error')).to.have.length(0);
    });

    it('reports an answer without a list of ASPSPs as an invalid response', async () => {
      await backend.setFault({ path: '/aspsps', body: JSON.stringify({ aspsps: 'none' }) });
      const list = await mount('service-aspsp-list', { ...finland, origin, sandbox: true });
      const error = await list.until('error');
      expect(error.detail.error).to.equal('INVALID_RESPONSE');
    });

    it('keeps the DOM small for a country of 1,500 banks, and still reaches every one', async function () {
      // 1,500 cards and keys sent one command at a time (WebKit's driver) outlast mocha's 10 s on two loaded cores.
      this.timeout(30_000);
      const many = Array.from({ length: 1500 }, (_, index) =>
        aspsp(origin, `Testbank ${String(index + 1).padStart(4, '0')}`),
      );
      await answerWith(many);
      const list = await loadedList(origin);
      expect(statusText(list.element)).to.equal('Showing all banks');
      const rendered = cards(list.element);
      expect(rendered.length).to.be.lessThan(200);
      expect(rendered[0]?.getAttribute('aria-setsize')).to.equal('1500');
      expect(rendered[0]?.getAttribute('aria-posinset')).to.equal('1');

      searchBox(list.element).focus();
      await sendKeys({ press: 'ArrowDown' });
      await waitUntil(() => focusedName() === 'Testbank 0001', 'into the list');
      await sendKeys({ press: 'End' });
      await waitUntil(() => focusedName() === 'Testbank 1500', 'End reaches the last bank');
      expect(document.activeElement?.getAttribute('aria-posinset')).to.equal('1500');

      expect(await searchFor(list, '1499')).to.deep.equal(['Testbank 1499']);
      // A count is formatted for the locale.
      await searchFor(list, 'Testbank');
      await waitUntil(() => statusText(list.element) === '1,500 banks found', 'the count of all 1,500');
    });
  });

  describe('errors', () => {
    it('reports a missing required attribute without sending a request', async () => {
      const list = await mount('service-aspsp-list', {
        'psu-type': 'personal',
        service: 'AIS',
        origin,
        locale: 'en',
      });
      const error = await list.until('error');
      expect(error.detail).to.deep.equal({
        error: 'MISSING_ATTRIBUTE',
        message: 'The country attribute is required.',
      });
      expect(error.bubbles).to.equal(false);
      expect(list.element.querySelector('[role=alert]')?.textContent).to.contain(
        '“country” attribute is missing',
      );
      expect(await listRequests()).to.have.length(0);
      await expect(list.element).to.be.accessible();
    });

    it('reports an invalid psu-type, then loads once it is fixed', async () => {
      const list = await mount('service-aspsp-list', {
        ...finland,
        'psu-type': 'corporate',
        origin,
        locale: 'en',
      });
      const error = await list.until('error');
      expect(error.detail.error).to.equal('INVALID_ATTRIBUTE');
      expect(await listRequests()).to.have.length(0);
      list.element.setAttribute('psu-type', 'personal');
      await list.until('ready');
      expect(list.element.querySelector('[role=alert]')).to.equal(null);
    });

    it('says so when the backend refuses the page origin', async () => {
      const refusing = await backend.refusingOrigin();
      const list = await mount('service-aspsp-list', {
        ...finland,
        origin: refusing,
        sandbox: true,
        locale: 'en',
      });
      const error = await list.until('error');
      expect(error.detail.error).to.equal('UNAUTHORIZED_ACCESS');
      expect(error.detail.code).to.equal(403);
      expect(error.detail.message).to.contain(window.location.origin);
      expect(list.element.querySelector('[role=alert]')?.textContent).to.contain(
        'not allowed to use the service',
      );
      expect(list.element.querySelector('button'), 'no retry for a refusal').to.equal(null);
    });

    it('refuses an origin that is not http(s)', async () => {
      const list = await mount('service-aspsp-list', { ...finland, origin: 'javascript:alert(1)' });
      const error = await list.until('error');
      expect(error.detail.error).to.equal('INVALID_ATTRIBUTE');
      expect(await listRequests()).to.have.length(0);
    });

    it('retries a failing GET, then shows the error and recovers on "Try again"', async () => {
      await backend.setFault({
        path: '/aspsps',
        status: 503,
        error: 'ASPSP_ERROR',
        message: 'Down for maintenance',
      });
      const list = await mount('service-aspsp-list', { ...finland, origin, sandbox: true, locale: 'en' });
      const error = await list.until('error');
      expect(error.detail).to.deep.equal({
        error: 'ASPSP_ERROR',
        message: 'Down for maintenance',
        code: 503,
      });
      expect(await listRequests()).to.have.length(3);
      const alert = list.element.querySelector('[role=alert]');
      expect(alert?.textContent).to.contain('could not complete the request');
      await expect(list.element).to.be.accessible();

      await backend.reset();
      list.element.querySelector<HTMLButtonElement>('[role=alert] button')?.click();
      await list.until('ready');
      expect(statusText(list.element)).to.equal('Showing all banks');
    });

    it('shows the list when a 500 is followed by a 200, with no error', async () => {
      await backend.setFault({ path: '/aspsps', status: 500, times: 1 });
      const list = await loadedList(origin);
      expect(await listRequests()).to.have.length(2);
      expect(list.of('error')).to.have.length(0);
      expect(names(list.element)).to.deep.equal(finnishBanksEn);
    });

    it('waits as Retry-After says after a 429, then shows the list', async () => {
      await backend.setFault({ path: '/aspsps', status: 429, retryAfter: 1, times: 1 });
      const list = await loadedList(origin);
      expect(await listRequests()).to.have.length(2);
      expect(list.of('error')).to.have.length(0);
    });

    it('reports a network failure after its retries', async () => {
      await backend.setFault({ path: '/aspsps', drop: true });
      const list = await mount('service-aspsp-list', { ...finland, origin, sandbox: true, locale: 'en' });
      const error = await list.until('error');
      expect(error.detail.error).to.equal('NETWORK_ERROR');
      // Three attempts; a browser may itself repeat a GET whose connection dropped.
      expect((await listRequests()).length).to.be.at.least(3);
      expect(list.element.querySelector('[role=alert] button')?.textContent).to.equal('Try again');
    });

    it('reports a non-JSON answer as an invalid response', async () => {
      await backend.setFault({ path: '/aspsps', status: 200, body: '<html>oops</html>' });
      const list = await mount('service-aspsp-list', { ...finland, origin, sandbox: true });
      const error = await list.until('error');
      expect(error.detail.error).to.equal('INVALID_RESPONSE');
    });
  });
});
