/** The names a browser on this machine reaches a loopback-bound sandbox by, as URL hostnames. */
export const LOOPBACK_NAMES: ReadonlySet<string> = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Whether an address is this machine alone: 127.0.0.0/8, ::1 (also IPv4-mapped, as a
 * dual-stack socket reports an IPv4 peer) or localhost. Used for a peer's address and for
 * the address the sandbox listens on; 0.0.0.0 and :: are every interface, so not loopback.
 */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (address === undefined) return false;
  const unmapped = address.toLowerCase().replace(/^::ffff:/, '');
  return unmapped === 'localhost' || unmapped === '::1' || /^127(?:\.\d{1,3}){3}$/.test(unmapped);
}
