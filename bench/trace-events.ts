/**
 * What the benchmark reads from a Chromium trace of the page's renderer: the main thread's
 * top-level events ('toplevel': each task, and the microtask checkpoint after it) and the
 * probe's marks ('blink.user_timing'), which map the page's clock (performance.now(), ms) to
 * the trace's (µs) and name the thread. Few categories, so tracing costs every subject little
 * and alike. BENCH_KEYSTROKE_TASKS=1 adds the timeline's and the garbage collector's events,
 * for keystrokeTasks (which they slow a little, every subject alike).
 */
import type { Browser, Page } from 'playwright';
import type { KeystrokeTiming } from './pages/probe.js';

export const showKeystrokeTasks = process.env.BENCH_KEYSTROKE_TASKS === '1';

export const traceCategories = [
  'toplevel',
  'blink.user_timing',
  ...(showKeystrokeTasks ? ['devtools.timeline', 'disabled-by-default-v8.gc'] : []),
];

export interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  /** The thread's own CPU time within the event (µs), where the trace records it: less than `dur` when the thread was not running. */
  tdur?: number;
  pid: number;
  tid: number;
  args?: Record<string, unknown>;
}

/** A performance.mark of the page, by its unique name and its startTime. */
export interface PageMark {
  name: string;
  startTime: number;
}

/** The page's main thread in a trace, and its clock. */
export interface MainThread {
  /** The renderer process and the thread, as the trace names them. */
  pid: number;
  tid: number;
  /** Its top-level events, sorted by start. */
  tasks: readonly TraceEvent[];
  /** A page time (ms) as trace time (µs). */
  toTrace: (pageMs: number) => number;
  /** A trace time (µs) as page time (ms). */
  toPage: (traceUs: number) => number;
}

export async function startTrace(browser: Browser, page: Page): Promise<void> {
  await browser.startTracing(page, { categories: traceCategories });
}

export async function stopTrace(browser: Browser): Promise<TraceEvent[]> {
  const trace = await browser.stopTracing();
  return (JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
}

/** The thread that made `mark`, with its clock. */
export function mainThreadOf(events: readonly TraceEvent[], mark: PageMark): MainThread {
  const event = events.find(
    (candidate) => candidate.name === mark.name && candidate.cat === 'blink.user_timing',
  );
  if (!event) throw new Error(`The trace lacks the mark ${mark.name}.`);
  const offset = event.ts - mark.startTime * 1000;
  const tasks = events
    .filter(
      (candidate) =>
        candidate.ph === 'X' &&
        candidate.pid === event.pid &&
        candidate.tid === event.tid &&
        candidate.cat.split(',').includes('toplevel'),
    )
    .sort((a, b) => a.ts - b.ts);
  return {
    pid: event.pid,
    tid: event.tid,
    tasks,
    toTrace: (pageMs) => pageMs * 1000 + offset,
    toPage: (traceUs) => (traceUs - offset) / 1000,
  };
}

/** The thread's busy time from `fromMs` to `toMs` (page times), in ms: each microsecond once. */
export function busyTime(thread: MainThread, fromMs: number, toMs: number): number {
  const from = thread.toTrace(fromMs);
  const to = thread.toTrace(toMs);
  // Events nest (a task's mojo message within its RunTask): each microsecond counts once.
  let busy = 0;
  let covered = from;
  for (const task of thread.tasks) {
    const start = Math.max(task.ts, covered);
    const end = Math.min(task.ts + (task.dur ?? 0), to);
    if (end > start) {
      busy += end - start;
      covered = end;
    }
  }
  return busy / 1000;
}

/** CPU time (ms) of one thread, or of a process's other threads, from `fromUs` to `toUs` (trace times). */
export interface CpuShare {
  /** The thread's own CPU time in the window. */
  thread: number;
  /** The CPU time of the process's other threads in the same window (compilers, raster, collectors). */
  others: number;
}

/**
 * How the window's wall time was shared: a task may last twice its CPU time when, on a
 * machine of few cores, the process's other threads (or other processes) ran instead. Each
 * top-level task counts its CPU time in proportion to its part inside the window.
 */
export function cpuShare(
  events: readonly TraceEvent[],
  { pid, tid }: Pick<MainThread, 'pid' | 'tid'>,
  fromUs: number,
  toUs: number,
): CpuShare {
  const share = { thread: 0, others: 0 };
  const ends = new Map<number, number>();
  const tasks = events
    .filter(
      (event) => event.pid === pid && event.ph === 'X' && event.tdur !== undefined && (event.dur ?? 0) > 0,
    )
    .sort((a, b) => a.ts - b.ts);
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0);
    // Only the outermost event of each thread: nested ones are within its CPU time already.
    if (task.ts < (ends.get(task.tid) ?? 0)) continue;
    ends.set(task.tid, end);
    const inside = Math.min(end, toUs) - Math.max(task.ts, fromUs);
    if (inside <= 0) continue;
    const cpu = ((task.tdur ?? 0) * inside) / (task.dur ?? 1) / 1000;
    if (task.tid === tid) share.thread += cpu;
    else share.others += cpu;
  }
  return share;
}

