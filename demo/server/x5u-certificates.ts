import { X509Certificate } from 'node:crypto';

const FETCH_TIMEOUT_MS = 5000;

/**
 * The webhook signing certificate at the pinned x5u, fetched once and then kept: the service
 * signs every webhook with the same key. It reads no other URL, whatever a webhook names, and
 * follows no redirect, so the URL configured is the URL read.
 */
export class PinnedCertificate {
  private certificate: Promise<X509Certificate> | undefined;

  constructor(readonly url: string) {}

  get(): Promise<X509Certificate> {
    if (!this.certificate) {
      const fetched = fetchCertificate(this.url);
      // A failure is not kept: the next webhook tries again.
      fetched.catch(() => {
        if (this.certificate === fetched) this.certificate = undefined;
      });
      this.certificate = fetched;
    }
    return this.certificate;
  }
}

async function fetchCertificate(url: string): Promise<X509Certificate> {
  const response = await fetch(url, { redirect: 'error', signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}.`);
  return new X509Certificate(await response.text());
}
