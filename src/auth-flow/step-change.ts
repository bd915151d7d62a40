import type { FlowState } from '../api/types.js';

/**
 * Whether `next` is another step than `previous` for the PSU: another flow, another type of
 * step, or a credentials form that asks for other fields (the one-time code after the
 * password). The same form again is the bank's answer to the last attempt, not a new step.
 */
export function isNewStep(previous: FlowState | undefined, next: FlowState): boolean {
  if (!previous || previous.id !== next.id || previous.step.type !== next.step.type) return true;
  return formOf(previous) !== formOf(next);
}

/** A credentials step's method and field names, as one string; empty for any other step. */
function formOf({ step }: FlowState): string {
  if (step.type !== 'credentials') return '';
  return JSON.stringify([step.method, ...step.fields.map((field) => field.name)]);
}
