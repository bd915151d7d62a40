/**
 * The real-size answer the bench serves itself (bench/real-size-answer.ts): a country of
 * 1,500 distinct banks the widget accepts, with payment types, about half a megabyte of JSON,
 * names mostly not ASCII, and the same in Germany's shape (most banks in networks); and the
 * budgets that gate its request, first card, `ready` and first keystroke against the floor.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { budgets } from '../../bench/budgets.js';
import {
  groupedRealSizeAnswer,
  realSizeAnswer,
  realSizeCount,
  realSizeCountry,
} from '../../bench/real-size-answer.js';
import { checkBudgets } from '../../bench/report.js';
import { figure } from '../../bench/figures.js';
import { isAspspData } from '../../src/api/validate.js';

const origin = 'http://127.0.0.1:45678';

describe('the real-size answer', () => {
  const aspsps = realSizeAnswer(origin);

  it('lists 1,500 banks of one country, each with a name of its own and a logo of its own', () => {
    assert.equal(aspsps.length, realSizeCount);
    assert.equal(new Set(aspsps.map((aspsp) => aspsp.name)).size, realSizeCount);
    assert.equal(new Set(aspsps.map((aspsp) => aspsp.logo)).size, realSizeCount);
    assert.ok(aspsps.every((aspsp) => aspsp.country === realSizeCountry));
  });

  it('names most banks with letters beyond ASCII, as Polish, Czech and Lithuanian spell them', () => {
    const beyondAscii = aspsps.filter((aspsp) => /[^\x20-\x7e]/.test(String(aspsp.name)));
    assert.ok(beyondAscii.length > 0.8 * realSizeCount, `${beyondAscii.length} of ${realSizeCount}`);
  });

  it('is an answer the widget accepts whole, every bank with its payment types', () => {
    assert.ok(aspsps.every((aspsp) => isAspspData(aspsp)));
    for (const aspsp of aspsps) {
      const payments = aspsp.payments as Record<string, unknown>[];
      assert.ok(payments.length > 0);
      assert.ok(payments.every((payment) => typeof payment.payment_type === 'string'));
    }
  });

  it('is about half a megabyte of JSON, as a production answer for such a country', () => {
    const bytes = JSON.stringify({ aspsps }).length;
    assert.ok(bytes > 450_000 && bytes < 650_000, `${bytes} bytes`);
  });
});

describe('the real-size answer in Germany’s shape', () => {
  const aspsps = groupedRealSizeAnswer(origin);
  const groupOf = (aspsp: Record<string, unknown>) => (aspsp.group as { name: string } | undefined)?.name;

  it('lists 1,500 distinct German banks the widget accepts, most names beyond ASCII', () => {
    assert.equal(aspsps.length, realSizeCount);
    assert.equal(new Set(aspsps.map((aspsp) => aspsp.name)).size, realSizeCount);
    assert.ok(aspsps.every((aspsp) => aspsp.country === 'DE' && isAspspData(aspsp)));
    const beyondAscii = aspsps.filter((aspsp) => /[^\x20-\x7e]/.test(String(aspsp.name)));
    assert.ok(beyondAscii.length > 0.5 * realSizeCount, `${beyondAscii.length} of ${realSizeCount}`);
  });

  it('puts four in five banks in one of three networks', () => {
    const counts = new Map<string | undefined, number>();
    for (const aspsp of aspsps) counts.set(groupOf(aspsp), (counts.get(groupOf(aspsp)) ?? 0) + 1);
    assert.deepEqual([...counts.keys()].filter((name) => name !== undefined).length, 3);
    assert.equal(counts.get(undefined), realSizeCount / 5);
  });
});

describe('the real-size budget', () => {
  const gated = budgets.filter((budget) => budget.figure.startsWith('list.real.'));

  it('gates the request, first card, `ready`, the frame after it and the first keystroke against the floor: at once, after 100 ms, in Germany’s shape', () => {
    assert.deepEqual(
      gated.map((budget) => [budget.figure, budget.kind, budget.statistic, budget.limit]),
      ['now', 'late', 'grouped'].flatMap((answer) => [
        [`list.real.${answer}.x1.insertionToRequest`, 'ratio', 'median', 1.5],
        [`list.real.${answer}.x1.insertionToPainted`, 'ratio', 'median', 1],
        [`list.real.${answer}.x1.insertionToReady`, 'ratio', 'median', 1.1],
        [`list.real.${answer}.x1.insertionToReadyPainted`, 'ratio', 'median', 1.1],
        [`list.real.${answer}.x1.keystroke.first`, 'ratio', 'median', 1.2],
      ]),
    );
  });

  it('is met at the floor’s time and missed a little after it', () => {
    const firstCard = (ours: number[]) =>
      figure('Real size', 'list.real.now.x1.insertionToPainted', 'insertion → first card painted', 'ms', {
        ours,
        floor: [300, 310, 320],
      });
    const budget = gated.find((candidate) => candidate.figure === 'list.real.now.x1.insertionToPainted');
    assert.ok(budget);
    assert.equal(checkBudgets([firstCard([290, 310, 330])], [budget])[0]?.met, true);
    assert.equal(checkBudgets([firstCard([300, 314, 330])], [budget])[0]?.met, false);
  });
});
