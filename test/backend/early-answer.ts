/**
 * A request that announces a large body and sends only its first bytes. The answer must come
 * before the rest: a server that reads the body first never answers it.
 */
import { connect } from 'node:net';

export interface AnnouncedBody {
  method?: string;
  /** The path with its query. */
  path: string;
  headers?: Record<string, string>;
  /** The Content-Length announced. */
  length: number;
}

export interface EarlyAnswer {
  status: number;
  /** Header names in lower case. */
  headers: Record<string, string>;
  json: unknown;
}

const SENT_BYTES = 16 * 1024;

export function answerBeforeBody(
  origin: string,
  request: AnnouncedBody,
  timeoutMs = 5000,
): Promise<EarlyAnswer> {
  const { hostname, port, host } = new URL(origin);
  const head = [
    `${request.method ?? 'POST'} ${request.path} HTTP/1.1`,
    `Host: ${host}`,
    `Content-Length: ${request.length}`,
    ...Object.entries(request.headers ?? {}).map(([name, value]) => `${name}: ${value}`),
    '',
    '',
  ].join('\r\n');
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`No answer within ${timeoutMs} ms while the announced body was not sent.`));
    }, timeoutMs);
    let received = Buffer.alloc(0);
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      const answer = parseAnswer(received);
      if (answer === undefined) return;
      clearTimeout(timer);
      socket.destroy();
      resolve(answer);
    });
    socket.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    socket.write(head);
    socket.write(Buffer.alloc(Math.min(SENT_BYTES, request.length), 0x20));
  });
}

/** The whole answer once its head and Content-Length bytes of body have arrived. */
function parseAnswer(bytes: Buffer): EarlyAnswer | undefined {
  const end = bytes.indexOf('\r\n\r\n');
  if (end < 0) return undefined;
  const [statusLine = '', ...lines] = bytes.subarray(0, end).toString('latin1').split('\r\n');
  const headers = Object.fromEntries(
    lines.map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
    }),
  );
  const body = bytes.subarray(end + 4);
  if (body.length < Number(headers['content-length'] ?? 0)) return undefined;
  const text = body.toString('utf8');
  return { status: Number(statusLine.split(' ')[1]), headers, json: parseJson(text) };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
