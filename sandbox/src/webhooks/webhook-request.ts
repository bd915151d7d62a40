/**
 * One attempt to deliver a webhook: a POST that waits for the receiver's status (a final one,
 * or 102 Processing) at most `timeoutMs` of real time. Redirects are never followed: a 3xx is
 * an answer like any other, and not an acknowledgement. Never rejects.
 */
import { request as httpRequest, type ClientRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { performance } from 'node:perf_hooks';

export interface AttemptResult {
  /** The HTTP status the receiver answered; undefined when there was no answer. */
  status?: number;
  /** Why there was no answer: a network error or the timeout. */
  error?: string;
  /** Real milliseconds from sending to the status (or to the failure). */
  durationMs: number;
}

export interface WebhookRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
  /** Aborts the attempt when the sandbox stops or is reset. */
  signal: AbortSignal;
}

export function sendWebhookRequest(input: WebhookRequest): Promise<AttemptResult> {
  const started = performance.now();
  return new Promise((resolve) => {
    let request: ClientRequest | undefined;
    let settled = false;
    const finish = (result: Omit<AttemptResult, 'durationMs'>): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      input.signal.removeEventListener('abort', onAbort);
      // The status is all that counts: the rest of the answer is not waited for.
      request?.destroy();
      resolve({ ...result, durationMs: Math.round(performance.now() - started) });
    };
    const onAbort = (): void => finish({ error: 'Not sent to the end: the sandbox stopped or was reset.' });
    const timer = setTimeout(
      () => finish({ error: `No answer within ${formatSeconds(input.timeoutMs)} s.` }),
      input.timeoutMs,
    );
    timer.unref();
    if (input.signal.aborted) return onAbort();
    input.signal.addEventListener('abort', onAbort);

    let url: URL;
    try {
      url = new URL(input.url);
    } catch {
      return finish({ error: `"${input.url}" is not a URL.` });
    }
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    try {
      request = send(url, {
        method: 'POST',
        headers: { ...input.headers, 'Content-Length': String(Buffer.byteLength(input.body)) },
        // A connection per attempt: nothing pooled outlives the sandbox.
        agent: false,
      });
    } catch (error) {
      return finish({ error: describeError(error) });
    }
    request.on('information', (info: { statusCode: number }) => {
      if (info.statusCode === 102) finish({ status: 102 });
    });
    request.on('response', (response: IncomingMessage) => {
      // Destroying the request cuts the body short, which the response reports as an error.
      response.on('error', () => undefined);
      response.resume();
      finish({ status: response.statusCode ?? 0 });
    });
    request.on('error', (error) => finish({ error: describeError(error) }));
    request.end(input.body);
  });
}

function describeError(error: unknown): string {
  if (error instanceof Error) {
    const code = 'code' in error && typeof error.code === 'string' ? `${error.code}: ` : '';
    return `${code}${error.message}`;
  }
  return String(error);
}

function formatSeconds(ms: number): string {
  return String(Math.round(ms / 100) / 10);
}
