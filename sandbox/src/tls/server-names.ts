import { isIP } from 'node:net';
import { LOOPBACK_NAMES } from '../http/loopback.js';

/**
 * The names a sandbox server certificate covers: the loopback names, the address it listens
 * on (unless it is a wildcard) and the names it is configured to be reached by (--allowed-hosts,
 * --api-host); IPv6 addresses without their brackets.
 */
export function serverCertificateNames(host: string, configured: readonly string[]): string[] {
  const listening = host === '0.0.0.0' || host === '::' ? [] : [host];
  const names = [...LOOPBACK_NAMES, ...listening, ...configured].map((name) =>
    name.replace(/^\[(.*)\]$/, '$1'),
  );
  return [...new Set(names.map((name) => (isIP(name) === 0 ? name.toLowerCase() : name)))];
}
