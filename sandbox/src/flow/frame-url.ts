/**
 * Where the sandbox shows a credentials step itself, for an application whose credentials
 * steps are framed (widget-api.md, section 5b): the `frame` of the step, and its page's paths.
 */
import type { AttemptRecord } from '../state/records.js';
import type { CredentialsFrame } from '../types/flow.js';

export const CREDENTIALS_FRAME_PREFIX = '/auth/credentials-frame';

const PATH_SEGMENT = { AIS: 'authorizations', PIS: 'payments' } as const;

/** The page, its script and its stylesheet. */
export function isCredentialsFramePath(path: string): boolean {
  return path.startsWith(`${CREDENTIALS_FRAME_PREFIX}/`);
}

/** `/authorizations/{id}` or `/payments/{id}`: the attempt in the frame's paths and in the flow API's. */
export function attemptPath(attempt: Pick<AttemptRecord, 'service' | 'id'>): string {
  return `/${PATH_SEGMENT[attempt.service]}/${attempt.id}`;
}

/** The step's `frame`, or undefined when the application has the PSU type credentials on its own page. */
export function credentialsFrameOf(
  attempt: Pick<AttemptRecord, 'service' | 'id' | 'application'>,
  origin: string,
): CredentialsFrame | undefined {
  if (!attempt.application.credentials_frame) return undefined;
  return { url: `${origin}${CREDENTIALS_FRAME_PREFIX}${attemptPath(attempt)}` };
}
