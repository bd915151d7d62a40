/**
 * How a bank list is measured, whoever renders it (our widget, the peer, the floor): a fresh
 * page per load, the list loaded and the logos in view left to arrive; in the first loads the
 * page is then left to go quiet (every logo it loads eagerly has arrived) and a search is
 * typed character by character and cleared, a few times over. Cold loads instead type the
 * query's first character the moment the list is shown (nothing settled, as a person in a
 * hurry would), and measure nothing after it. The same steps and the same keystrokes for
 * every subject. BENCH_KEYSTROKE_TASKS=1 prints, for each cold load, the main thread's tasks
 * from 30 ms before that keystroke to its frame (trace-events.ts, describeTasks).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { Browser, CDPSession, Page } from 'playwright';
import { openPage, setCpuThrottling, usedJsHeap } from './browser.js';
import { figure, type Figure, type Subject } from './figures.js';
import type { KeystrokeTrigger, LoadTiming } from './pages/probe.js';
import {
  describeTasks,
  keystrokeFromTrace,
  showKeystrokeTasks,
  startTrace,
  stopTrace,
} from './trace-events.js';

/** Typed one character at a time; "v" alone already matches hundreds of banks. */
export const searchQuery = 'volksbank';
/** Between keystrokes, after the previous one has painted: a brisk typist's rhythm (about 8 a second). */
const keystrokePauseMs = 80;
/** How long the logos may take to arrive before the run goes on without them. */
const settleLimitMs = 10_000;

export interface ListSubject {
  /** Path of the page on the static server. */
  page: string;
  /** Inserts the list (or asks for its data) and reports when it arrived and painted. */
  mount: (page: Page) => Promise<LoadTiming>;
  /** The element that holds the whole list, for counting and for its images. */
  root: string;
  searchInput: string;
  /** The event whose handlers update the list (see probe.ts, armKeystroke). */
  trigger: KeystrokeTrigger;
}

export interface ListSamples {
  insertionToRequest: number[];
  insertionToSkeleton: number[];
  requestFrame: number[];
  skeletonFrame: number[];
  firstKeystroke: number[];
  responseToReady: number[];
  responseToPainted: number[];
  insertionToPainted: number[];
  insertionToReady: number[];
  insertionToReadyPainted: number[];
  typing: number[];
  clearing: number[];
  elements: number[];
  heap: number[];
  layoutShift: number[];
}

export interface ListRunOptions {
  origin: string;
  /** 1 for normal speed, 4 for a mid-range phone. */
  cpuRate: number;
  /** Page loads: one sample of each load figure per load. */
  loads: number;
  /** Further loads that type at once when the list is shown (the first keystroke, cold). */
  coldLoads: number;
  /** How many loads (the first) go on to measure keystrokes… */
  typingLoads: number;
  /** …typing the query and clearing it this many times in all, shared among them. */
  cycles: number;
  /**
   * Each load in a browser context of its own, as a first visit: a renderer process that has
   * made no Intl object yet (the first costs 20–90 ms) and an empty cache. Otherwise the loads
   * share a page, whose process keeps what earlier loads made.
   */
  firstVisit?: boolean;
}

function noSamples(): ListSamples {
  return {
    insertionToRequest: [],
    insertionToSkeleton: [],
    requestFrame: [],
    skeletonFrame: [],
    firstKeystroke: [],
    responseToReady: [],
    responseToPainted: [],
    insertionToPainted: [],
    insertionToReady: [],
    insertionToReadyPainted: [],
    typing: [],
    clearing: [],
    elements: [],
    heap: [],
    layoutShift: [],
  };
}

/** A subject's page, measured a load at a time, so that subjects can take turns (`takeTurns`). */
export interface ListSession {
  readonly samples: ListSamples;
  readonly options: ListRunOptions;
  /** Warm load `index` (the first `typingLoads` go on to type), or a cold one. */
  load(kind: 'warm' | 'cold', index: number): Promise<void>;
  close(): Promise<void>;
}

export async function openListSession(
  browser: Browser,
  subject: ListSubject,
  options: ListRunOptions,
): Promise<ListSession> {
  const samples = noSamples();
  let { page, cdp } = await openPage(browser);
  return {
    samples,
    options,
    async load(kind, index) {
      if (options.firstVisit) {
        await page.context().close();
        ({ page, cdp } = await openPage(browser));
      }
      await page.bringToFront();
      await measureLoad(page, cdp, subject, options, samples, kind === 'cold');
      if (kind === 'warm' && index < options.typingLoads)
        await measureTyping(page, subject, options, samples);
      // Nothing of this page (logos still arriving) runs while another subject is measured.
      await page.goto('about:blank');
    },
    close: () => page.context().close(),
  };
}

