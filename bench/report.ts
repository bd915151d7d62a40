/**
 * The benchmark's output: one Markdown table (ours, the peer, the floor, our ratio to each,
 * the budget) printed to the terminal, the latest run's figures shown in docs/performance.md,
 * and every sample with its statistics in bench/results/<timestamp>.json (git-ignored).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { referenceName, type Budget, type RatioBudget, type Statistic } from './budgets.js';
import type { Figure, Subject, Unit } from './figures.js';
import { max, median, p95 } from './stats.js';

export interface Environment {
  browser: string;
  cpus: number;
  node: string;
  /** os.loadavg() at the start and at the end: other work on the machine skews the timings. */
  loadAverage: { start: readonly number[]; end: readonly number[] };
  /** BENCH_BUSY=1: a process spun on one core throughout. */
  busyCore: boolean;
}

export type BudgetOutcome = Budget & {
  /** Our statistic, in the figure's unit. */
  value: number;
  /** A ratio budget's reference: the same statistic of the floor, the peer or the other figure, in the same run. */
  reference?: number;
  /** What the limit applies to: the value, or for a ratio budget value ÷ reference. */
  measured: number;
  /** Within the limit. An aim is reported, but never fails the run. */
  met: boolean;
};

interface Summary {
  median: number;
  p95: number;
  count: number;
}

export function checkBudgets(figures: readonly Figure[], budgets: readonly Budget[]): BudgetOutcome[] {
  return budgets.map((budget) => {
    const entry = figures.find((candidate) => candidate.id === budget.figure);
    const value = statistic(samplesOf(entry, budget.figure, 'ours'), budget.statistic);
    if (budget.kind !== 'ratio') return { ...budget, value, measured: value, met: value <= budget.limit };
    const reference = statistic(referenceSamples(figures, entry, budget), budget.statistic);
    const measured = value / reference;
    return { ...budget, value, reference, measured, met: measured <= budget.limit };
  });
}

/** The budgets that fail the run: missed ones, aims excepted. */
export function missedBudgets(outcomes: readonly BudgetOutcome[]): BudgetOutcome[] {
  return outcomes.filter((outcome) => outcome.kind !== 'aim' && !outcome.met);
}

/** The samples a ratio budget divides by: another subject's of the same figure, or ours of another figure. */
function referenceSamples(
  figures: readonly Figure[],
  entry: Figure | undefined,
  budget: RatioBudget,
): readonly number[] {
  const { of } = budget;
  if (typeof of === 'string') return samplesOf(entry, budget.figure, of);
  const other = figures.find((candidate) => candidate.id === of.figure);
  return samplesOf(other, of.figure, 'ours');
}

function samplesOf(entry: Figure | undefined, id: string, subject: Subject): readonly number[] {
  const samples = entry?.samples[subject];
  if (!samples || samples.length === 0)
    throw new Error(`No ${subject} samples for the budgeted figure ${id}.`);
  return samples;
}

/** A ratio as the table shows it, such as 1.05×. */
export function formatRatio(ratio: number): string {
  return Number.isFinite(ratio) ? `${ratio.toFixed(2)}×` : 'n/a';
}

/** One outcome in words, for the message naming a missed budget. */
export function describeOutcome(outcome: BudgetOutcome, unit: Unit): string {
  const name = statisticNames[outcome.statistic];
  if (outcome.kind !== 'ratio')
    return `${name}${format(outcome.value, unit)}, budget ${format(outcome.limit, unit)}`;
  const reference = referenceName(outcome);
  return (
    `${name}${formatRatio(outcome.measured)} the ${reference} (ours ${format(outcome.value, unit)}, ` +
    `${reference} ${format(outcome.reference ?? Number.NaN, unit)}), budget ${formatRatio(outcome.limit)}`
  );
}

function statistic(samples: readonly number[], kind: Statistic): number {
  if (kind === 'median' || kind === 'value') return median(samples);
  if (kind === 'p95') return p95(samples);
  return max(samples);
}

function summarise(samples: readonly number[] | undefined): Summary | undefined {
  if (!samples || samples.length === 0) return undefined;
  return { median: median(samples), p95: p95(samples), count: samples.length };
}

