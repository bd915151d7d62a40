/**
 * `npx tsx bench/trace-cold-start.ts` (after `npm run build`): where the list's cold start
 * goes. Loads the DE list a few times on fresh pages, as the benchmark does, with a Chromium
 * trace running (the DevTools timeline and the V8 sampling profiler), types the first
 * character of the search right after `ready`, and prints per load: insertion → request
 * sent (the trace's ResourceSendRequest), the main thread's tasks from insertion to the
 * keystroke's paint, and the functions with the most self time in each phase (up to the
 * request, the skeleton, the response, the first card painted, the keystroke and its paint),
 * then their means over the loads from the response to the first card and in the keystroke.
 * The last trace is written to bench/results/cold-start-trace.json (DevTools, Performance).
 *
 * TRACE_CPU=4 throttles the CPU 4×; TRACE_LOADS sets the number of loads (3). TRACE_TYPING=1
 * traces a keystroke in the middle of typing instead: the list settles (logos in view
 * loaded), the query's first characters are typed, and the next one is the one measured.
 * TRACE_GC=1 lists the garbage collections from the insertion on, with the heap before and
 * after each. TRACE_PROFILER=0 leaves the sampling profiler off (its overhead inflates script
 * time; the tasks then last as long as in the benchmark). TRACE_SUBJECT=floor traces the
 * floor's plain list instead of ours, to compare them task by task. TRACE_MIN_US sets the
 * shortest event listed inside a task, in microseconds (500). TRACE_V8_COMPILE=1 adds V8's
 * compilers (Maglev, TurboFan: on the main thread and in the background) to the tree.
 * TRACE_KEEP=1 writes every load's trace (cold-start-trace-N.json), not only the last.
 * TRACE_EXTRA adds categories, comma-separated: `blink` names the editing code's steps
 * (`TypingCommand::InsertText`, `Editor::SyncSelection`) inside the key's task.
 * TRACE_ANSWER=now or late loads the real-size answer (real-size-answer.ts) instead of the DE
 * list, served at once or after 100 ms, each load a first visit as the benchmark's rows of it;
 * grouped, the same in Germany's shape, at once.
 *
 * Each load also prints how the keystroke's time was shared: how much of it the main thread
 * ran, and how much CPU the page's other threads took meanwhile. On a machine of two cores,
 * their work (V8 compiling hot code again in the background, raster) is time the main thread
 * waits for a core. `BENCH_CHROME_FLAGS="--js-flags=--trace-opt --trace-deopt"` with `DEBUG=pw:browser`
 * names the functions compiled (minified; bundle-source.ts maps a position to src/).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { ourList } from './aspsp-list.js';
import { sourceOf, type CallFrame } from './bundle-source.js';
import { setCpuThrottling, usedJsHeap } from './browser.js';
import { floorList } from './floor.js';
import { searchQuery } from './list-session.js';
import { withProfiledList, type ProfiledList } from './profiled-list.js';
import { lateAnswerMs } from './real-size-answer.js';
import { cpuShare, keystrokeFromTrace, type TraceEvent } from './trace-events.js';

interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: CallFrame & { functionName: string };
}

const cpuRate = Number(process.env.TRACE_CPU ?? '1');
const loads = Number(process.env.TRACE_LOADS ?? '3');
/** How many characters of the query are typed before the measured one (TRACE_TYPING=1). */
const typedBefore = process.env.TRACE_TYPING === '1' ? 4 : 0;
/** TRACE_TREE=1 prints each task of the keystroke's window as a tree of its trace events. */
const showTree = process.env.TRACE_TREE === '1';
const shortestEventUs = Number(process.env.TRACE_MIN_US ?? '500');
const profiled = process.env.TRACE_PROFILER !== '0';
const showCollections = process.env.TRACE_GC === '1';
const traceFloor = process.env.TRACE_SUBJECT === 'floor';
const showCompilers = process.env.TRACE_V8_COMPILE === '1';
const keepEveryTrace = process.env.TRACE_KEEP === '1';
const realSize =
  process.env.TRACE_ANSWER === 'now' ||
  process.env.TRACE_ANSWER === 'late' ||
  process.env.TRACE_ANSWER === 'grouped'
    ? {
        delayMs: process.env.TRACE_ANSWER === 'late' ? lateAnswerMs : 0,
        shape: process.env.TRACE_ANSWER === 'grouped' ? ('grouped' as const) : ('ungrouped' as const),
      }
    : undefined;
