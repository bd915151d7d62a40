/**
 * The measuring code that runs in the benchmark's pages, bundled into /probe.js by
 * static-server.ts and exposed as `window.benchProbe`. Every time is a performance.now() value.
 *
 * "Painted" is the end of the main thread's work on the first frame that shows a change: a
 * requestAnimationFrame callback of that frame posts a user-blocking task, which runs once the
 * frame's style, layout and paint are done. (A double requestAnimationFrame would add the wait
 * for the following frame, up to 16.7 ms; the Event Timing API reports only events of 16 ms or
 * more, rounded to 8 ms, so it cannot give a median below the budget.) Right after a load the
 * browser may still run its own tasks (images arriving, garbage collection) before that one;
 * where that matters, the benchmark reads the frame's end from a trace instead (the time read
 * in the frame's callback finds its task: trace-events.ts). The probe's own functions are
 * compiled as it loads (static-server.ts), not on their first call inside a measured keystroke.
 */
import { renderFloorList } from './floor-list.js';
import { buildFloorNode, floorHosts, isFloorStep, renderFloorStep, snapshotStep } from './floor-step.js';

export interface LoadTiming {
  /** When our widget was inserted, or when the peer's or the floor's page asked for its data. */
  startedAt: number;
  /** PerformanceResourceTiming.responseEnd of the data's request: the response's arrival. */
  responseEnd: number;
  /** PerformanceResourceTiming.startTime of the data's request: when it left. */
  requestStart: number;
  /** Our widgets' `ready` event. */
  readyAt: number | undefined;
  /** The end of the first frame after `ready`: what the merchant's page does on it is painted then. */
  readyPaintedAt?: number;
  /** The frame that first shows the loading state (our skeleton, the floor's placeholder). */
  skeletonPaintedAt: number | undefined;
  /** Frames counted from insertion (1 = the first frame after it): the request left before this one was drawn. */
  requestFrame: number | undefined;
  /** The frame that first shows the loading state, counted the same way. */
  skeletonFrame: number | undefined;
  /** The frame that first shows a card (a row of the list, the widget's first content). */
  firstPaintedAt: number;
}

export interface ActionTiming {
  /** responseEnd of the action's request. */
  responseEnd: number;
  /** The frame that first shows the next step. */
  paintedAt: number;
  /** A performance.mark made as the action starts: its trace event maps this clock to the trace's. */
  mark: { name: string; startTime: number };
  /** For a step in a frame (ActionOptions.frame): what came before its form was shown. */
  frame?: FrameTiming;
}

export interface FrameTiming {
  /** When the iframe was inserted: its page's request leaves then. */
  insertedAt: number;
  /** The first frame that shows the step around the iframe (heading, Cancel, the iframe's room). */
  stepPaintedAt: number;
}

export interface FloorFrameTiming {
  /** Before the iframe was inserted: creating it (its browsing context) is part of a framed step. */
  startedAt: number;
  insertedAt: number;
  /** The first frame after its page said `ready`. */
  paintedAt: number;
}

export interface OurListOptions {
  origin: string;
  country: string;
}

export interface WidgetOptions {
  tag: 'service-consent' | 'service-auth-flow';
  attributes: Record<string, string>;
}

export interface ActionOptions {
  /** The button to click: the first match of `selector` whose text contains `text`, if given. */
  selector: string;
  text?: string;
  /** Matches once the next step is in the DOM. */
  painted: string;
  /**
   * The iframe of a step the backend shows itself (widget-api.md, section 5b): the step is
   * painted only in the first frame after this iframe's page has said that it is shown.
   */
  frame?: string;
  /** Part of the action's request URL. */
  apiPath: string;
}

export type KeystrokeTrigger = 'input' | 'keyup';

interface LayoutShiftEntry extends PerformanceEntry {
  value: number;
  hadRecentInput: boolean;
}

/** An institution as GoCardless's API gives it, which is what nordigen-bank-ui expects. */
export interface PeerInstitution {
  id: string;
  name: string;
  bic: string;
  transaction_total_days: string;
  countries: string[];
  logo: string;
}

const apiPath = '/widget-api/v1/';
/** Errors the widgets show instead of their content or beside a step. */
const widgetErrorSelector = '.service-error';
const timeoutMs = 30_000;

