/**
 * Type-level check that a widget can only fire the events of its own map, each with its
 * own detail (`npm run typecheck` fails on a wrong name or detail). Nothing here runs.
 */
import { AuthFlowElement } from '../../src/auth-flow/auth-flow-element.js';

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
