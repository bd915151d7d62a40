import { createHash, randomUUID } from 'node:crypto';

/**
 * The psu_id_hash of an authorisation, payment and session. Only a hash of the
 * application's PSU id is kept; it includes the application id, so one PSU id gives
 * different hashes in different applications, and it is random-based without a PSU id.
 * Written as the service writes it: 64 lowercase hex characters.
 */
export function psuIdHash(applicationId: string, psuId: string | undefined): string {
  return createHash('sha256')
    .update(`${applicationId}\n${psuId ?? randomUUID()}`)
    .digest('hex');
}
