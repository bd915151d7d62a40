/** A demo endpoint's own refusal (not the JSON API's): a bad request or an unknown journey. */
export class DemoError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    message: string,
  ) {
    super(message);
    this.name = 'DemoError';
  }
}

export function badRequest(message: string): DemoError {
  return new DemoError(400, 'DEMO_BAD_REQUEST', message);
}
