/**
 * A credentials step that carries `frame` is typed in the service's own page (widget-api.md,
 * section 5b), so the flow API takes its credentials from that page's origin alone: a script
 * of the merchant's page that hid the frame and showed fields of its own gets a 403.
 */
import { isExpired } from './transitions.js';
import type { AttemptRecord } from '../state/records.js';
import type { FlowAction } from '../types/flow.js';
import { credentialsFrameOf } from './frame-url.js';

/** Why the action is refused from `origin`, or undefined; `ownOrigin` is the frame's. */
export function framedCredentialsRefusal(
  attempt: AttemptRecord,
  action: FlowAction,
  origin: string,
  ownOrigin: string,
  now: number,
): string | undefined {
  if (action.action !== 'submit_credentials' || origin === ownOrigin) return undefined;
  // Any other step, or an expired one, is answered as the flow answers it (422).
  if (attempt.phase.type !== 'credentials' || isExpired(attempt, now)) return undefined;
  if (credentialsFrameOf(attempt, ownOrigin) === undefined) return undefined;
  return (
    "This credentials step is shown in the service's own frame: its credentials are taken only from " +
    `the frame (${ownOrigin}), not from ${origin}.`
  );
}
