/**
 * A signal for one fetch that must not wait forever: it aborts after `ms`, or as soon as the
 * caller's own signal does. `end()` once the fetch has settled, so no timer outlives it.
 */
export interface TimeLimit {
  readonly signal: AbortSignal;
  end(): void;
}

export function timeLimit(ms: number, caller?: AbortSignal): TimeLimit {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), ms);
  const abortOnCaller = () => controller.abort();
  if (caller?.aborted) abortOnCaller();
  caller?.addEventListener('abort', abortOnCaller);
  return {
    signal: controller.signal,
    end() {
      clearTimeout(timer);
      caller?.removeEventListener('abort', abortOnCaller);
    },
  };
}