/**
 * Measures the sessions' loads in turns, one of each in a round, each going first in every
 * other round: the machine's state drifts over minutes (on a shared machine the load average
 * moved from 4 to 6 within a run), and a subject measured in a block of its own met another
 * machine than the one it is compared with. Warm loads first, then cold ones.
 */
export async function takeTurns(sessions: readonly ListSession[]): Promise<void> {
  for (const kind of ['warm', 'cold'] as const) {
    const count = (session: ListSession) =>
      kind === 'warm' ? session.options.loads : session.options.coldLoads;
    const rounds = Math.max(0, ...sessions.map(count));
    for (let round = 0; round < rounds; round++) {
      const order = round % 2 === 0 ? sessions : [...sessions].reverse();
      for (const session of order) if (round < count(session)) await session.load(kind, round);
    }
  }
}

async function measureLoad(
  page: Page,
  cdp: CDPSession,
  subject: ListSubject,
  options: ListRunOptions,
  samples: ListSamples,
  cold: boolean,
): Promise<void> {
  // The page itself loads at full speed; only the list's own work is throttled.
  await setCpuThrottling(cdp, 1);
  await page.goto(new URL(subject.page, options.origin).href);
  // A first visit inserts the list as soon as the page has loaded, as a merchant's page does:
  // no garbage collection forced in between.
  if (!options.firstVisit) await usedJsHeap(cdp);
  await setCpuThrottling(cdp, options.cpuRate);

  // A cold load is traced from before the insertion, so that starting the trace is over by the keystroke.
  const browser = page.context().browser();
  if (!browser) throw new Error('The page has no browser to trace.');
  if (cold) await startTrace(browser, page);
  const timing = await subject.mount(page);
  if (cold) samples.firstKeystroke.push(await firstKeystroke(browser, page, subject));
  // A first visit's traced load gives its keystroke only: tracing slows the load it watches.
  if (cold && options.firstVisit) return;
  samples.insertionToRequest.push(timing.requestStart - timing.startedAt);
  if (timing.skeletonPaintedAt !== undefined)
    samples.insertionToSkeleton.push(timing.skeletonPaintedAt - timing.startedAt);
  if (timing.requestFrame !== undefined) samples.requestFrame.push(timing.requestFrame);
  if (timing.skeletonFrame !== undefined) samples.skeletonFrame.push(timing.skeletonFrame);
  if (timing.readyAt !== undefined) samples.responseToReady.push(timing.readyAt - timing.responseEnd);
  samples.responseToPainted.push(timing.firstPaintedAt - timing.responseEnd);
  samples.insertionToPainted.push(timing.firstPaintedAt - timing.startedAt);
  // A plain list (the floor's, the peer's) is whole, and searchable, once it is painted.
  samples.insertionToReady.push((timing.readyAt ?? timing.firstPaintedAt) - timing.startedAt);
  samples.insertionToReadyPainted.push((timing.readyPaintedAt ?? timing.firstPaintedAt) - timing.startedAt);
  if (cold) return;

  await settle(page, subject, 'in view');
  samples.layoutShift.push(
    await page.evaluate((since) => window.benchProbe.layoutShift(since), timing.startedAt),
  );
  samples.elements.push(await page.evaluate((root) => window.benchProbe.countElements(root), subject.root));
  samples.heap.push(await usedJsHeap(cdp));
}

async function measureTyping(
  page: Page,
  subject: ListSubject,
  options: ListRunOptions,
  samples: ListSamples,
): Promise<void> {
  await settle(page, subject, 'all');
  await page.evaluate((input) => window.benchProbe.focusInput(input), subject.searchInput);
  for (let cycle = 0; cycle < Math.ceil(options.cycles / options.typingLoads); cycle++) {
    for (const character of searchQuery)
      samples.typing.push(await keystroke(page, character, subject.trigger));
    await page.keyboard.press('Control+A');
    await sleep(keystrokePauseMs);
    samples.clearing.push(await keystroke(page, 'Backspace', subject.trigger));
  }
}

function settle(page: Page, subject: ListSubject, images: 'in view' | 'all'): Promise<void> {
  return page.evaluate(([root, which, limit]) => window.benchProbe.settle(root, which, limit), [
    subject.root,
    images,
    settleLimitMs,
  ] as const);
}

