/**
 * Records every fetch the page makes, as the widgets send it: what a test counts when the
 * backend's own log cannot be trusted to hold every attempt (one cut before its connection
 * opened never reaches it; a POST a browser resent on a closed connection reaches it twice).
 * `heldUntil` holds every request (recorded at once) until that promise settles: what a test
 * uses to see the page before any answer can arrive. Always `restore()` in a `finally`.
 */
export interface SentRequest {
  readonly url: string;
  readonly method: string;
  readonly body: string | undefined;
  /** Its headers, names in lowercase. */
  readonly headers: Record<string, string>;
  readonly signal: AbortSignal | undefined;
  /** When it was sent, as performance.now() counts. */
  readonly at: number;
}

export function watchFetch({ heldUntil }: { heldUntil?: Promise<unknown> } = {}): {
  calls: SentRequest[];
  restore: () => void;
} {
  const original = window.fetch;
  const calls: SentRequest[] = [];
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({
      url: String(input instanceof Request ? input.url : input),
      method: init?.method ?? 'GET',
      body: typeof init?.body === 'string' ? init.body : undefined,
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      signal: init?.signal ?? undefined,
      at: performance.now(),
    });
    return heldUntil ? heldUntil.then(() => original(input, init)) : original(input, init);
  };
  return {
    calls,
    restore: () => {
      window.fetch = original;
    },
  };
}
