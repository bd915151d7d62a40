/**
 * A figure of the benchmark: one measured quantity, with its samples for our widgets and,
 * where the benchmark measures them too, for the peer and for the floor.
 */

export type Subject = 'ours' | 'peer' | 'floor';

export type Unit = 'ms' | 'bytes' | 'elements' | 'heap' | 'shift' | 'frames' | 'per-second' | 'count';

export interface Figure {
  /** Stable key, used by budgets.ts and in the JSON results. */
  id: string;
  /** The table's section, such as "Size" or "ASPSP list, DE (2,066 ASPSPs), 4× CPU throttling". */
  section: string;
  label: string;
  unit: Unit;
  /** One sample for a size, one per run for a timing. */
  samples: Partial<Record<Subject, number[]>>;
}

export function figure(
  section: string,
  id: string,
  label: string,
  unit: Unit,
  samples: Partial<Record<Subject, number[]>>,
): Figure {
  return { id, section, label, unit, samples };
}