/**
 * The page's clock is coarse (Chromium rounds performance.now() to 0.1 ms, with jitter), and
 * so is its mapping to the trace's: a time read at a task's start may map to just before it.
 */
const pageClockSlackUs = 500;

/** When the top-level task running at `atMs` ended (page time): the end of a frame, from a time read in its requestAnimationFrame. */
function taskEndAt(thread: MainThread, atMs: number): number {
  const at = thread.toTrace(atMs);
  const ends = thread.tasks
    .filter((task) => task.ts <= at + pageClockSlackUs && task.ts + (task.dur ?? 0) >= at - pageClockSlackUs)
    .map((task) => task.ts + (task.dur ?? 0));
  if (ends.length === 0) throw new Error(`No task of the trace ran at ${atMs.toFixed(1)} ms.`);
  return thread.toPage(Math.max(...ends));
}

/**
 * A keystroke's latency as the benchmark measures it: from the key event to the end of the
 * task that drew the next frame, found in the trace (the probe's own end-of-frame time can
 * come later, after tasks of images or of the garbage collector).
 */
export function keystrokeFromTrace(
  events: readonly TraceEvent[],
  { keyAt, frameAt, frameMark }: Pick<KeystrokeTiming, 'keyAt' | 'frameAt' | 'frameMark'>,
): { thread: MainThread; latency: number } {
  const thread = mainThreadOf(events, frameMark);
  return { thread, latency: taskEndAt(thread, frameAt) - keyAt };
}

/**
 * The main thread's tasks from `fromMs` to `toMs` (page times), one line each: its start
 * relative to `zeroMs`, its length, and the events of a millisecond or more inside it (nested
 * ones counted again within their parents), to see what a slow sample spent its time on.
 */
export function describeTasks(
  events: readonly TraceEvent[],
  thread: MainThread,
  zeroMs: number,
  [fromMs, toMs]: readonly [number, number],
): string[] {
  const from = thread.toTrace(fromMs);
  const to = thread.toTrace(toMs);
  const { tid } = thread;
  const lines: string[] = [];
  for (const task of thread.tasks) {
    const end = task.ts + (task.dur ?? 0);
    if (end < from || task.ts > to || (task.dur ?? 0) < 500) continue;
    const kinds = new Map<string, number>();
    for (const event of events) {
      if (event.tid !== tid || event.ph !== 'X' || event === task || (event.dur ?? 0) < 1000) continue;
      if (event.ts < task.ts || event.ts > end || event.name.endsWith('RunTask')) continue;
      kinds.set(event.name, (kinds.get(event.name) ?? 0) + (event.dur ?? 0) / 1000);
    }
    const inside = [...kinds].map(([name, ms]) => `${name} ${ms.toFixed(1)}`).join(', ');
    const start = (thread.toPage(task.ts) - zeroMs).toFixed(1).padStart(7);
    lines.push(`${start} ms +${((task.dur ?? 0) / 1000).toFixed(1).padStart(5)} ms: ${inside}`);
  }
  return lines;
}