const shifts: { startTime: number; value: number }[] = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    if (isLayoutShift(entry) && !entry.hadRecentInput)
      shifts.push({ startTime: entry.startTime, value: entry.value });
  }
}).observe({ type: 'layout-shift', buffered: true });
// The peer loads a logo per bank at once; the default buffer of 250 entries would drop the rest.
performance.setResourceTimingBufferSize(20_000);

function isLayoutShift(entry: PerformanceEntry): entry is LayoutShiftEntry {
  return entry.entryType === 'layout-shift' && 'value' in entry && 'hadRecentInput' in entry;
}

/** Chromium's Prioritized Task Scheduling API, not yet in TypeScript's DOM types. */
declare const scheduler: {
  postTask(callback: () => void, options: { priority: 'user-blocking' }): Promise<void>;
};

function whenFrameDone(resolve: (time: number) => void): void {
  void scheduler.postTask(() => resolve(performance.now()), { priority: 'user-blocking' });
}

/** The end of the next frame's main-thread work. */
function afterNextPaint(): Promise<number> {
  return new Promise((resolve) => requestAnimationFrame(() => whenFrameDone(resolve)));
}

/**
 * The end of the first frame in which `test` holds. It is checked at the start of each frame
 * (in requestAnimationFrame), before that frame's style, layout and paint, so the frame in
 * which it first holds is the one that shows the change.
 */
