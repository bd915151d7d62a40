/**
 * The bench's gate: a ratio budget compares ours with the floor's same statistic from the
 * same run (or with ours of another figure of the run, such as the same step unframed), so a
 * machine that slows both alike passes; an aim is printed and never fails the run; sizes stay
 * absolute.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { budgets, figuresOf, type Budget } from '../../bench/budgets.js';
import { figure, type Figure } from '../../bench/figures.js';
import { checkBudgets, describeOutcome, missedBudgets, renderTable } from '../../bench/report.js';

const typing = (ours: number[], floor: number[]): Figure =>
  figure('List', 'list.typing', 'keystroke → next paint', 'ms', { ours, floor });

const typingMedian: Budget = {
  kind: 'ratio',
  figure: 'list.typing',
  statistic: 'median',
  of: 'floor',
  limit: 1.2,
};
const typingP95: Budget = { ...typingMedian, statistic: 'p95' };

describe('the bench gate', () => {
  it('a ratio budget divides ours by the floor of the same run, per statistic', () => {
    const [median, p95] = checkBudgets(
      [typing([10, 11, 12, 40], [9, 10, 10, 20])],
      [typingMedian, typingP95],
    );
    assert.equal(median?.value, 11.5);
    assert.equal(median?.reference, 10);
    assert.equal(median?.measured, 1.15);
    assert.equal(median?.met, true);
    assert.equal(p95?.value, 40);
    assert.equal(p95?.reference, 20);
    assert.equal(p95?.measured, 2);
    assert.equal(p95?.met, false);
  });

  it('a machine three times slower for both subjects does not fail the run', () => {
    const idle = checkBudgets([typing([7, 8, 9], [7, 7, 8])], [typingMedian]);
    const busy = checkBudgets([typing([21, 24, 27], [21, 21, 24])], [typingMedian]);
    assert.deepEqual(missedBudgets(idle), []);
    assert.deepEqual(missedBudgets(busy), []);
    assert.equal(busy[0]?.value, 24);
    assert.equal(busy[0]?.measured, idle[0]?.measured);
  });

  it('ours slower than the floor by more than the limit fails, and the message names both', () => {
    const outcomes = checkBudgets([typing([12, 13, 14], [9, 10, 11])], [typingMedian]);
    const [missed] = missedBudgets(outcomes);
    assert.ok(missed);
    assert.equal(
      describeOutcome(missed, 'ms'),
      'median 1.30× the floor (ours 13.0 ms, floor 10.0 ms), budget 1.20×',
    );
  });

  it('at exactly the limit the budget is met', () => {
    const [outcome] = checkBudgets([typing([12], [10])], [typingMedian]);
    assert.equal(outcome?.met, true);
  });

  it('an aim over its limit is reported in the table but fails nothing', () => {
    const aim: Budget = { kind: 'aim', figure: 'list.typing', statistic: 'median', limit: 5 };
    const figures = [typing([8, 9, 10], [8, 9, 10])];
    const outcomes = checkBudgets(figures, [aim]);
    assert.equal(outcomes[0]?.met, false);
    assert.deepEqual(missedBudgets(outcomes), []);
    assert.match(renderTable(figures, outcomes), /\(aim: median ≤ 5\.0 ms, over\)/);
  });

  it("a ratio budget's absolute aim is printed beside the ratio and never gates", () => {
    const withAim: Budget = { ...typingMedian, aim: 16 };
    const figures = [typing([20, 20, 20], [19, 20, 21])];
    const outcomes = checkBudgets(figures, [withAim]);
    assert.deepEqual(missedBudgets(outcomes), []);
    assert.match(renderTable(figures, outcomes), /median ≤ 1\.20× floor: 1\.00× \(aim ≤ 16\.0 ms, over\)/);
  });

  it('an absolute budget (a size) gates on the value itself', () => {
    const size = figure('Size', 'size.gzip', 'gzip', 'bytes', { ours: [36_000] });
    const budget: Budget = { kind: 'absolute', figure: 'size.gzip', statistic: 'value', limit: 35 * 1024 };
    const outcomes = checkBudgets([size], [budget]);
    assert.equal(missedBudgets(outcomes)[0]?.measured, 36_000);
    assert.match(renderTable([size], outcomes), /≤ 35\.0 KB \*\*MISSED\*\*/);
  });

  it('a budgeted figure without floor samples stops the run rather than passing it', () => {
    const oursOnly = figure('List', 'list.typing', 'keystroke', 'ms', { ours: [10] });
    assert.throws(
      () => checkBudgets([oursOnly], [typingMedian]),
      /No floor samples for the budgeted figure list\.typing/,
    );
  });

  describe('a ratio to another of our figures (the credentials step framed ÷ unframed)', () => {
    const step = (id: string, ours: number[]) => figure('Flow', id, id, 'ms', { ours });
    const framedRatio: Budget = {
      kind: 'ratio',
      figure: 'step.framed',
      statistic: 'median',
      of: { figure: 'step.unframed', name: 'unframed step' },
      limit: 1.5,
    };

    it('divides ours by ours of the named figure, from the same run', () => {
      const [outcome] = checkBudgets(
        [step('step.framed', [30, 36, 90]), step('step.unframed', [20, 24, 25])],
        [framedRatio],
      );
      assert.equal(outcome?.value, 36);
      assert.equal(outcome?.reference, 24);
      assert.equal(outcome?.measured, 1.5);
      assert.equal(outcome?.met, true);
    });

    it('over the limit fails, and the table and the message name the other figure', () => {
      const figures = [step('step.framed', [40, 40]), step('step.unframed', [20, 20])];
      const outcomes = checkBudgets(figures, [framedRatio]);
      const [missed] = missedBudgets(outcomes);
      assert.ok(missed);
      assert.equal(
        describeOutcome(missed, 'ms'),
        'median 2.00× the unframed step (ours 40.0 ms, unframed step 20.0 ms), budget 1.50×',
      );
      assert.match(renderTable(figures, outcomes), /median ≤ 1\.50× unframed step: 2\.00× \*\*MISSED\*\*/);
    });

    it('a run without the other figure stops rather than passing', () => {
      assert.throws(
        () => checkBudgets([step('step.framed', [40])], [framedRatio]),
        /No ours samples for the budgeted figure step\.unframed/,
      );
    });

    it('reads both figures, so a partial run checks it only where it measured both', () => {
      assert.deepEqual(figuresOf(framedRatio), ['step.framed', 'step.unframed']);
      assert.deepEqual(figuresOf(typingMedian), ['list.typing']);
    });

    it("the framed credentials step's first paint is gated at 1.5× the unframed step's median", () => {
      const framedFigure = 'authFlow.step.credentialsFramedFirstPaint';
      const gate = budgets.filter((budget) => budget.figure === framedFigure);
      const figures = (framed: number) => [
        step(framedFigure, [framed]),
        step('authFlow.step.credentialsLatency', [10]),
      ];
      assert.deepEqual(missedBudgets(checkBudgets(figures(15), gate)), []);
      assert.equal(missedBudgets(checkBudgets(figures(16), gate)).length, 1);
    });

    for (const [framedFigure, what] of [
      ['authFlow.step.credentialsFramedForm', "the framed step's form"],
      ['authFlow.frame.document', "the credentials frame's page"],
    ] as const) {
      it(`${what} (${framedFigure}) is gated at 1.5× its floor, with a frame`, () => {
        const gate = budgets.filter((budget) => budget.figure === framedFigure);
        const figures = (ours: number) => [
          figure('Flows', framedFigure, 'form shown', 'ms', { ours: [ours], floor: [40] }),
        ];
        assert.deepEqual(missedBudgets(checkBudgets(figures(60), gate)), []);
        assert.equal(missedBudgets(checkBudgets(figures(61), gate)).length, 1);
      });
    }
  });
});