const categories = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink.user_timing',
  'toplevel',
  ...(profiled ? ['disabled-by-default-v8.cpu_profiler', 'disabled-by-default-v8.cpu_profiler.hires'] : []),
  ...(showTree ? ['disabled-by-default-v8.gc', 'blink_gc', 'loading'] : []),
  ...(showCompilers ? ['v8', 'disabled-by-default-v8.compile'] : []),
  ...(process.env.TRACE_EXTRA?.split(',') ?? []),
];

/** The keystroke phase's self time per function, summed over the loads. */
const keystrokeTotals = new Map<string, number>();
/** The same from the response to the first card painted, and that phase's whole length. */
const firstCardTotals = new Map<string, number>();
let firstCardPhaseMs = 0;
const subjectFor = traceFloor ? floorList : ourList;

/** Traces each load of the subject and prints what the header says. */
async function traceLoads({
  browser,
  cdp: sharedCdp,
  subject,
  openSubjectPage,
}: ProfiledList): Promise<void> {
  for (let load = 0; load < loads; load++) {
    await setCpuThrottling(sharedCdp, 1);
    const { page, cdp } = await openSubjectPage({ firstVisit: realSize !== undefined });
    // As the benchmark does (list-session.ts): each load starts from a collected heap.
    await usedJsHeap(cdp);
    await setCpuThrottling(cdp, cpuRate);
    await browser.startTracing(page, { categories });
    const timing = await subject.mount(page);
    if (typedBefore > 0) {
      await page.evaluate(([root]) => window.benchProbe.settle(root, 'in view', 10_000), [
        subject.root,
      ] as const);
      await page.focus(subject.searchInput);
      for (const character of searchQuery.slice(0, typedBefore)) {
        await page.keyboard.press(character);
        await page.evaluate(() => new Promise((done) => setTimeout(done, 100)));
      }
    }
    await page.evaluate(
      ([input, trigger]) => {
        window.benchProbe.armFirstKeystroke(input, trigger);
        performance.mark('bench:keystroke');
      },
      [subject.searchInput, subject.trigger] as const,
    );
    await page.keyboard.press(searchQuery.charAt(typedBefore));
    const keystrokeTiming = await page.evaluate(() => window.benchProbe.keystrokeTiming());
    await page.evaluate(() => new Promise((done) => setTimeout(done, 100)));
    const trace = await browser.stopTracing();
    const events = (JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
    const { thread, latency: keystroke } = keystrokeFromTrace(events, keystrokeTiming);
    console.log(
      `\nLoad ${load + 1} at ${cpuRate}×: request start +${(timing.requestStart - timing.startedAt).toFixed(1)} ms, ` +
        `skeleton +${((timing.skeletonPaintedAt ?? Number.NaN) - timing.startedAt).toFixed(1)} ms, ` +
        `response +${(timing.responseEnd - timing.startedAt).toFixed(1)} ms, ` +
        `first card +${(timing.firstPaintedAt - timing.startedAt).toFixed(1)} ms, ` +
        `ready +${((timing.readyAt ?? Number.NaN) - timing.startedAt).toFixed(1)} ms, ` +
        `first keystroke ${keystroke.toFixed(1)} ms`,
    );
    const keyAt = thread.toTrace(keystrokeTiming.keyAt);
    const share = cpuShare(events, thread, keyAt, keyAt + keystroke * 1000);
    console.log(
      `  from the key to its frame: the main thread ran ${share.thread.toFixed(1)} ms of the ${keystroke.toFixed(1)} ms, ` +
        `the page's other threads ${share.others.toFixed(1)} ms`,
    );
    const since = (time: number | undefined) => (time ?? timing.startedAt) - timing.startedAt;
    summarise(events, keystroke, {
      skeleton: since(timing.skeletonPaintedAt),
      response: since(timing.responseEnd),
      firstCard: since(timing.firstPaintedAt),
    });
    if (load === loads - 1 || keepEveryTrace) {
      mkdirSync('bench/results', { recursive: true });
      writeFileSync(`bench/results/cold-start-trace${keepEveryTrace ? `-${load + 1}` : ''}.json`, trace);
    }
  }
}

await withProfiledList(subjectFor, traceLoads, realSize);
console.log(`\nSelf time from the keystroke to its paint, mean of the ${loads} loads:`);
for (const [name, micro] of [...keystrokeTotals].sort((a, b) => b[1] - a[1]).slice(0, 30))
  console.log(`  ${(micro / 1000 / loads).toFixed(2).padStart(6)} ms  ${name}`);
console.log(
  `\nSelf time from the response to the first card painted (${(firstCardPhaseMs / loads).toFixed(1)} ms), ` +
    `mean of the ${loads} loads:`,
);
for (const [name, micro] of [...firstCardTotals].sort((a, b) => b[1] - a[1]).slice(0, 30))
  console.log(`  ${(micro / 1000 / loads).toFixed(2).padStart(6)} ms  ${name}`);

/** Milliseconds from the insertion. */
interface Moments {
  skeleton: number;
  response: number;
  firstCard: number;
}

function summarise(events: readonly TraceEvent[], keystrokeMs: number, moments: Moments): void {
  const mark = (name: string) =>
    events.find((event) => event.name === name && event.cat.includes('user_timing'));
  const insertion = mark('bench:insertion');
  const keyMark = mark('bench:keystroke');
  if (!insertion || !keyMark) throw new Error('The trace lacks the bench marks.');
  const main = (event: TraceEvent) => event.pid === insertion.pid && event.tid === insertion.tid;
  const at = (ts: number) => `+${((ts - insertion.ts) / 1000).toFixed(1).padStart(6)} ms`;
  const sent = events.find(
    (event) => event.name === 'ResourceSendRequest' && JSON.stringify(event.args).includes('/aspsps'),
  );
  console.log(`  ResourceSendRequest /aspsps ${sent ? at(sent.ts) : 'not in the trace'}`);
  if (showCollections)
    printCollections(
      events.filter((event) => main(event) && event.ts >= insertion.ts),
      at,
    );
  const tasks = events
    .filter(
      (event) =>
        main(event) &&
        event.ph === 'X' &&
        event.name === 'RunTask' &&
        event.ts >= insertion.ts - 50_000 &&
        event.ts <= keyMark.ts + keystrokeMs * 1000 + 20_000,
    )
    .filter((event) => (event.dur ?? 0) >= 1000)
    .sort((a, b) => a.ts - b.ts);
  for (const task of tasks) {
    const inside = events.filter(
      (event) =>
        main(event) &&
        event.ph === 'X' &&
        event !== task &&
        event.ts >= task.ts &&
        event.ts + (event.dur ?? 0) <= task.ts + (task.dur ?? 0) &&
        (event.dur ?? 0) >= shortestEventUs,
    );
    const kinds = new Map<string, number>();
    for (const event of inside) {
      if (
        [
          'FunctionCall',
          'EvaluateScript',
          'Layout',
          'UpdateLayoutTree',
          'Paint',
          'ParseHTML',
          'MajorGC',
          'MinorGC',
          'V8.GC_SCAVENGER',
          'EventDispatch',
          'TimerFire',
          'FireAnimationFrame',
          'ResourceReceivedData',
          'v8.compile',
          'PrePaint',
          'Commit',
          'HitTest',
        ].includes(event.name)
      )
        kinds.set(event.name, (kinds.get(event.name) ?? 0) + (event.dur ?? 0));
    }
    const parts = [...kinds].map(([name, dur]) => `${name} ${(dur / 1000).toFixed(1)}`).join(', ');
    const key = task.ts >= keyMark.ts ? ' [after keystroke]' : '';
    console.log(
      `  task ${at(task.ts)} ${((task.dur ?? 0) / 1000).toFixed(1).padStart(5)} ms: ${parts}${key}`,
    );
    if (showTree && task.ts >= keyMark.ts && task.ts <= keyMark.ts + keystrokeMs * 1000)
      printTree(task, inside);
  }
  if (profiled) selfTime(events, insertion, keyMark, keystrokeMs, sent?.ts ?? insertion.ts, moments);
}

/** The V8 sampling profile's self time per function, before and after the keystroke mark. */
function selfTime(
  events: readonly TraceEvent[],
  insertion: TraceEvent,
  keyMark: TraceEvent,
  keystrokeMs: number,
  sentAt: number,
  moments: Moments,
): void {
  const trace = (ms: number) => insertion.ts + ms * 1000;
  const skeletonAt = trace(moments.skeleton);
  // A response that came before the skeleton painted is handled after it.
  const responseAt = Math.max(skeletonAt, trace(moments.response));
  const firstCardAt = Math.max(responseAt, trace(moments.firstCard));
  firstCardPhaseMs += (firstCardAt - responseAt) / 1000;
  const nodes = new Map<number, ProfileNode>();
  const samples: { node: number; ts: number }[] = [];
  let ts = 0;
  for (const event of events) {
    if (event.name === 'Profile')
      ts = Number((event.args?.data as { startTime?: number } | undefined)?.startTime ?? 0);
    if (event.name !== 'ProfileChunk') continue;
    const data = event.args?.data as
      { cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] } | undefined;
    for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const deltas = data?.timeDeltas ?? [];
    (data?.cpuProfile?.samples ?? []).forEach((node, index) => {
      ts += deltas[index] ?? 0;
      samples.push({ node, ts });
    });
  }
  const phases: [string, (ts: number) => boolean][] = [
    ['insertion → request sent', (t) => t >= insertion.ts && t < sentAt],
    ['request sent → skeleton painted', (t) => t >= sentAt && t < skeletonAt],
    ['skeleton painted → response', (t) => t >= skeletonAt && t < responseAt],
    ['response → first card painted', (t) => t >= responseAt && t < firstCardAt],
    ['first card painted → keystroke', (t) => t >= firstCardAt && t < keyMark.ts],
    ['keystroke → its paint', (t) => t >= keyMark.ts && t <= keyMark.ts + keystrokeMs * 1000],
  ];
  for (const [phase, within] of phases) {
    const totals = new Map<string, number>();
    const picked = samples.filter((sample) => within(sample.ts));
    for (let index = 0; index < picked.length; index++) {
      const sample = picked[index];
      const next = picked[index + 1];
      if (!sample) continue;
      const node = nodes.get(sample.node);
      if (!node) continue;
      const frame = node.callFrame;
      if (frame.functionName === '(idle)' || frame.functionName === '(program)') continue;
      // A built-in (setAttribute) says little alone: its caller says where it came from.
      const caller = frame.url ? undefined : nodes.get(node.parent ?? -1);
      const from = caller
        ? ` ← ${caller.callFrame.functionName || '(anonymous)'} ${sourceOf(caller.callFrame)}`
        : '';
      const name = `${frame.functionName || '(anonymous)'} ${sourceOf(frame)}${from}`;
      const duration = next ? Math.min(next.ts - sample.ts, 5000) : 0;
      totals.set(name, (totals.get(name) ?? 0) + duration);
    }
    const summed = phase.startsWith('keystroke')
      ? keystrokeTotals
      : phase.startsWith('response')
        ? firstCardTotals
        : undefined;
    for (const [name, micro] of summed ? totals : []) summed?.set(name, (summed.get(name) ?? 0) + micro);
    const top = [...totals].sort((a, b) => b[1] - a[1]).slice(0, 12);
    console.log(`  self time, ${phase}:`);
    for (const [name, micro] of top) console.log(`    ${(micro / 1000).toFixed(1).padStart(6)} ms  ${name}`);
  }
}

