/**
 * Where a webhook JWT's x5u may point (interface specification, Events): an https URL on the
 * service's domain or one of its subdomains. The sandbox runs on this machine and serves its
 * certificate over plain http, which is accepted only on a loopback host, where no one
 * between the two servers can swap the certificate.
 */
export function x5uProblem(x5u: unknown, serviceDomain: string): string | undefined {
  if (typeof x5u !== 'string' || x5u === '') return 'The JWT header has no x5u.';
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
  if (url.protocol === 'http:' && isLoopback(host)) return undefined;
  return `x5u "${x5u}" must use https (plain http only on a loopback host such as 127.0.0.1).`;
}

export function isLoopback(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127(?:\.\d{1,3}){3}$/.test(hostname);
}
