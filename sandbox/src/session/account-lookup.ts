import type { SessionAccountRecord, SessionRecord } from '../state/session-record.js';

export interface FoundAccount {
  session: SessionRecord;
  account: SessionAccountRecord;
  uid: string;
}

/**
 * The account with this uid in one of the application's sessions, whatever their state;
 * another application's account reads as missing, so nothing leaks.
 */
export function findAccount(
  sessions: Iterable<SessionRecord>,
  applicationId: string,
  uid: string,
): FoundAccount | undefined {
  for (const session of sessions) {
    if (session.authorization.application.id !== applicationId) continue;
    const account = session.accounts.find((candidate) => candidate.resource.uid === uid);
    if (account) return { session, account, uid };
  }
  return undefined;
}
