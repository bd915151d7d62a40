import type { FlowState } from '../api/types.js';
import { frameUrlOf } from './frame/frame-source.js';

/** What a FlowState changed for the PSU: a new step, a new frame of the same step, or nothing. */
export type StepChange = 'step' | 'frame' | undefined;

/**
 * A new step is another flow, another type of step, or a credentials form that asks for other
 * fields (the one-time code after the password); the same form again is the bank's answer to
 * the last attempt. A new frame is the same credentials step with another frame URL, or a frame
 * it had not (a backend may give a fresh page for each attempt).
 */
export function stepChange(previous: FlowState | undefined, next: FlowState): StepChange {
  if (!previous || previous.id !== next.id || previous.step.type !== next.step.type) return 'step';
  if (formOf(previous) !== formOf(next)) return 'step';
  return frameUrlOf(previous) !== frameUrlOf(next) ? 'frame' : undefined;
}

/** A credentials step's method and field names, as one string; empty for any other step. */
function formOf({ step }: FlowState): string {
  if (step.type !== 'credentials') return '';
  return JSON.stringify([step.method, ...step.fields.map((field) => field.name)]);
}
