import { expect } from '@open-wc/testing';
import type { TaskClock } from '../../src/elements/run-in-slices.js';
import { LoadSchedule, type ListLoad } from '../../src/aspsp-list/load-schedule.js';

/**
 * A clock that runs nothing by itself: `next()` runs the oldest task, or, with none due,
 * paints a frame, which turns the work waiting for a paint into tasks.
 */
class FakeClock implements TaskClock {
  private readonly tasks: (() => void)[] = [];
  private waitingForPaint: (() => void)[] = [];

  constructor(private readonly log: string[]) {}

  task(work: () => void): void {
    this.tasks.push(work);
  }

  afterPaint(work: () => void): void {
    this.waitingForPaint.push(work);
  }

  /** One task, or one frame; false when neither is left. Promises settle before and after it. */
  async next(): Promise<boolean> {
    await settled();
    const task = this.tasks.shift();
    if (task) task();
    else if (this.waitingForPaint.length > 0) {
      this.log.push('frame');
      for (const work of this.waitingForPaint.splice(0)) this.task(work);
    } else return false;
    await settled();
    return true;
  }

  async runOut(): Promise<void> {
    while (await this.next());
  }
}

/** Every promise resolved so far has run its callbacks. */
function settled(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Something the test releases: the answer's headers and body, or the locale's messages. */
function held() {
  let release = () => {};
  const promise = new Promise<void>((resolve) => (release = resolve));
  return { promise, release: () => release() };
}

/**
 * A load whose steps note themselves in `log`. `slices` names the in-flight slices; the
 * answer comes when `answerComes(log)` says so, checked as each slice ends and each task.
 */
function loggedLoad(
  log: string[],
  { slices, messages = Promise.resolve() }: { slices: string[]; messages?: Promise<unknown> },
) {
  const answer = held();
  const inFlight: (() => unknown)[] = slices.map((name) => () => log.push(name));
  let onHeaders = () => {};
  const load: ListLoad = {
    fetch(headers) {
      log.push('request sent');
      onHeaders = headers;
      return answer.promise;
    },
    messages: () => messages.then(() => log.push('messages')),
    inFlight: () => inFlight,
    show: () => {
      log.push('first cards shown');
      return Promise.resolve();
    },
    signal: new AbortController().signal,
  };
  const answerComes = () => {
    log.push('answer');
    onHeaders();
    answer.release();
  };
  return { load, answerComes, inFlight };
}

const afterReady = (log: string[]) => ({
  releaseSecondPage: () => log.push('second page'),
  followUp: ['fold 1', 'fold 2'].map((name) => () => log.push(name)),
});

/**
 * Runs the schedule through `ready` and after it, the answer coming after `slicesBefore`
 * slices, or during slice `during` (the answer's headers come while it runs).
 */
async function runSchedule(
  log: string[],
  slices: string[],
  {
    slicesBefore = Infinity,
    during,
    messagesAfterAnswer = false,
  }: { slicesBefore?: number; during?: number; messagesAfterAnswer?: boolean },
) {
  // The locale's messages, at once or once the page has gone idle after the answer.
  const catalogue = held();
  if (!messagesAfterAnswer) catalogue.release();
  const messages = catalogue.promise;
  const clock = new FakeClock(log);
  const schedule = new LoadSchedule(clock);
  const { load, answerComes, inFlight } = loggedLoad(log, { slices, messages });
  if (during !== undefined)
    inFlight[during] = () => {
      log.push(slices[during] as string);
      answerComes();
    };
  let painted = false;
  const first = schedule.untilFirstCardsPainted(load).then(() => {
    painted = true;
    log.push('ready');
  });
  if (slicesBefore === 0) answerComes();
  while (!painted) {
    const ran = await clock.next();
    if (!ran && messagesAfterAnswer && log.includes('answer') && !log.includes('catalogue')) {
      // Nothing to run: the page waits for the catalogue, which comes now.
      log.push('catalogue');
      catalogue.release();
    }
    const slicesRun = log.filter((entry) => slices.includes(entry)).length;
    if (slicesRun === slicesBefore && !log.includes('answer')) answerComes();
  }
  await first;
  void schedule.afterReady(afterReady(log));
  await clock.runOut();
}

const warmUp = ['collator and plural rules', 'load path', 'card template', 'search path'];
/** From the first cards on: their paint, `ready`, the second page and the index. */
const fromTheFirstCards = ['first cards shown', 'frame', 'ready', 'second page', 'fold 1', 'fold 2'];

describe('LoadSchedule', () => {
  it('ungrouped, an answer after the whole warm-up: first cards, a frame, `ready`, then the index', async () => {
    const log: string[] = [];
    await runSchedule(log, warmUp, { slicesBefore: warmUp.length });
    expect(log).to.deep.equal([
      'request sent',
      'messages',
      'frame',
      ...warmUp,
      'answer',
      ...fromTheFirstCards,
    ]);
  });

  it('groups on the first screen: their plural rules are made in flight, and no slice runs between the answer and the first cards', async () => {
    const log: string[] = [];
    await runSchedule(log, warmUp, { slicesBefore: 1 });
    expect(log).to.deep.equal([
      'request sent',
      'messages',
      'frame',
      'collator and plural rules',
      'answer',
      ...fromTheFirstCards,
      // What the answer cut short follows the index, in the warm-up's order.
      'load path',
      'card template',
      'search path',
    ]);
  });

  it('a count (a search term set before the answer) that comes before any slice: the first cards at once', async () => {
    const log: string[] = [];
    await runSchedule(log, warmUp, { slicesBefore: 0 });
    expect(log.slice(0, 6)).to.deep.equal([
      'request sent',
      'answer',
      'messages',
      'first cards shown',
      'frame',
      'ready',
    ]);
    expect(log.slice(6)).to.deep.equal(['second page', 'fold 1', 'fold 2', ...warmUp]);
  });

  it('a catalogue that comes after the answer: the first cards wait for it, and `ready` for their paint', async () => {
    const log: string[] = [];
    await runSchedule(log, warmUp, { slicesBefore: 2, messagesAfterAnswer: true });
    const from = log.indexOf('answer');
    expect(log.slice(from)).to.deep.equal([
      'answer',
      'catalogue',
      'messages',
      ...fromTheFirstCards,
      'card template',
      'search path',
    ]);
  });

  it('an answer that comes in the middle of a slice: the next slice does not start, it waits for `ready`', async () => {
    const log: string[] = [];
    const slices = ['collator and plural rules', 'load path (the answer comes meanwhile)', 'card template'];
    await runSchedule(log, slices, { during: 1 });
    expect(log).to.deep.equal([
      'request sent',
      'messages',
      'frame',
      ...slices.slice(0, 2),
      'answer',
      ...fromTheFirstCards,
      'card template',
    ]);
  });

  it('shows nothing of a load aborted before its answer came', async () => {
    const log: string[] = [];
    const clock = new FakeClock(log);
    const abort = new AbortController();
    const { load, answerComes } = loggedLoad(log, { slices: ['collator and plural rules'] });
    const first = new LoadSchedule(clock).untilFirstCardsPainted({ ...load, signal: abort.signal });
    abort.abort();
    answerComes();
    await first;
    await clock.runOut();
    expect(log).to.not.include('first cards shown');
  });

  it('asks for nothing more of a load aborted as it began (a rehearsal): no messages, no warm-up', async () => {
    const log: string[] = [];
    const clock = new FakeClock(log);
    const abort = new AbortController();
    abort.abort();
    const { load } = loggedLoad(log, { slices: ['collator and plural rules'] });
    let inFlightAsked = false;
    const first = new LoadSchedule(clock).untilFirstCardsPainted({
      ...load,
      fetch: () => {
        log.push('request built');
        return Promise.reject(abort.signal.reason);
      },
      inFlight: () => {
        inFlightAsked = true;
        return load.inFlight();
      },
      signal: abort.signal,
    });
    await first.then(
      () => log.push('resolved'),
      () => log.push('rejected'),
    );
    await clock.runOut();
    expect(log).to.deep.equal(['request built', 'rejected']);
    expect(inFlightAsked).to.equal(false);
  });
});
