/**
 * Which certificate URL an application may pin for the payment status webhook (interface
 * specification, Events): an https URL on the service's domain or one of its subdomains.
 * Checked once, on the configured URL when the server starts: a webhook's own x5u is only
 * ever compared with the pinned URL, never judged by this rule, and never fetched.
 */
export function x5uProblem(x5u: unknown, serviceDomain: string): string | undefined {
  if (typeof x5u !== 'string' || x5u === '') return 'There is no x5u.';
  let url: URL;
  try {
    url = new URL(x5u);
  } catch {
    return `x5u "${x5u}" is not a URL.`;
  }
  const host = url.hostname.toLowerCase();
  if (url.protocol === 'https:') {
    const domain = serviceDomain.toLowerCase();
    if (host === domain || host.endsWith(`.${domain}`)) return undefined;
    return `x5u "${x5u}" is not on ${serviceDomain} or a subdomain of it.`;
  }
  // Sandbox only: the local sandbox serves its certificate over plain http on this machine.
  // A production configuration never needs this branch.
  if (url.protocol === 'http:' && isLoopback(host)) return undefined;
  return `x5u "${x5u}" must use https (plain http only on a loopback host such as 127.0.0.1).`;
}

export function isLoopback(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127(?:\.\d{1,3}){3}$/.test(hostname);
}
