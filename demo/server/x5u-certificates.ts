import { X509Certificate } from 'node:crypto';

const FETCH_TIMEOUT_MS = 5000;

/**
 * The certificates named by x5u, fetched once each and then kept: the service signs every
 * webhook with the same key. No redirect is followed, so the URL checked is the URL read.
 */
export class X5uCertificates {
  private readonly certificates = new Map<string, Promise<X509Certificate>>();

  get(url: string): Promise<X509Certificate> {
    let certificate = this.certificates.get(url);
    if (!certificate) {
      certificate = fetchCertificate(url);
      // A failure is not kept: the next webhook tries again.
      certificate.catch(() => this.certificates.delete(url));
      this.certificates.set(url, certificate);
    }
    return certificate;
  }
}

async function fetchCertificate(url: string): Promise<X509Certificate> {
  const response = await fetch(url, { redirect: 'error', signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}.`);
  return new X509Certificate(await response.text());
}
