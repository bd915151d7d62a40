import { isIPv6 } from 'node:net';

/**
 * The peer a connection counts against: an IPv4 address (also IPv4-mapped, as a dual-stack
 * socket reports it), or an IPv6 address's /64, as one host may take any address of its /64.
 */
export function connectionPeer(address: string | undefined): string {
  if (address === undefined) return '';
  const lower = address.toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(lower);
  if (mapped?.[1] !== undefined) return mapped[1];
  if (!isIPv6(lower) || lower === '::1') return lower;
  return `${expandedIPv6(lower).slice(0, 4).join(':')}::/64`;
}

/** The eight groups of an IPv6 address, '::' filled in (a trailing IPv4 part counts as two). */
function expandedIPv6(address: string): string[] {
  const [head = '', tail] = address.split('::');
  const groups = (part: string | undefined) => (part === undefined || part === '' ? [] : part.split(':'));
  const start = groups(head);
  const end = groups(tail);
  const missing = 8 - start.length - end.length;
  return [...start, ...Array.from({ length: Math.max(0, missing) }, () => '0'), ...end].map((group) =>
    group.replace(/^0+(?=.)/, ''),
  );
}
