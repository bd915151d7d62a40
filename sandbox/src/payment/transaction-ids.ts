import { createHash } from 'node:crypto';

/**
 * The transaction_id of a payment's instruction: derived from the payment id and the
 * instruction's position, so it is the same on every GET and unique across payments.
 */
export function transactionId(paymentId: string, index: number): string {
  return createHash('sha256').update(`${paymentId}/${index}`).digest('hex').slice(0, 24).toUpperCase();
}

/** The position of the instruction with that transaction_id, or -1. */
export function transactionIndex(paymentId: string, count: number, id: string): number {
  return Array.from({ length: count }, (_, index) => transactionId(paymentId, index)).indexOf(id);
}
