import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { AspspListElement } from '../../src/aspsp-list/aspsp-list-element.js';
import { backend } from '../support/backend.js';
import { mount, type Mounted } from '../support/mount-with-cleanup.js';
import { finnishBankList } from '../support/bank-list-attributes.js';

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
const sandboxKey = 'service-widgets:recent-banks:v1:FI:personal:AIS:sandbox';
const fi = (name: string) => ({ name, country: 'FI' });

function nameOf(option: Element): string {
  return option.querySelector('.service-aspsp-name')?.textContent?.trim() ?? '';
}

/** The cards of the listbox named `label` ("Recently used", "All banks", "Banks"). */
function namesIn(list: HTMLElement, label: string): string[] {
  const listbox = [...list.querySelectorAll('[role=listbox]')].find((box) => accessibleName(box) === label);
  return listbox ? [...listbox.querySelectorAll('[role=option]')].map(nameOf) : [];
}

function accessibleName(element: Element): string {
  const by = element.getAttribute('aria-labelledby');
  if (by) return document.getElementById(by)?.textContent?.trim() ?? '';
  return element.getAttribute('aria-label') ?? '';
}

function listboxNames(list: HTMLElement): string[] {
  return [...list.querySelectorAll('[role=listbox]')].map(accessibleName);
}

function focusedName(): string | undefined {
  const active = document.activeElement;
  return active?.getAttribute('role') === 'option' ? nameOf(active) : undefined;
}

function focusedListbox(): string | undefined {
  const box = document.activeElement?.closest('[role=listbox]');
  return box ? accessibleName(box) : undefined;
}

function searchBox(list: HTMLElement): HTMLInputElement {
  const input = list.querySelector<HTMLInputElement>('input[type=search]');
  if (!input) throw new Error('no search box');
  return input;
}

function forgetButton(list: HTMLElement): HTMLButtonElement | undefined {
  return [...list.querySelectorAll('button')].find(
    (button) => button.textContent?.trim() === 'Forget these banks',
  );
}

function stored(): unknown {
  const text = localStorage.getItem(sandboxKey);
  return text === null ? null : JSON.parse(text);
}

async function rememberingList(
  origin: string,
  attributes: Record<string, string | boolean> = {},
): Promise<Mounted<AspspListElement>> {
  const list = await mount('service-aspsp-list', {
    ...finnishBankList(origin),
    remember: true,
    ...attributes,
  });
  await list.until('ready');
  return list;
}

function chooseByClick(list: HTMLElement, name: string): void {
  const option = [...list.querySelectorAll<HTMLElement>('[role=option]')].find(
    (card) => nameOf(card) === name,
  );
  if (!option) throw new Error(`no card ${name}`);
  option.click();
}

/** Counts every use of localStorage, and makes each throw when `error` is given. */
function watchStorage(error?: () => Error) {
  const calls: string[] = [];
  const originals = {
    getItem: Storage.prototype.getItem,
    setItem: Storage.prototype.setItem,
    removeItem: Storage.prototype.removeItem,
  };
  for (const name of ['getItem', 'setItem', 'removeItem'] as const) {
    const original = originals[name] as (...args: unknown[]) => unknown;
    Storage.prototype[name] = function (this: Storage, ...args: unknown[]) {
      calls.push(name);
      if (error) throw error();
      return original.apply(this, args);
    } as never;
  }
  return {
    calls,
    restore() {
      Object.assign(Storage.prototype, originals);
    },
  };
}

/** Makes the mere access to window.localStorage throw, as a browser that blocks storage does. */
function blockStorageAccess() {
  let accesses = 0;
  const own = Object.getOwnPropertyDescriptor(window, 'localStorage');
  Object.defineProperty(window, 'localStorage', {
    configurable: true,
    get() {
      accesses++;
      throw new DOMException('The operation is insecure.', 'SecurityError');
    },
  });
  return {
    accesses: () => accesses,
    restore() {
      if (own) Object.defineProperty(window, 'localStorage', own);
      else delete (window as { localStorage?: Storage }).localStorage;
    },
  };
}

