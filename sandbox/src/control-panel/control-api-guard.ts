/**
 * Which calls the control panel's JSON API takes. Each one carries the X-Sandbox-Control
 * header: a page of another site can send a custom header only after a CORS preflight, which
 * the sandbox never grants, so neither a cross-site fetch nor a form (with an Origin or, from
 * an old browser, without one) reaches the API. Scripts and the panel's own page send it.
 */
import { isPanelOrigin } from './panel-origin.js';

export const CONTROL_API_HEADER = 'X-Sandbox-Control';

export interface ControlCaller {
  origin?: string;
  /** The Host header, already on the allow-list: a panel opened by a container's name calls from there. */
  host?: string;
  secFetchSite?: string;
  /** The X-Sandbox-Control header's value. */
  controlHeader?: string;
}

/** Why the call is refused, or undefined when it may go on. */
export function controlApiRefusal(caller: ControlCaller, ownOrigin: string): string | undefined {
  if (caller.controlHeader === undefined || caller.controlHeader.trim() === '') {
    return `Every control API call needs the header "${CONTROL_API_HEADER}: 1", which a page of another site cannot send.`;
  }
  const scheme = new URL(ownOrigin).protocol;
  const fromHost = caller.host !== undefined && caller.origin === `${scheme}//${caller.host.toLowerCase()}`;
  if (!(fromHost || isPanelOrigin(caller.origin, ownOrigin)) || caller.secFetchSite === 'cross-site') {
    return 'The control panel answers only its own page.';
  }
  return undefined;
}
