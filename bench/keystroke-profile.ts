/**
 * `npx tsx bench/keystroke-profile.ts` (after `npm run build`): where the first keystroke
 * typed right after the DE list's `ready` spends its main-thread time, per function, as V8's
 * CPU profiler samples it (every 50 µs) from the key press to the frame after it. Prints the
 * mean per keystroke of each function's total time (with what it calls: Lit's update, our
 * templates, the search) and of its self time. A built-in (importNode) is named with its
 * caller in the self-time list. Everything the main thread does from the press to that frame
 * counts, whether the keystroke caused it or not (a garbage collection that falls there, say):
 * BENCH_KEYSTROKE_TASKS=1 in the benchmark shows which tasks those were. PROFILE_LOADS sets the
 * number of loads (10).
 */
import { ourList } from './aspsp-list.js';
import { sourceOf, type CallFrame } from './bundle-source.js';
import { usedJsHeap } from './browser.js';
import { searchQuery } from './list-session.js';
import { withProfiledList } from './profiled-list.js';

interface ProfileNode {
  id: number;
  callFrame: CallFrame & { functionName: string };
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples?: number[];
  timeDeltas?: number[];
}

const loads = Number(process.env.PROFILE_LOADS ?? '10');
/** Not work: the thread waiting, or outside any script. */
const notWork = new Set(['(idle)', '(program)', '(root)']);

/** Milliseconds per function, summed over the loads. */
const totalTime = new Map<string, number>();
const selfTime = new Map<string, number>();
let sampledMs = 0;

await withProfiledList(ourList, async ({ page, cdp, subject, openSubjectPage }) => {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 50 });
  for (let load = 0; load < loads; load++) {
    await openSubjectPage();
    await usedJsHeap(cdp);
    await subject.mount(page);
    await page.focus(subject.searchInput);
    await cdp.send('Profiler.start');
    await page.keyboard.press(searchQuery.charAt(0));
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0))));
    const { profile } = await cdp.send('Profiler.stop');
    addUp(profile as CpuProfile);
  }
});
console.log(
  `First keystroke: ${(sampledMs / loads).toFixed(1)} ms of samples in work, mean of ${loads} loads`,
);
print('Total time (with what it calls)', totalTime, 40);
print('Self time', selfTime, 25);

function nameOf(node: ProfileNode): string {
  return `${node.callFrame.functionName || '(anonymous)'} ${sourceOf(node.callFrame)}`;
}

function addUp(profile: CpuProfile): void {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map<number, ProfileNode>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node);
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  samples.forEach((id, index) => {
    const node = nodes.get(id);
    // A sample lasts until the next one; the last one's length is unknown and left out.
    const ms = (deltas[index + 1] ?? 0) / 1000;
    if (!node || notWork.has(node.callFrame.functionName)) return;
    sampledMs += ms;
    const caller = node.callFrame.url ? undefined : parents.get(node.id);
    const self = caller ? `${nameOf(node)} ← ${nameOf(caller)}` : nameOf(node);
    selfTime.set(self, (selfTime.get(self) ?? 0) + ms);
    // Each function once per sample, however deep it recurses.
    const counted = new Set<string>();
    for (let frame: ProfileNode | undefined = node; frame; frame = parents.get(frame.id)) {
      const name = nameOf(frame);
      if (notWork.has(frame.callFrame.functionName) || counted.has(name)) continue;
      counted.add(name);
      totalTime.set(name, (totalTime.get(name) ?? 0) + ms);
    }
  });
}

function print(title: string, times: ReadonlyMap<string, number>, rows: number): void {
  console.log(`${title}, ms per keystroke:`);
  for (const [name, ms] of [...times].sort((a, b) => b[1] - a[1]).slice(0, rows))
    console.log(`  ${(ms / loads).toFixed(2).padStart(6)}  ${name}`);
}
