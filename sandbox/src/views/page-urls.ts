import type { AttemptRecord } from '../state/records.js';

/** The pages the backend serves for an attempt, by service. */
const PATH_SEGMENT = { AIS: 'authorizations', PIS: 'payments' } as const;

/** Where the PSU is sent to authorise: the hosted auth flow page. */
export function hostedPageUrl(attempt: Pick<AttemptRecord, 'service' | 'id'>, origin: string): string {
  return `${origin}/auth/${PATH_SEGMENT[attempt.service]}/${attempt.id}`;
}

/** The simulated bank login page of the redirect step. */
export function sandboxBankUrl(attempt: Pick<AttemptRecord, 'service' | 'id'>, origin: string): string {
  return `${origin}/sandbox-bank/${PATH_SEGMENT[attempt.service]}/${attempt.id}`;
}