/** Each scavenge and mark-compact: when, how long, why, and the heap before and after it. */
function printCollections(events: readonly TraceEvent[], at: (ts: number) => string): void {
  for (const event of events) {
    if (event.name !== 'MinorGC' && event.name !== 'MajorGC') continue;
    const data = (event.args ?? {}) as {
      type?: string;
      usedHeapSizeBefore?: number;
      usedHeapSizeAfter?: number;
    };
    const megabytes = (bytes: number | undefined) => ((bytes ?? Number.NaN) / 2 ** 20).toFixed(2);
    console.log(
      `    ${event.name} ${at(event.ts)} ${((event.dur ?? 0) / 1000).toFixed(1)} ms, ${data.type ?? ''}: ` +
        `heap ${megabytes(data.usedHeapSizeBefore)} → ${megabytes(data.usedHeapSizeAfter)} MB`,
    );
  }
}

/** The events within `task`, indented by nesting, with their durations. */
function printTree(task: TraceEvent, inside: readonly TraceEvent[]): void {
  const open: TraceEvent[] = [];
  for (const event of [...inside].sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0))) {
    while (open.length > 0) {
      const last = open[open.length - 1] as TraceEvent;
      if (event.ts < last.ts + (last.dur ?? 0)) break;
      open.pop();
    }
    const detail = JSON.stringify(event.args?.data ?? {}).slice(0, 90);
    console.log(
      `      ${'  '.repeat(open.length)}${event.name} ${((event.dur ?? 0) / 1000).toFixed(1)} ms (CPU ${((event.tdur ?? 0) / 1000).toFixed(1)}) +${((event.ts - task.ts) / 1000).toFixed(1)} ${detail}`,
    );
    open.push(event);
  }
}
