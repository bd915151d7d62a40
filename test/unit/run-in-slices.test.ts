import { expect, waitUntil } from '@open-wc/testing';
import { browserClock, runInSlices, startsSlice } from '../../src/elements/run-in-slices.js';

/**
 * A task of normal priority: with the Prioritized Task Scheduling API the slices' own come
 * after it, and without it they are timers too, which run in the order they were set.
 */
function otherTask(work: () => void): void {
  setTimeout(work, 0);
}

/** Resolves once the tasks posted so far (the slices' included) and a few frames have passed. */
async function quiet(): Promise<void> {
  for (let frame = 0; frame < 5; frame++)
    await new Promise<void>((resolve) => browserClock.afterPaint(resolve));
}

describe('startsSlice', () => {
  it('starts the slices in turn until none is left', () => {
    expect([3, 2, 1, 0].map((left) => startsSlice(left, false))).to.deep.equal([true, true, true, false]);
  });

  it('starts none once what the main thread waited for has come', () => {
    expect([3, 2, 1].map((left) => startsSlice(left, true))).to.deep.equal([false, false, false]);
  });
});

describe('runInSlices', () => {
  it('runs nothing before the next paint, then every slice in order', async () => {
    const ran: number[] = [];
    void runInSlices(
      [0, 1, 2].map((index) => () => ran.push(index)),
      { priority: 'background' },
    );
    expect(ran).to.deep.equal([]);
    await waitUntil(() => ran.length === 3, 'every slice runs');
    expect(ran).to.deep.equal([0, 1, 2]);
  });

  it('runs on a hidden page too, which draws no frame', async () => {
    const draw = window.requestAnimationFrame;
    Object.defineProperty(document, 'hidden', { value: true, configurable: true });
    window.requestAnimationFrame = () => 0;
    try {
      const ran: number[] = [];
      await runInSlices(
        [0, 1].map((index) => () => ran.push(index)),
        { priority: 'user-visible' },
      );
      expect(ran).to.deep.equal([0, 1]);
    } finally {
      window.requestAnimationFrame = draw;
      delete (document as { hidden?: boolean }).hidden;
    }
  });

  it('runs each slice in a task of its own: a task posted meanwhile runs before the next slice', async () => {
    const ran: string[] = [];
    void runInSlices(
      [
        () => {
          ran.push('slice 0');
          otherTask(() => ran.push('other task'));
        },
        () => ran.push('slice 1'),
      ],
      { priority: 'background' },
    );
    await waitUntil(() => ran.length === 3, 'both slices and the other task run');
    expect(ran).to.deep.equal(['slice 0', 'other task', 'slice 1']);
  });

  it('starts no slice after the awaited work has come, not even one already queued', async () => {
    const ran: string[] = [];
    let arrived = false;
    void runInSlices(
      [
        () => {
          ran.push('slice 0');
          // Comes while slice 0 runs: handled in the next task, before any slice.
          otherTask(() => {
            arrived = true;
            ran.push('arrived');
          });
        },
        () => ran.push('slice 1'),
        () => ran.push('slice 2'),
      ],
      { priority: 'background', arrived: () => arrived },
    );
    await waitUntil(() => arrived, 'the awaited work comes');
    await quiet();
    expect(ran).to.deep.equal(['slice 0', 'arrived']);
  });
});
