/**
 * A page's first bank list, whose answer the test holds back until it chooses: the warm-up's
 * tests of the bank list, which watch in what order things happen on a first visit.
 */
import { aspspEntry } from './aspsp-entry.js';
import { mount } from './mount-with-cleanup.js';

/** What happened, in order: `once(what)` gives a callback that notes `what` the first time. */
export function orderLog() {
  const seen: string[] = [];
  const once = (what: string) => () => {
    if (!seen.includes(what)) seen.push(what);
  };
  return { seen, once };
}

/** Answers the page's fetches with these banks (names, or entries) once `release()` is called, until `restore()`. */
export function heldAnswer(banks: (string | ReturnType<typeof aspspEntry>)[]) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const entries = banks.map((bank) => (typeof bank === 'string' ? aspspEntry(bank) : bank));
  const answer = JSON.stringify({ aspsps: entries });
  const originalFetch = window.fetch;
  window.fetch = () =>
    released.then(() => new Response(answer, { headers: { 'Content-Type': 'application/json' } }));
  return {
    release,
    restore: () => {
      window.fetch = originalFetch;
    },
  };
}

/** A bank list of `country` (in English unless told), telling when its first card shows and when it is `ready`. */
export async function mountFirstList(
  country: string,
  on: { firstCard: () => void; ready: () => void },
  locale = 'en',
) {
  const list = await mount('service-aspsp-list', {
    country,
    'psu-type': 'personal',
    service: 'AIS',
    origin: 'https://service.test',
    locale,
  });
  new MutationObserver(() => {
    if (list.element.querySelector('[role=option]')) on.firstCard();
  }).observe(list.element, { childList: true, subtree: true });
  list.element.addEventListener('ready', on.ready);
  return list;
}
