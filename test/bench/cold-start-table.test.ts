/**
 * The bench table's cold-start section: for each speed, a section of its own before the
 * list's other figures, with insertion → request start, insertion → skeleton, insertion →
 * first card, → `ready`, → the frame after it and the first keystroke after `ready`, ours
 * beside the floor.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type ListSamples, listFigures } from '../../bench/list-session.js';
import { renderTable } from '../../bench/report.js';

function samples(base: number): ListSamples {
  const series = (offset: number) => [base + offset, base + offset + 2, base + offset + 4];
  return {
    insertionToRequest: series(1),
    insertionToSkeleton: series(10),
    requestFrame: [1, 1, 1],
    skeletonFrame: [1, 1, 1],
    firstKeystroke: series(20),
    responseToReady: series(30),
    responseToPainted: series(40),
    insertionToPainted: series(50),
    insertionToReady: series(80),
    insertionToReadyPainted: series(90),
    typing: series(60),
    clearing: series(70),
    elements: [900, 900, 900],
    heap: [4_194_304, 4_194_304, 4_194_304],
    layoutShift: [0, 0, 0],
  };
}

/** The table's rows as cells, without the header and the separator. */
function rows(table: string): string[][] {
  return table
    .split('\n')
    .slice(2)
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
}

const speeds = [
  { section: 'ASPSP list, DE, normal speed', prefix: 'list.de.x1', ours: 0, floor: 100 },
  { section: 'ASPSP list, DE, 4× CPU throttling', prefix: 'list.de.x4', ours: 200, floor: 400 },
];

describe('the cold-start section of the bench table', () => {
  const figures = speeds.flatMap(({ section, prefix, ours, floor }) =>
    listFigures(section, prefix, { ours: samples(ours), floor: samples(floor) }),
  );
  const table = rows(renderTable(figures, []));

  for (const { section, ours, floor } of speeds) {
    it(`comes first for "${section}", with the four cold-start figures, ours beside the floor`, () => {
      const start = table.findIndex((cells) => cells[0] === `**Cold start: ${section}**`);
      const rest = table.findIndex((cells) => cells[0] === `**${section}**`);
      assert.ok(start >= 0, 'no cold-start section');
      assert.equal(rest, start + 9, 'the rest of the list follows the eight cold-start rows');
      const coldRows = table.slice(start + 1, rest);
      const byLabel = new Map(coldRows.map((cells) => [cells[0], cells]));
      const expected: [string, number][] = [
        ['insertion → request start', 3],
        ['insertion → skeleton painted', 12],
        ['insertion → first card painted', 52],
        ['insertion → `ready` (a plain list: painted)', 82],
        ['insertion → the frame after `ready`', 92],
        ['first keystroke right after `ready` → next paint', 22],
      ];
      for (const [label, median] of expected) {
        const cells = byLabel.get(label);
        assert.ok(cells, `no row "${label}"`);
        // Columns: figure, ours median, ours p95, peer median, peer p95, ours ÷ peer, floor median.
        assert.equal(cells[1], `${(ours + median).toFixed(1)} ms`, `${label}: ours`);
        assert.equal(cells[6], `${(floor + median).toFixed(1)} ms`, `${label}: floor`);
      }
      assert.equal(byLabel.get('request left before frame (1 = the first after insertion)')?.[1], '1');
    });
  }

  it('keeps the warm figures (typing, response → ready) out of the cold-start section', () => {
    const start = table.findIndex((cells) => cells[0] === `**Cold start: ${speeds[0]?.section}**`);
    const labels = table.slice(start + 1, start + 9).map((cells) => cells[0]);
    assert.ok(!labels.includes('response → `ready`'));
    assert.ok(!labels.some((label) => label?.startsWith('keystroke → next paint')));
  });
});
