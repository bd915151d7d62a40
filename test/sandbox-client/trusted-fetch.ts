/**
 * A fetch for https that trusts only the certificate authorities it is given, as a server
 * pinned to its own trust store does: here, the sandbox's CA and nothing else, not even the
 * system's roots. Enough of fetch for this client: a method, headers, a string body, and no
 * redirect followed (a 3xx comes back as it is).
 */
import { request } from 'node:https';

export type Fetch = typeof fetch;

export function fetchTrustingOnly(caPem: string): Fetch {
  return (input, init = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.protocol !== 'https:') return Promise.reject(new Error(`${url.href} is not https.`));
    if (init.body !== undefined && init.body !== null && typeof init.body !== 'string') {
      return Promise.reject(new Error('This fetch sends string bodies only.'));
    }
    const body = init.body ?? undefined;
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    return new Promise<Response>((resolve, reject) => {
      const outgoing = request(
        url,
        { method: init.method ?? 'GET', headers, ca: caPem, agent: false },
        (incoming) => {
          const chunks: Buffer[] = [];
          incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
          incoming.on('error', reject);
          incoming.on('end', () => {
            const status = incoming.statusCode ?? 500;
            const answer = new Headers();
            for (const [name, value] of Object.entries(incoming.headers)) {
              for (const each of Array.isArray(value) ? value : [value ?? '']) answer.append(name, each);
            }
            const noBody = status === 204 || status === 304;
            resolve(new Response(noBody ? null : Buffer.concat(chunks), { status, headers: answer }));
          });
        },
      );
      outgoing.on('error', reject);
      outgoing.end(body);
    });
  };
}
