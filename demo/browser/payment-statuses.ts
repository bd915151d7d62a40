/** PaymentStatus codes in plain words (the interface specification's list). */
export const PAYMENT_STATUS_TEXT: Readonly<Record<string, string>> = {
  ACCC: 'Settlement on the creditor’s account completed',
  ACCP: 'Customer profile check passed',
  ACCR: 'Cancellation accepted',
  ACPT: 'Accepted',
  ACSC: 'Settlement on the debtor’s account completed',
  ACSP: 'Settlement in process',
  ACTC: 'Technical validation passed',
  ACWC: 'Accepted with change',
  ACWP: 'Accepted without posting',
  CNCL: 'Cancelled',
  NULL: 'No cancellation process',
  PACR: 'Cancellation partially accepted',
  PART: 'Partially accepted',
  PDCR: 'Cancellation pending',
  PDNG: 'Pending',
  RCVD: 'Received',
  RJCR: 'Cancellation rejected',
  RJCT: 'Rejected',
};

export function paymentStatusText(status: string): string {
  const meaning = PAYMENT_STATUS_TEXT[status];
  return meaning ? `${status}: ${meaning}` : status;
}