function paintedWhen(test: () => boolean): Promise<number> {
  const deadline = performance.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const frame = () => {
      const error = document.querySelector(widgetErrorSelector);
      if (error) reject(new Error(`The widget shows an error: ${error.textContent?.trim() ?? ''}`));
      else if (test()) whenFrameDone(resolve);
      else if (performance.now() > deadline) reject(new Error('Nothing was painted within 30 s.'));
      else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

interface FramePaint {
  /** As paintedWhen. */
  at: number;
  /** 1 for the first frame after the call, and so on. */
  frame: number;
  /** When each frame's requestAnimationFrame callbacks ran, up to that one. */
  frameTimes: number[];
}

/** As paintedWhen, also counting the frames: which frame after the call first showed the change. */
function paintedInFrame(test: () => boolean): Promise<FramePaint> {
  const frameTimes: number[] = [];
  return paintedWhen(() => {
    frameTimes.push(performance.now());
    return test();
  }).then((at) => ({ at, frame: frameTimes.length, frameTimes }));
}

/** The frame before whose drawing `time` fell, counted as paintedInFrame counts them. */
function frameOf(time: number, frameTimes: readonly number[]): number {
  return 1 + frameTimes.filter((frameTime) => frameTime < time).length;
}

function resourcesSince(part: string, since: number): PerformanceResourceTiming[] {
  return performance
    .getEntriesByType('resource')
    .filter(
      (entry): entry is PerformanceResourceTiming =>
        entry instanceof PerformanceResourceTiming && entry.name.includes(part) && entry.startTime >= since,
    );
}

function firstRequest(part: string, since: number): PerformanceResourceTiming {
  const entry = resourcesSince(part, since)[0];
  if (!entry) throw new Error(`No request to ${part} since ${since.toFixed(1)} ms.`);
  return entry;
}

function firstResponseEnd(part: string, since: number): number {
  return firstRequest(part, since).responseEnd;
}

function subjectHost(): HTMLElement {
  const host = document.getElementById('subject');
  if (!host) throw new Error('The page has no #subject element.');
  return host;
}

/** The `ready` event, or the `error` event as a rejection. */
function readyOf(element: HTMLElement): Promise<number> {
  return new Promise((resolve, reject) => {
    element.addEventListener('ready', () => resolve(performance.now()), { once: true });
    element.addEventListener(
      'error',
      (event) => {
        const detail: unknown = event instanceof CustomEvent ? event.detail : undefined;
        reject(new Error(`error event: ${JSON.stringify(detail)}`));
      },
      { once: true },
    );
  });
}

async function mountOurList(options: OurListOptions): Promise<LoadTiming> {
  const list = document.createElement('service-aspsp-list');
  list.setAttribute('country', options.country);
  list.setAttribute('psu-type', 'personal');
  list.setAttribute('service', 'AIS');
  list.setAttribute('origin', options.origin);
  list.setAttribute('sandbox', '');
  const ready = readyOf(list);
  const readyPainted = ready.then(() => afterNextPaint());
  // A mark for traces (bench/trace-cold-start.ts); the figures use startedAt.
  performance.mark('bench:insertion');
  const startedAt = performance.now();
  subjectHost().append(list);
  // The first frame that shows the loading state, or the content if it came first.
  const skeleton = paintedInFrame(
    () => list.querySelector('.service-aspsp-skeleton, [role=option]') !== null,
  );
  const firstPaintedAt = await paintedWhen(() => list.querySelector('[role=option]') !== null);
  const request = firstRequest(`${apiPath}aspsps`, startedAt);
  const skeletonPaint = await skeleton;
  return {
    startedAt,
    requestStart: request.startTime,
    responseEnd: request.responseEnd,
    readyAt: await ready,
    readyPaintedAt: await readyPainted,
    skeletonPaintedAt: skeletonPaint.at,
    firstPaintedAt,
    requestFrame: frameOf(request.startTime, skeletonPaint.frameTimes),
    skeletonFrame: skeletonPaint.frame,
  };
}

async function mountWidget(options: WidgetOptions): Promise<LoadTiming> {
  const element = document.createElement(options.tag);
  for (const [name, value] of Object.entries(options.attributes)) element.setAttribute(name, value);
  const ready = readyOf(element);
  const startedAt = performance.now();
  subjectHost().append(element);
  const readyAt = await ready;
  const firstPaintedAt = await afterNextPaint();
  const responses = resourcesSince(apiPath, startedAt).filter((entry) => entry.responseEnd <= readyAt);
  const [first, last] = [responses[0], responses.at(-1)];
  if (!first || !last) throw new Error(`${options.tag} was ready without a response from the backend.`);
  return {
    startedAt,
    requestStart: first.startTime,
    responseEnd: last.responseEnd,
    readyAt,
    skeletonPaintedAt: undefined,
    firstPaintedAt,
    requestFrame: undefined,
    skeletonFrame: undefined,
  };
}

/** The type of the messages between a credentials frame and our widget (widget-api.md, section 5b). */
const frameMessageType = 'service-widgets:frame';

interface FrameWatch {
  /** When the iframe matching the selector first was in the document. */
  insertedAt(): number | undefined;
  /** Whether its page has posted `ready` (its form is shown). */
  ready(): boolean;
}

/**
 * The iframe matching `selector`, from this call on: when it was inserted, and whether its page
 * has said `ready`, which tells our widget that its framed step is there.
 */
function watchFrame(selector: string): FrameWatch {
  let insertedAt: number | undefined;
  let ready = false;
  const inserted = new MutationObserver(() => {
    if (!document.querySelector(selector)) return;
    insertedAt = performance.now();
    inserted.disconnect();
  });
  inserted.observe(document, { childList: true, subtree: true });
  const listen = (event: MessageEvent) => {
    const frame = document.querySelector(selector);
    const data: unknown = event.data;
    const message = typeof data === 'object' && data !== null ? data : {};
    if (
      frame instanceof HTMLIFrameElement &&
      event.source === frame.contentWindow &&
      Reflect.get(message, 'type') === frameMessageType &&
      Reflect.get(message, 'event') === 'ready'
    ) {
      ready = true;
      removeEventListener('message', listen);
    }
  };
  addEventListener('message', listen);
  return { insertedAt: () => insertedAt, ready: () => ready };
}

let marks = 0;

/** A mark with a name of its own, as the trace's blink.user_timing category shows it too. */
function uniqueMark(prefix: string): ActionTiming['mark'] {
  const name = `${prefix}:${++marks}`;
  return { name, startTime: performance.mark(name).startTime };
}

async function act(options: ActionOptions): Promise<ActionTiming> {
  const button = [...document.querySelectorAll<HTMLElement>(options.selector)].find(
    (candidate) => options.text === undefined || (candidate.textContent ?? '').includes(options.text),
  );
  if (!button) throw new Error(`No button ${options.selector} ${options.text ?? ''}`);
  // As actFloor: the control focused, as a person's click or key press focuses it, and the
  // click right after a frame. Clicked at any moment instead, the next frame (the busy
  // state's) came as the answer did, about 9 ms later, and fell into the measured window in
  // 59 of 96 runs of the decoupled step, the floor's in 22 of 48.
  button.focus();
  await afterNextPaint();
  const mark = uniqueMark('bench:action');
  const since = performance.now();
  const stepShown = () => document.querySelector(options.painted) !== null;
  const frame = options.frame === undefined ? undefined : watchFrame(options.frame);
  const stepPainted = paintedWhen(stepShown);
  const painted = frame ? paintedWhen(() => stepShown() && frame.ready()) : stepPainted;
  button.click();
  const [paintedAt, stepPaintedAt] = await Promise.all([painted, stepPainted]);
  const responseEnd = firstResponseEnd(options.apiPath, since);
  const insertedAt = frame?.insertedAt();
  if (frame && insertedAt === undefined) throw new Error(`No ${options.frame} was inserted.`);
  return {
    responseEnd,
    paintedAt,
    mark,
    ...(insertedAt === undefined ? {} : { frame: { insertedAt, stepPaintedAt } }),
  };
}

/**
 * The floor of a step's frame: the cheapest page a frame can show, an empty document whose one
 * deferred script says `ready` (served from another origin than the page's, as the backend's
 * is), from its insertion to the first frame after that.
 */
async function loadFloorFrame(url: string): Promise<FloorFrameTiming> {
  const iframe = document.createElement('iframe');
  iframe.className = 'bench-floor-frame';
  iframe.src = url;
  const frame = watchFrame('iframe.bench-floor-frame');
  const painted = paintedWhen(frame.ready);
  const startedAt = performance.now();
  subjectHost().replaceChildren(iframe);
  const paintedAt = await painted;
  return { startedAt, insertedAt: frame.insertedAt() ?? Number.NaN, paintedAt };
}

/**
 * The floor of act(): the widget's content before an action, built by hand, whose control does
 * what our widgets' actions do: the control disabled and "Sending…" in a status line at once, a POST
 * with a JSON body to another origin, and the step after built from the answer in its place
 * (floor-step.ts), in a host styled as the widget `widget`; from that response to the step
 * painted. The step's description is read once beforehand, unmeasured.
 */
async function actFloor(stepUrl: string, widget: keyof typeof floorHosts): Promise<ActionTiming> {
  const described: unknown = await (await fetch(stepUrl, { cache: 'no-store' })).json();
  if (!isFloorStep(described)) throw new Error(`${stepUrl} is not a step.`);
  const host = document.createElement(floorHosts[widget]);
  const content = buildFloorNode(described.before).element;
  const status = document.createElement('p');
  status.setAttribute('role', 'status');
  content.append(status);
  host.append(content);
  subjectHost().replaceChildren(host);
  const shown = content.querySelector<HTMLElement>(described.step);
  if (!shown) throw new Error(`The floor's content lacks its step ${described.step}.`);
  const { selector, text } = described.click;
  const control = [...content.querySelectorAll<HTMLButtonElement>(selector)].find(
    (candidate) => text === undefined || (candidate.textContent ?? '').includes(text),
  );
  if (!control) throw new Error(`The floor's step lacks ${selector} ${text ?? ''}`);
  const rendered = new Promise<void>((resolve, reject) => {
    control.addEventListener('click', () => {
      control.disabled = true;
      status.textContent = 'Sending…';
      fetch(stepUrl, {
        method: 'POST',
        headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
        body: JSON.stringify({ action: 'continue' }),
        credentials: 'omit',
        mode: 'cors',
        cache: 'no-store',
      })
        .then((response) => response.text())
        .then((answer) => {
          const step: unknown = JSON.parse(answer);
          if (!isFloorStep(step)) throw new Error(`${stepUrl} is not a step.`);
          renderFloorStep(step, shown);
          resolve();
        })
        .catch(reject);
    });
  });
  // Focused as a person's click focuses it: the step it goes with holds the focus when removed.
  control.focus();
  await afterNextPaint();
  const mark = uniqueMark('bench:action');
  const since = performance.now();
  // The step after replaces the one before.
  const painted = paintedWhen(() => !shown.isConnected);
  control.click();
  await rendered;
  const paintedAt = await painted;
  return { responseEnd: firstResponseEnd(stepUrl, since), paintedAt, mark };
}

function clearSubject(): void {
  subjectHost().replaceChildren();
}

async function mountPeerList(dataUrl: string): Promise<LoadTiming> {
  const select: unknown = Reflect.get(window, 'institutionSelector');
  const config: unknown = Reflect.get(window, 'config');
  if (typeof select !== 'function') throw new Error('nordigen-bank-ui did not load.');
  const startedAt = performance.now();
  const response = await fetch(dataUrl);
  const institutions: unknown = await response.json();
  select(institutions, 'institution-modal-content', config);
  const firstPaintedAt = await paintedWhen(() => document.querySelector('.ob-list-institution') !== null);
  const request = firstRequest(dataUrl, startedAt);
  return {
    startedAt,
    requestStart: request.startTime,
    responseEnd: request.responseEnd,
    readyAt: undefined,
    skeletonPaintedAt: undefined,
    firstPaintedAt,
    requestFrame: undefined,
    skeletonFrame: undefined,
  };
}

async function mountFloorList(dataUrl: string): Promise<LoadTiming> {
  const list = document.getElementById('floor-list');
  const input = document.getElementById('floor-search');
  if (!list || !(input instanceof HTMLInputElement)) throw new Error('floor.html lacks its list or input.');
  performance.mark('bench:insertion');
  const startedAt = performance.now();
  // The request our widget sends: its headers (the answer is in the page's language), no
  // cookies, across origins, never from the cache.
  const answer = fetch(dataUrl, {
    headers: { Accept: 'application/json', 'Accept-Language': document.documentElement.lang },
    credentials: 'omit',
    mode: 'cors',
    cache: 'no-store',
  });
  const placeholder = showFloorPlaceholder(list);
  const skeleton = paintedInFrame(() => placeholder.isConnected || list.firstElementChild !== null);
  renderFloorList(namesOf(await (await answer).json(), dataUrl), list, input);
  placeholder.remove();
  const firstPaintedAt = await paintedWhen(() => list.firstElementChild !== null);
  const request = firstRequest(dataUrl, startedAt);
  const skeletonPaint = await skeleton;
  return {
    startedAt,
    requestStart: request.startTime,
    responseEnd: request.responseEnd,
    readyAt: undefined,
    skeletonPaintedAt: skeletonPaint.at,
    firstPaintedAt,
    requestFrame: frameOf(request.startTime, skeletonPaint.frameTimes),
    skeletonFrame: skeletonPaint.frame,
  };
}

/** The bank names of a GET /aspsps answer. */
function namesOf(answer: unknown, url: string): string[] {
  const aspsps: unknown =
    typeof answer === 'object' && answer !== null ? Reflect.get(answer, 'aspsps') : undefined;
  if (!Array.isArray(aspsps)) throw new Error(`${url} is not a list of ASPSPs.`);
  return aspsps.map((aspsp: unknown) => {
    const name: unknown =
      typeof aspsp === 'object' && aspsp !== null ? Reflect.get(aspsp, 'name') : undefined;
    if (typeof name !== 'string') throw new Error(`${url} lists an ASPSP without a name.`);
    return name;
  });
}

/** The floor's loading state: one line of text before its list, as a hand-written page would show. */
function showFloorPlaceholder(list: HTMLElement): HTMLElement {
  const placeholder = document.createElement('p');
  placeholder.textContent = 'Loading…';
  list.before(placeholder);
  return placeholder;
}

function inViewport(element: Element): boolean {
  const box = element.getBoundingClientRect();
  return box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
}

/**
 * Waits until the images in view have loaded (or failed), or with `all` every image the page
 * loads (lazy ones out of view excepted), then for two more frames.
 */
async function settle(rootSelector: string, images: 'in view' | 'all', limitMs: number): Promise<void> {
  const deadline = performance.now() + limitMs;
  const awaited = (image: HTMLImageElement) =>
    images === 'all' ? image.loading !== 'lazy' || inViewport(image) : inViewport(image);
  const pending = () =>
    [...document.querySelectorAll<HTMLImageElement>(`${rootSelector} img`)].some(
      (image) => !image.complete && awaited(image),
    );
  while (pending() && performance.now() < deadline) await new Promise((done) => setTimeout(done, 20));
  await afterNextPaint();
  await afterNextPaint();
}

/** The layout shift score since `since`, shifts right after input excluded (as in CLS). */
function layoutShift(since: number): number {
  return shifts.filter((shift) => shift.startTime >= since).reduce((sum, shift) => sum + shift.value, 0);
}

function countElements(rootSelector: string): number {
  const root = document.querySelector(rootSelector);
  if (!root) throw new Error(`No ${rootSelector} to count.`);
  return root.querySelectorAll('*').length;
}

function focusInput(selector: string): void {
  const input = document.querySelector(selector);
  if (!(input instanceof HTMLInputElement)) throw new Error(`No input ${selector}.`);
  input.focus();
}

/** Focuses the search box and arms the keystroke in one call, so a cold keystroke follows at once. */
function armFirstKeystroke(selector: string, trigger: KeystrokeTrigger): void {
  focusInput(selector);
  armKeystroke(trigger);
}

/** A keystroke as armKeystroke measures it. */
export interface KeystrokeTiming {
  /** The key event's timeStamp. */
  keyAt: number;
  /** The end of the next frame's main-thread work, as whenFrameDone sees it. */
  paintedAt: number;
  /** Read in that frame's requestAnimationFrame callback: a trace finds the frame's task by it. */
  frameAt: number;
  /**
   * Made once that frame is done, outside the time measured (a mark costs a millisecond or
   * more at 4× throttling): it maps the page's clock to the trace's and names its thread.
   */
  frameMark: ActionTiming['mark'];
}

let keystroke: Promise<KeystrokeTiming> | undefined;

/**
 * Arms the measurement of the next keystroke: from the key event that starts the subject's
 * work (keydown for a search that follows `input`, keyup for the peer's, which runs on keyup)
 * to the end of the next frame after every handler of `trigger` has run.
 */
function armKeystroke(trigger: KeystrokeTrigger): void {
  keystroke = new Promise((resolve) => {
    let keydownAt: number | undefined;
    const onKeydown = (event: KeyboardEvent) => {
      keydownAt ??= event.timeStamp;
    };
    // On window and bubbling: it runs after the handlers of the search box itself.
    const onTrigger = (event: Event) => {
      removeEventListener('keydown', onKeydown, true);
      removeEventListener(trigger, onTrigger);
      const keyAt = trigger === 'keyup' ? event.timeStamp : (keydownAt ?? event.timeStamp);
      requestAnimationFrame(() => {
        const frameAt = performance.now();
        whenFrameDone((paintedAt) =>
          resolve({ keyAt, paintedAt, frameAt, frameMark: uniqueMark('bench:frame') }),
        );
      });
    };
    addEventListener('keydown', onKeydown, true);
    addEventListener(trigger, onTrigger);
  });
}

/** The armed keystroke's timing, once its frame has painted. */
function keystrokeTiming(): Promise<KeystrokeTiming> {
  const pending = keystroke;
  keystroke = undefined;
  if (!pending) return Promise.reject(new Error('No keystroke was armed.'));
  return Promise.race([
    pending,
    new Promise<KeystrokeTiming>((_, reject) =>
      setTimeout(() => reject(new Error('The keystroke did not reach the page.')), timeoutMs),
    ),
  ]);
}

/** From the armed key event to the end of the next frame, as whenFrameDone sees it. */
async function keystrokeLatency(): Promise<number> {
  const { keyAt, paintedAt } = await keystrokeTiming();
  return paintedAt - keyAt;
}

export const benchProbe = {
  mountOurList,
  mountWidget,
  mountPeerList,
  mountFloorList,
  act,
  actFloor,
  loadFloorFrame,
  snapshotStep,
  clearSubject,
  settle,
  layoutShift,
  countElements,
  focusInput,
  armKeystroke,
  armFirstKeystroke,
  keystrokeLatency,
  keystrokeTiming,
};

export type BenchProbe = typeof benchProbe;

declare global {
  interface Window {
    benchProbe: BenchProbe;
  }
}

window.benchProbe = benchProbe;
