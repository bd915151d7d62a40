/** The names a browser on this machine reaches a loopback-bound sandbox by. */
const LOOPBACK_HOSTS: ReadonlySet<string> = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Whether a control panel API request may come from this Origin: none (a script, curl), the
 * backend's own origin, or the same port on another loopback name, because a developer may
 * open http://localhost:3600/control-panel of a sandbox that calls itself 127.0.0.1. Any
 * other site is refused, so a page cannot whitelist itself through the developer's browser.
 */
/**
 * Whether the Host header names this sandbox: its own host or a loopback name. A page of
 * another site whose name was rebound to this machine's address (DNS rebinding) sends its
 * own name, and so cannot read the control panel.
 */
export function isPanelHost(host: string | undefined, ownOrigin: string): boolean {
  if (host === undefined) return false;
  let named: URL;
  try {
    named = new URL(`http://${host}`);
  } catch {
    return false;
  }
  const own = new URL(ownOrigin);
  return named.hostname === own.hostname || LOOPBACK_HOSTS.has(named.hostname);
}

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
    LOOPBACK_HOSTS.has(caller.hostname) &&
    LOOPBACK_HOSTS.has(own.hostname)
  );
}