/**
 * The query's first character, typed the moment the list is shown (our `ready` and first
 * card painted, the others' first row painted), before anything has settled: from the key
 * event to the end of the task that drew the next frame, found in the trace. Right after a
 * load, tasks of the page's images and of the garbage collector may run before any task the
 * probe posts, so its own end-of-frame time can come tens of milliseconds after the paint.
 */
async function firstKeystroke(browser: Browser, page: Page, subject: ListSubject): Promise<number> {
  await page.evaluate(([input, trigger]) => window.benchProbe.armFirstKeystroke(input, trigger), [
    subject.searchInput,
    subject.trigger,
  ] as const);
  await page.keyboard.press(searchQuery.charAt(0));
  const timing = await page.evaluate(() => window.benchProbe.keystrokeTiming());
  const events = await stopTrace(browser);
  const { thread, latency } = keystrokeFromTrace(events, timing);
  if (showKeystrokeTasks) {
    const { keyAt } = timing;
    const tasks = describeTasks(events, thread, keyAt, [keyAt - 30, keyAt + latency]);
    console.log([`${subject.page}: first keystroke ${latency.toFixed(1)} ms`, ...tasks].join('\n  '));
  }
  return latency;
}

/** Presses `key` and returns the time from the key event to the next paint (probe.ts). */
async function keystroke(page: Page, key: string, trigger: KeystrokeTrigger): Promise<number> {
  await page.evaluate((event) => window.benchProbe.armKeystroke(event), trigger);
  await page.keyboard.press(key);
  const latency = await page.evaluate(() => window.benchProbe.keystrokeLatency());
  await sleep(keystrokePauseMs);
  return latency;
}

/**
 * The figures of one list (one country or all ASPSPs, at one speed), side by side per subject:
 * first its cold start (a section of its own), then the rest.
 */
export function listFigures(
  section: string,
  prefix: string,
  bySubject: Partial<Record<Subject, ListSamples>>,
): Figure[] {
  const pick = (key: keyof ListSamples) => {
    const picked: Partial<Record<Subject, number[]>> = {};
    for (const [subject, samples] of Object.entries(bySubject) as [Subject, ListSamples][]) {
      if (samples[key].length > 0) picked[subject] = samples[key];
    }
    return picked;
  };
  const cold = `Cold start: ${section}`;
  return [
    figure(
      cold,
      `${prefix}.insertionToRequest`,
      'insertion → request start',
      'ms',
      pick('insertionToRequest'),
    ),
    figure(
      cold,
      `${prefix}.insertionToSkeleton`,
      'insertion → skeleton painted',
      'ms',
      pick('insertionToSkeleton'),
    ),
    figure(
      cold,
      `${prefix}.requestFrame`,
      'request left before frame (1 = the first after insertion)',
      'frames',
      pick('requestFrame'),
    ),
    figure(
      cold,
      `${prefix}.skeletonFrame`,
      'skeleton painted in frame (1 = the first after insertion)',
      'frames',
      pick('skeletonFrame'),
    ),
    figure(
      cold,
      `${prefix}.insertionToPainted`,
      'insertion → first card painted',
      'ms',
      pick('insertionToPainted'),
    ),
    figure(
      cold,
      `${prefix}.insertionToReady`,
      'insertion → `ready` (a plain list: painted)',
      'ms',
      pick('insertionToReady'),
    ),
    figure(
      cold,
      `${prefix}.insertionToReadyPainted`,
      'insertion → the frame after `ready`',
      'ms',
      pick('insertionToReadyPainted'),
    ),
    figure(
      cold,
      `${prefix}.keystroke.first`,
      'first keystroke right after `ready` → next paint',
      'ms',
      pick('firstKeystroke'),
    ),
    figure(section, `${prefix}.responseToReady`, 'response → `ready`', 'ms', pick('responseToReady')),
    figure(
      section,
      `${prefix}.responseToPainted`,
      'response → list painted',
      'ms',
      pick('responseToPainted'),
    ),
    figure(
      section,
      `${prefix}.keystroke.typing`,
      `keystroke → next paint, typing "${searchQuery}"`,
      'ms',
      pick('typing'),
    ),
    figure(
      section,
      `${prefix}.keystroke.clearing`,
      'keystroke → next paint, clearing',
      'ms',
      pick('clearing'),
    ),
    figure(section, `${prefix}.elements`, 'DOM elements after load', 'elements', pick('elements')),
    figure(section, `${prefix}.heap`, 'JS heap after load (after GC)', 'heap', pick('heap')),
    figure(section, `${prefix}.layoutShift`, 'layout shift, load and logos', 'shift', pick('layoutShift')),
  ];
}