export function format(value: number, unit: Unit): string {
  if (!Number.isFinite(value)) return 'n/a';
  switch (unit) {
    case 'ms':
      return `${value.toFixed(1)} ms`;
    case 'bytes':
      return `${(value / 1024).toFixed(1)} KB`;
    case 'heap':
      return `${(value / 1024 / 1024).toFixed(2)} MB`;
    case 'elements':
      return value.toFixed(0);
    case 'shift':
      return value.toFixed(3);
    case 'frames':
      return Number.isInteger(value) ? value.toFixed(0) : value.toFixed(1);
    case 'per-second':
      return `${value.toFixed(0)}/s`;
    case 'count':
      return value.toFixed(0);
  }
}

const statisticNames: Record<Statistic, string> = { value: '', median: 'median ', p95: 'p95 ', max: 'max ' };

function budgetCell(outcomes: readonly BudgetOutcome[], unit: Unit): string {
  return outcomes.map((outcome) => budgetText(outcome, unit)).join('; ');
}

function budgetText(outcome: BudgetOutcome, unit: Unit): string {
  const name = statisticNames[outcome.statistic];
  switch (outcome.kind) {
    case 'absolute':
      return `${name}≤ ${format(outcome.limit, unit)}${outcome.met ? '' : ' **MISSED**'}`;
    case 'aim':
      return `(aim: ${name}≤ ${format(outcome.limit, unit)}${outcome.met ? '' : ', over'})`;
    case 'ratio': {
      const gate = `${name}≤ ${formatRatio(outcome.limit)} ${referenceName(outcome)}: ${formatRatio(outcome.measured)}`;
      const aim =
        outcome.aim === undefined
          ? ''
          : ` (aim ≤ ${format(outcome.aim, unit)}${outcome.value <= outcome.aim ? '' : ', over'})`;
      return `${gate}${outcome.met ? '' : ' **MISSED**'}${aim}`;
    }
  }
}

/** The whole table in Markdown, one header row per section. */
export function renderTable(figures: readonly Figure[], outcomes: readonly BudgetOutcome[]): string {
  const header = [
    'figure',
    'ours median',
    'ours p95',
    'peer median',
    'peer p95',
    'ours ÷ peer',
    'floor median',
    'floor p95',
    'ours ÷ floor',
    'budget',
  ];
  const rows: string[][] = [];
  let section = '';
  for (const entry of figures) {
    if (entry.section !== section) {
      section = entry.section;
      rows.push([`**${section}**`, ...header.slice(1).map(() => '')]);
    }
    const stats = (subject: Subject) => summarise(entry.samples[subject]);
    const [ours, peer, floor] = [stats('ours'), stats('peer'), stats('floor')];
    if (!ours && !peer && !floor) continue;
    const single = (summary: Summary | undefined) => summary !== undefined && summary.count === 1;
    const cell = (summary: Summary | undefined, which: 'median' | 'p95') =>
      summary === undefined || (which === 'p95' && single(summary)) ? '' : format(summary[which], entry.unit);
    rows.push([
      entry.label,
      cell(ours, 'median'),
      cell(ours, 'p95'),
      cell(peer, 'median'),
      cell(peer, 'p95'),
      ours && peer && peer.median > 0 ? formatRatio(ours.median / peer.median) : '',
      cell(floor, 'median'),
      cell(floor, 'p95'),
      ours && floor && floor.median > 0 ? formatRatio(ours.median / floor.median) : '',
      budgetCell(
        outcomes.filter((outcome) => outcome.figure === entry.id),
        entry.unit,
      ),
    ]);
  }
  return markdownTable(header, rows);
}

function markdownTable(header: readonly string[], rows: readonly string[][]): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: readonly string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}

export function writeResults(
  figures: readonly Figure[],
  outcomes: readonly BudgetOutcome[],
  environment: Environment,
  startedAt: Date,
): string {
  const path = `bench/results/${startedAt.toISOString().replace(/[:.]/g, '-')}.json`;
  const results = {
    startedAt: startedAt.toISOString(),
    environment,
    figures: figures.map((entry) => ({
      ...entry,
      summary: Object.fromEntries(
        Object.entries(entry.samples).map(([subject, samples]) => [subject, summarise(samples)]),
      ),
    })),
    budgets: outcomes,
  };
  mkdirSync('bench/results', { recursive: true });
  writeFileSync(path, `${JSON.stringify(results, null, 2)}\n`);
  return path;
}