/** Records what the page writes to the console. */
function watchConsole() {
  const lines: unknown[][] = [];
  const target = console as unknown as Record<string, (...args: unknown[]) => void>;
  const methods = ['log', 'info', 'warn', 'error', 'debug'];
  const originals = methods.map((method) => target[method]);
  for (const method of methods) target[method] = (...args: unknown[]) => void lines.push(args);
  return {
    lines,
    restore() {
      methods.forEach((method, index) => (target[method] = originals[index] as (...args: unknown[]) => void));
    },
  };
}

describe('service-aspsp-list remember', () => {
  let origin: string;

  beforeEach(async () => {
    localStorage.clear();
    await backend.reset();
    origin = await backend.origin();
  });

  afterEach(() => localStorage.clear());

  it('remembers the banks chosen, and shows them first under "Recently used" on the next visit', async () => {
    const first = await rememberingList(origin);
    expect(listboxNames(first.element), 'nothing remembered yet').to.deep.equal(['Banks']);
    chooseByClick(first.element, 'Nordea');
    chooseByClick(first.element, 'OP');
    expect(stored()).to.deep.equal([fi('OP'), fi('Nordea')]);
    // The list the PSU is choosing in does not move under their pointer.
    await first.element.updateComplete;
    expect(listboxNames(first.element)).to.deep.equal(['Banks']);

    const next = await rememberingList(origin);
    expect(listboxNames(next.element)).to.deep.equal(['Recently used', 'All banks']);
    expect(namesIn(next.element, 'Recently used')).to.deep.equal(['OP', 'Nordea']);
    // Not repeated below, so a screen reader meets each bank once.
    expect(namesIn(next.element, 'All banks')).to.deep.equal(
      finnishBanksEn.filter((name) => name !== 'OP' && name !== 'Nordea'),
    );
    const recent = [...next.element.querySelectorAll('[role=listbox]')][0] as HTMLElement;
    const positions = [...recent.querySelectorAll('[role=option]')].map(
      (option) => `${option.getAttribute('aria-posinset')}/${option.getAttribute('aria-setsize')}`,
    );
    expect(positions).to.deep.equal(['1/2', '2/2']);
    expect(next.element.querySelector('[role=status]')?.textContent?.trim()).to.equal('Showing all banks');
    expect(forgetButton(next.element)).not.to.equal(undefined);
    await expect(next.element).to.be.accessible();

    chooseByClick(next.element, 'Nordea');
    const detail = next.of('selected')[0]?.detail as Record<string, unknown>;
    expect(detail).to.deep.equal({
      beta: false,
      country: 'FI',
      name: 'Nordea',
      psuType: 'personal',
      sandbox: true,
      service: 'AIS',
    });
    expect(stored()).to.deep.equal([fi('Nordea'), fi('OP')]);
  });

  it('keeps the three most recent, and keeps them apart per PSU type, service and environment', async () => {
    localStorage.setItem(sandboxKey, JSON.stringify([fi('OP'), fi('Nordea'), fi('Aktia')]));
    const list = await rememberingList(origin);
    expect(namesIn(list.element, 'Recently used')).to.deep.equal(['OP', 'Nordea', 'Aktia']);
    chooseByClick(list.element, 'S-Pankki');
    expect(stored()).to.deep.equal([fi('S-Pankki'), fi('OP'), fi('Nordea')]);

    const business = await rememberingList(origin, { 'psu-type': 'business' });
    expect(listboxNames(business.element)).to.deep.equal(['Banks']);
    const production = await rememberingList(origin, { sandbox: 'false' });
    expect(listboxNames(production.element)).to.deep.equal(['Banks']);
    chooseByClick(production.element, 'Aktia');
    expect(
      JSON.parse(localStorage.getItem('service-widgets:recent-banks:v1:FI:personal:AIS') ?? ''),
    ).to.deep.equal([fi('Aktia')]);
    expect(stored(), 'the sandbox list is untouched').to.deep.equal([fi('S-Pankki'), fi('OP'), fi('Nordea')]);
  });

  it('drops a remembered bank that left the catalogue, and hides the section during a search', async () => {
    localStorage.setItem(sandboxKey, JSON.stringify([fi('Closed Bank'), fi('Aktia')]));
    const list = await rememberingList(origin);
    expect(namesIn(list.element, 'Recently used')).to.deep.equal(['Aktia']);
    expect(stored()).to.deep.equal([fi('Aktia')]);

    const before = list.of('ready').length;
    list.element.setAttribute('search-term', 'akt');
    await list.until('ready', before + 1);
    expect(listboxNames(list.element)).to.deep.equal(['Banks']);
    expect(namesIn(list.element, 'Banks')).to.deep.equal(['Aktia']);
    list.element.removeAttribute('search-term');
    await list.until('ready', before + 2);
    expect(namesIn(list.element, 'Recently used')).to.deep.equal(['Aktia']);
  });

  it('controls only the listboxes it shows: every bank remembered, "Recently used" alone', async () => {
    const query = 'country=FI&psu_type=personal&service=AIS&sandbox=true';
    const real = (await (await fetch(`${origin}/widget-api/v1/aspsps?${query}`)).json()) as {
      aspsps: { name: string }[];
    };
    const aspsps = real.aspsps.filter((aspsp) => ['OP', 'Nordea'].includes(aspsp.name));
    await backend.setFault({ path: '/aspsps', status: 200, body: JSON.stringify({ aspsps }) });
    localStorage.setItem(sandboxKey, JSON.stringify([fi('OP'), fi('Nordea')]));
    const list = await rememberingList(origin);
    expect(listboxNames(list.element)).to.deep.equal(['Recently used']);
    const ids = searchBox(list.element).getAttribute('aria-controls')?.split(' ') ?? [];
    expect(ids).to.have.length(1);
    for (const id of ids) expect(document.getElementById(id), `#${id}`).not.to.equal(null);
  });

  it('moves by keyboard through "Recently used" and on into all banks, and back', async () => {
    localStorage.setItem(sandboxKey, JSON.stringify([fi('OP'), fi('Nordea')]));
    const list = await rememberingList(origin);
    const input = searchBox(list.element);
    expect(input.getAttribute('aria-controls')?.split(' ')).to.have.length(2);
    input.focus();
    await sendKeys({ press: 'ArrowDown' });
    await waitUntil(() => focusedName() === 'OP', 'ArrowDown from the search box');
    expect(focusedListbox()).to.equal('Recently used');
    const tabStops = [...list.element.querySelectorAll<HTMLElement>('[role=option]')].filter(
      (option) => option.tabIndex === 0,
    );
    expect(tabStops, 'one tab stop for both lists').to.have.length(1);

    // Without widgets.css each card is a row of its own.
    await sendKeys({ press: 'ArrowDown' });
    await waitUntil(() => focusedName() === 'Nordea', 'down within Recently used');
    await sendKeys({ press: 'ArrowDown' });
    await waitUntil(() => focusedName() === 'Aktia', 'down into all banks');
    expect(focusedListbox()).to.equal('All banks');
    await sendKeys({ press: 'ArrowUp' });
    await waitUntil(() => focusedName() === 'Nordea', 'up into Recently used');
    await sendKeys({ press: 'End' });
    await waitUntil(() => focusedName() === 'Säästöpankki', 'End');
    await sendKeys({ press: 'Home' });
    await waitUntil(() => focusedName() === 'OP', 'Home');
    await sendKeys({ press: 'ArrowUp' });
    await waitUntil(() => document.activeElement === input, 'ArrowUp from the first recent card');

    await sendKeys({ press: 'ArrowDown' });
    await waitUntil(() => focusedName() === 'OP', 'back in');
    await sendKeys({ press: 'Enter' });
    expect(list.of('selected')[0]?.detail).to.deep.include({ name: 'OP', country: 'FI' });
    await list.element.updateComplete;
    expect((document.activeElement as HTMLElement).getAttribute('aria-selected')).to.equal('true');
  });

  it('forgets the banks on request, says so, and moves focus to the first of all banks', async () => {
    localStorage.setItem(sandboxKey, JSON.stringify([fi('OP'), fi('Nordea')]));
    const list = await rememberingList(origin);
    const button = forgetButton(list.element);
    if (!button) throw new Error('no forget button');
    button.focus();
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => focusedName() === 'Aktia', 'focus on the first bank');
    expect(localStorage.getItem(sandboxKey)).to.equal(null);
    expect(listboxNames(list.element)).to.deep.equal(['Banks']);
    expect(namesIn(list.element, 'Banks')).to.deep.equal(finnishBanksEn);
    expect(forgetButton(list.element)).to.equal(undefined);
    expect(list.element.querySelector('[role=status]')?.textContent?.trim()).to.equal(
      'The recently used banks have been forgotten.',
    );
    expect(list.of('error')).to.deep.equal([]);
    await expect(list.element).to.be.accessible();
  });

  it('speaks the locale in the section, as every other text', async () => {
    localStorage.setItem(sandboxKey, JSON.stringify([fi('OP')]));
    const list = await rememberingList(origin, { locale: 'fi' });
    expect(listboxNames(list.element)).to.deep.equal(['Viimeksi käytetyt', 'Kaikki pankit']);
    expect(forgetButton(list.element)).to.equal(undefined);
    expect(list.element.querySelector('.service-aspsp-forget')?.textContent?.trim()).to.equal(
      'Unohda nämä pankit',
    );
  });

  it('ignores a storage that throws on every use: no error event, nothing in the console', async () => {
    const storage = watchStorage(
      () => new DOMException('The quota has been exceeded.', 'QuotaExceededError'),
    );
    const console = watchConsole();
    try {
      const list = await rememberingList(origin);
      expect(listboxNames(list.element)).to.deep.equal(['Banks']);
      chooseByClick(list.element, 'Nordea');
      await list.element.updateComplete;
      expect(storage.calls).to.include('getItem');
      expect(list.of('selected')[0]?.detail).to.deep.include({ name: 'Nordea' });
      expect(list.of('error')).to.deep.equal([]);
      expect(console.lines).to.deep.equal([]);
    } finally {
      console.restore();
      storage.restore();
    }
  });

  it('ignores a browser that refuses access to localStorage itself (SecurityError)', async () => {
    const blocked = blockStorageAccess();
    const console = watchConsole();
    try {
      const list = await rememberingList(origin);
      expect(namesIn(list.element, 'Banks')).to.deep.equal(finnishBanksEn);
      chooseByClick(list.element, 'Aktia');
      expect(blocked.accesses()).to.be.greaterThan(0);
      expect(list.of('selected')).to.have.length(1);
      expect(list.of('error')).to.deep.equal([]);
      expect(console.lines).to.deep.equal([]);
    } finally {
      console.restore();
      blocked.restore();
    }
  });

  it('ignores garbage under its key, and writes a clean list over it', async () => {
    localStorage.setItem(sandboxKey, '{"name": "Nordea", oops');
    const list = await rememberingList(origin);
    expect(listboxNames(list.element)).to.deep.equal(['Banks']);
    expect(list.of('error')).to.deep.equal([]);
    chooseByClick(list.element, 'Nordea');
    expect(stored()).to.deep.equal([fi('Nordea')]);
  });

  it('neither reads nor writes the storage without the remember attribute', async () => {
    localStorage.setItem(sandboxKey, JSON.stringify([fi('OP')]));
    const storage = watchStorage();
    const blocked = blockStorageAccess();
    try {
      const list = await rememberingList(origin, { remember: 'false' });
      expect(listboxNames(list.element)).to.deep.equal(['Banks']);
      chooseByClick(list.element, 'Nordea');
      list.element.setAttribute('search-term', 'nor');
      await list.until('ready', 2);
      const plain = await mount('service-aspsp-list', finnishBankList(origin));
      await plain.until('ready');
      chooseByClick(plain.element, 'OP');
      expect(blocked.accesses()).to.equal(0);
      expect(storage.calls).to.deep.equal([]);
    } finally {
      blocked.restore();
      storage.restore();
    }
    expect(stored()).to.deep.equal([fi('OP')]);
  });
});
