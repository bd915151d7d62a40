/**
 * Which peers the control panel takes as this machine, and so answers without its token. By
 * default every loopback address (127.0.0.0/8 and ::1, in any spelling, IPv4-mapped too): only
 * a program on this machine connects from one. A request to one of this machine's network
 * addresses counts as another machine's: what the interfaces are is never taken on trust.
 *
 * A list of loopback addresses narrows the rule and never widens it: for a proxy on this
 * machine that forwards other machines' requests from loopback (an empty list: every caller
 * needs the token), or for a test in which 127.0.0.2 plays another machine.
 */
import { BlockList, isIP } from 'node:net';

/** Every loopback peer, or only the loopback addresses listed. */
export type PanelLocalPeers = 'loopback' | readonly string[];

/** Whether the peer at `address` (a socket's remoteAddress) is this machine under the rule. */
export function isLocalPeer(address: string | undefined, localPeers: PanelLocalPeers): boolean {
  if (!isLoopbackPeer(address)) return false;
  if (localPeers === 'loopback') return true;
  const listed = new BlockList();
  for (const peer of localPeers.filter(isLoopbackPeer)) listed.addAddress(peer, family(peer));
  return address !== undefined && listed.check(address, family(address));
}

/** The first entry of a list that cannot narrow the rule: one that is not a loopback address. */
export function notLoopbackPeer(localPeers: readonly string[]): string | undefined {
  return localPeers.find((peer) => !isLoopbackPeer(peer));
}

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** An IP address (no name, no zone) within 127.0.0.0/8 or ::1. */
function isLoopbackPeer(address: string | undefined): address is string {
  return address !== undefined && isIP(address) !== 0 && LOOPBACK.check(address, family(address));
}

function family(address: string): 'ipv4' | 'ipv6' {
  return isIP(address) === 6 ? 'ipv6' : 'ipv4';
}
