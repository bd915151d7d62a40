/** The pages' client of the demo application's server side (`/demo-api/*` on the demo's own origin). */
import type { ApiCall, DemoApiFailure, DemoConfig } from '../common/demo-api-contract.js';

export class DemoApiError extends Error {
  constructor(
    readonly error: string,
    message: string,
    readonly calls: ApiCall[],
  ) {
    super(message);
    this.name = 'DemoApiError';
  }
}

/** GET without a body, POST with one. Throws a DemoApiError with the server's message. */
export async function demoApi<T>(path: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/demo-api${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: body === undefined ? { Accept: 'application/json' } : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      cache: 'no-store',
    });
  } catch {
    throw new DemoApiError(
      'NETWORK_ERROR',
      'The demo server could not be reached. Is `npm run demo` running?',
      [],
    );
  }
  const data = (await response.json().catch(() => undefined)) as unknown;
  if (response.ok) return data as T;
  const failure = data as Partial<DemoApiFailure> | undefined;
  throw new DemoApiError(
    failure?.error ?? `HTTP_${response.status}`,
    failure?.message ?? `The demo server answered ${response.status}.`,
    failure?.calls ?? [],
  );
}

let config: Promise<DemoConfig> | undefined;

/** The origins and applications, asked once per page. */
export function demoConfig(): Promise<DemoConfig> {
  config ??= demoApi<DemoConfig>('/config');
  return config;
}

/** The text to show for a failure of anything the page did. */
export function failureText(error: unknown): string {
  if (error instanceof DemoApiError) return `${error.message} (${error.error})`;
  return error instanceof Error ? error.message : String(error);
}
