/**
 * `npx tsx bench/allocation-profile.ts` (after `npm run build`): what the DE list allocates,
 * per function, in a cold load (from insertion to `ready` and the first card painted) or, with
 * ALLOC_PHASE=keystroke, in the first keystroke right after it. Uses V8's sampling heap
 * profiler, counting objects that were collected since, so garbage shows as well as what
 * stays: garbage is what the scavenges of a load copy, and what pushes the old generation
 * towards a major collection. A built-in (push, replace) is named with its caller.
 * ALLOC_LOADS sets the number of loads averaged (4).
 */
import { ourList } from './aspsp-list.js';
import { sourceOf, type CallFrame } from './bundle-source.js';
import { usedJsHeap } from './browser.js';
import { searchQuery } from './list-session.js';
import { withProfiledList } from './profiled-list.js';

interface SamplingNode {
  callFrame: CallFrame & { functionName: string };
  selfSize: number;
  children: SamplingNode[];
}

const keystrokePhase = process.env.ALLOC_PHASE === 'keystroke';
const loads = Number(process.env.ALLOC_LOADS ?? '4');

/** Bytes allocated per function (file and line in src/ for the bundle), summed over the loads. */
const totals = new Map<string, number>();
await withProfiledList(ourList, async ({ page, cdp, subject, openSubjectPage }) => {
  for (let load = 0; load < loads; load++) {
    await openSubjectPage();
    await usedJsHeap(cdp);
    if (keystrokePhase) await subject.mount(page);
    await cdp.send('HeapProfiler.startSampling', {
      samplingInterval: 256,
      includeObjectsCollectedByMajorGC: true,
      includeObjectsCollectedByMinorGC: true,
    });
    if (keystrokePhase) {
      await page.focus(subject.searchInput);
      await page.keyboard.press(searchQuery.charAt(0));
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0))));
    } else {
      await subject.mount(page);
    }
    const { profile } = await cdp.send('HeapProfiler.stopSampling');
    addUp(profile.head as SamplingNode, '');
  }
});
const total = [...totals.values()].reduce((sum, bytes) => sum + bytes, 0);
console.log(`${keystrokePhase ? 'First keystroke' : 'Cold load'}: ${kilobytes(total)} KB allocated per load`);
for (const [name, bytes] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, 30))
  console.log(`  ${kilobytes(bytes).padStart(6)} KB  ${name}`);

function kilobytes(bytes: number): string {
  return (bytes / loads / 1024).toFixed(0);
}

function addUp(node: SamplingNode, caller: string): void {
  const here = `${node.callFrame.functionName || '(anonymous)'} ${sourceOf(node.callFrame)}`;
  const name = node.callFrame.url ? here : `${here} ← ${caller}`;
  totals.set(name, (totals.get(name) ?? 0) + node.selfSize);
  for (const child of node.children) addUp(child, here);
}
