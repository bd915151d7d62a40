/**
 * Type-level check that a widget can only fire the events of its own map, each with its
 * own detail, and a listener gets that detail (`npm run typecheck` fails on a wrong name or
 * detail). Nothing here runs.
 */
import { AspspListElement } from '../../src/aspsp-list/aspsp-list-element.js';
import { AuthFlowElement } from '../../src/auth-flow/auth-flow-element.js';
import type { ReportedErrorCode } from '../../src/api/widget-error.js';
import type { SelectedDetail } from '../../src/events.js';

export class EmitProbe extends AuthFlowElement {
  probe(): void {
    this.emit('step', { type: 'consent' });
    this.emit('pis-loaded', { payment: 'id', aspsp: { name: 'Bank', country: 'FI' } });
    // @ts-expect-error: `selected` belongs to the bank list, not the auth flow
    this.emit('selected', { type: 'consent' });
    // @ts-expect-error: the step detail has `type`, not `kind`
    this.emit('step', { kind: 'consent' });
    // @ts-expect-error: `ready` is fired by emitReady(), it carries no detail to choose
    this.emit('ready', { type: 'consent' });
  }
}

/** A page's listener gets the event of the widget's own map, with its detail. */
export function listenerProbe(list: AspspListElement): void {
  list.addEventListener('selected', (event) => {
    const name: string = event.detail.name;
    // @ts-expect-error: a selection's detail has no `kind`
    void event.detail.kind;
    void name;
  });
  // Any other event still takes a plain listener.
  list.addEventListener('focusin', (event: Event) => void event.type);
  // A listener typed with the detail is removed as it was added (a React effect's cleanup).
  const onSelected = (event: CustomEvent<SelectedDetail>) => void event.detail.name;
  list.addEventListener('selected', onSelected);
  list.removeEventListener('selected', onSelected);
  // The error's code is typed as the codes are, for a page's own table of them.
  list.addEventListener('error', (event) => {
    const code: ReportedErrorCode = event.detail.error;
    void code;
  });
}
