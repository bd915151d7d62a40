/**
 * The Host allow-list against DNS rebinding: a page of another site whose name was rebound to
 * this machine's address reaches the sandbox with its own name in Host, so a request is
 * answered only for a name the sandbox is known by. Non-browser clients can send any Host;
 * the list keeps browsers on other sites out.
 */
import { LOOPBACK_NAMES } from './loopback.js';

/** A name the sandbox answers for, and the one port it does on (undefined: any port). */
export interface HostName {
  hostname: string;
  port?: number;
}

/** A Host header or a configured name: a DNS name, an IPv4 address or a bracketed IPv6 one, then an optional port. */
const HOST = /^(\[[0-9a-f:.]+\]|[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?)(?::(\d{1,5}))?$/i;
/** A Host without a port means the scheme's default port. */
export function defaultPort(origin: string): number {
  return new URL(origin).protocol === 'https:' ? 443 : 80;
}

/** `sandbox`, `sandbox:3600`, `[::1]:3600`, lowercased; undefined for anything else. */
export function parseHostName(text: string): HostName | undefined {
  const match = HOST.exec(text.trim());
  if (!match) return undefined;
  const [, hostname = '', port] = match;
  if (port === undefined) return { hostname: hostname.toLowerCase() };
  const number = Number(port);
  return number >= 1 && number <= 65535 ? { hostname: hostname.toLowerCase(), port: number } : undefined;
}

export interface AllowListInput {
  /** The sandbox's own origin, such as http://127.0.0.1:3600. */
  origin: string;
  /** The names added by configuration (--allowed-hosts), e.g. a container's name. */
  allowedHosts: readonly HostName[];
  /** The configured API host (--api-host); answered on the JSON API only. */
  apiHost?: string;
  /** Whether the request is to the JSON API. */
  jsonApi: boolean;
}

/** Every name a request may carry in Host: own host and port, the loopback names on that port, then the configured ones. */
export function hostAllowList(input: AllowListInput): HostName[] {
  const own = new URL(input.origin);
  const port = Number(own.port || defaultPort(input.origin));
  const names = [own.hostname, ...LOOPBACK_NAMES].map((hostname) => ({ hostname, port }));
  const apiHost = input.jsonApi && input.apiHost !== undefined ? parseHostName(input.apiHost) : undefined;
  return [...names, ...input.allowedHosts, ...(apiHost === undefined ? [] : [apiHost])];
}

/** `origin`: the sandbox's own, whose scheme says which port a Host without one means. */
export function isAllowedHost(
  header: string | undefined,
  allowed: readonly HostName[],
  origin: string,
): boolean {
  const host = header === undefined ? undefined : parseHostName(header);
  if (host === undefined) return false;
  const port = host.port ?? defaultPort(origin);
  return allowed.some(
    (name) => name.hostname === host.hostname && (name.port === undefined || name.port === port),
  );
}

/** What the refusal says: which name was refused, and how to add it. */
export function refusedHostMessage(header: string | undefined): string {
  const hostname = header === undefined ? undefined : parseHostName(header)?.hostname;
  if (hostname === undefined) return 'The request has no Host header the sandbox can read.';
  return (
    `The sandbox does not answer for the host "${header}": a page of another site whose name points ` +
    "to this machine must not reach it. To reach the sandbox by this name (a container's name, say), " +
    `start it with --allowed-hosts ${hostname} (or SANDBOX_ALLOWED_HOSTS=${hostname}).`
  );
}
