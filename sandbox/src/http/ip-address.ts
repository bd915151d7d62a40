/** `::ffff:127.0.0.1` (an IPv4 peer on a dual-stack socket) is 127.0.0.1. */
export function normaliseAddress(address: string): string {
  return address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '').toLowerCase();
}

/** An empty list allows every address; otherwise the peer must be one of them. */
export function isAllowedAddress(remoteAddress: string | undefined, allowed: readonly string[]): boolean {
  if (allowed.length === 0) return true;
  if (remoteAddress === undefined) return false;
  const peer = normaliseAddress(remoteAddress);
  return allowed.some((address) => normaliseAddress(address) === peer);
}
