/**
 * `npm run bench`: measures the built library against its budgets and exits non-zero,
 * naming the figure, when one is missed. Writes the figures to bench/results/.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { measureSize } from './size.js';

const kilobyte = 1024;
const budgets = [
  { file: 'dist/widgets.umd.min.js', gzipBudget: 35 * kilobyte },
  { file: 'dist/widgets.css', gzipBudget: 6 * kilobyte },
];

const results = budgets.map((budget) => ({ ...measureSize(budget.file), gzipBudget: budget.gzipBudget }));
console.table(
  results.map((r) => ({
    file: r.file,
    'raw (B)': r.raw,
    'gzip (B)': r.gzip,
    'brotli (B)': r.brotli,
    'gzip budget (B)': r.gzipBudget,
  })),
);

mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/size.json', JSON.stringify(results, null, 2));

const missed = results.filter((r) => r.gzip > r.gzipBudget);
for (const r of missed)
  console.error(`Budget missed: ${r.file} is ${r.gzip} B gzipped, budget ${r.gzipBudget} B.`);
process.exit(missed.length > 0 ? 1 : 0);
