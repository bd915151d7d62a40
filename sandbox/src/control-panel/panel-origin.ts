import { LOOPBACK_NAMES } from '../http/loopback.js';

/**
 * Whether a control panel API request may come from this Origin: none (a script, curl), the
 * backend's own origin, or the same port on another loopback name, because a developer may
 * open http://localhost:3600/control-panel of a sandbox that calls itself 127.0.0.1. Any
 * other site is refused, so a page cannot whitelist itself through the developer's browser.
 */
export function isPanelOrigin(origin: string | undefined, ownOrigin: string): boolean {
  if (origin === undefined || origin === ownOrigin) return true;
  let caller: URL;
  try {
    caller = new URL(origin);
  } catch {
    return false;
  }
  const own = new URL(ownOrigin);
  return (
    caller.origin === origin &&
    caller.protocol === own.protocol &&
    caller.port === own.port &&
    LOOPBACK_NAMES.has(caller.hostname) &&
    LOOPBACK_NAMES.has(own.hostname)
  );
}
