/** One HTTP request with a Host header of the test's choosing, which fetch does not let one set. */
import { request, type IncomingHttpHeaders } from 'node:http';

export interface RawRequest {
  method?: string;
  /** The Host header; default the URL's host. */
  host?: string;
  headers?: Record<string, string>;
  /** Sent with Content-Type application/json unless the headers give one or `untyped` is set. */
  body?: string;
  /** Sends the body with no Content-Type header at all, as some clients of the service do. */
  untyped?: boolean;
  /** The loopback address the request leaves from, so that 127.0.0.2 can play another machine. */
  localAddress?: string;
}

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
  /** The parsed body; undefined when it is not JSON. */
  json: unknown;
}

export function rawRequest(url: string | URL, options: RawRequest = {}): Promise<RawAnswer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.host !== undefined) headers.Host = options.host;
  if (options.body !== undefined) {
    if (options.untyped !== true) headers['Content-Type'] ??= 'application/json';
    headers['Content-Length'] = String(Buffer.byteLength(options.body));
  }
  return new Promise((resolve, reject) => {
    const { method = 'GET', localAddress } = options;
    const outgoing = request(url, { method, headers, localAddress }, (incoming) => {
      let text = '';
      incoming.setEncoding('utf8');
      incoming.on('data', (chunk: string) => (text += chunk));
      incoming.on('end', () =>
        resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, text, json: parseJson(text) }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end(options.body);
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
