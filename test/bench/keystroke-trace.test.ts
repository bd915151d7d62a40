/**
 * The first keystroke as the benchmark reads it from a trace (bench/trace-events.ts): from the
 * key event to the end of the task that ran the frame's callback. The probe's mark is made
 * after that frame, outside the time measured, and only maps the page's clock to the trace's.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { keystrokeFromTrace, type TraceEvent } from '../../bench/trace-events.js';

/** Trace times are µs; the page's clock starts 1 s before the trace's here. */
const clockOffsetUs = 1_000_000;
const page = (ms: number) => ms * 1000 + clockOffsetUs;

function task(fromMs: number, toMs: number, tid = 7): TraceEvent {
  return {
    name: 'ThreadControllerImpl::RunTask',
    cat: 'toplevel',
    ph: 'X',
    ts: page(fromMs),
    dur: (toMs - fromMs) * 1000,
    pid: 1,
    tid,
  };
}

const frameMark = { name: 'bench:frame:1', startTime: 80 };
const markEvent: TraceEvent = {
  name: frameMark.name,
  cat: 'blink.user_timing',
  ph: 'R',
  ts: page(frameMark.startTime),
  pid: 1,
  tid: 7,
};

describe('the first keystroke read from a trace', () => {
  it('ends with the task that ran the frame, not with the later task that made the mark', () => {
    const events = [
      task(10, 40), // the key's task
      task(45, 58), // the frame, whose callback read 50
      task(79, 81), // the task after the frame: the mark
      task(45, 90, 8), // another thread
      markEvent,
    ];
    const { latency, thread } = keystrokeFromTrace(events, { keyAt: 10, frameAt: 50, frameMark });
    assert.equal(latency, 48);
    assert.deepEqual([thread.pid, thread.tid], [1, 7]);
  });

  it('allows for the page clock being coarser than the trace clock', () => {
    const events = [task(10, 40), task(50.4, 58), task(79, 81), markEvent];
    const { latency } = keystrokeFromTrace(events, { keyAt: 10, frameAt: 50, frameMark });
    assert.equal(latency, 48);
  });

  it('says so when no task of the thread ran at the frame', () => {
    const events = [task(10, 40), task(79, 81), markEvent];
    assert.throws(() => keystrokeFromTrace(events, { keyAt: 10, frameAt: 50, frameMark }), /No task/);
  });
});
