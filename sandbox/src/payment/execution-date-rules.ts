import type { ResponsePaymentType } from '../types/aspsp.js';
import type { CreditTransferTransaction } from '../types/payment.js';
import { dayOf, isoDate, parseIsoDate } from '../clock/calendar-day.js';
import { wrongParameter, type PaymentProblem } from './payment-problem.js';

/**
 * requested_execution_date against the payment type, on the sandbox clock's UTC day `today`:
 * only where requested_execution_date_supported; not before today; at most
 * requested_execution_date_max_period days after today (the sandbox reads the period in days).
 */
export function executionDateProblem(
  transaction: CreditTransferTransaction,
  path: string,
  paymentType: ResponsePaymentType,
  label: string,
  now: number,
): PaymentProblem | undefined {
  const date = transaction.requested_execution_date;
  if (date === undefined) return undefined;
  const field = `${path}.requested_execution_date`;
  const day = parseIsoDate(date);
  if (day === undefined) return wrongParameter(`${field} must be a date YYYY-MM-DD, not "${date}".`);
  if (paymentType.requested_execution_date_supported !== true) {
    return wrongParameter(
      `${field} is not supported by ${label} (requested_execution_date_supported is false): leave it out.`,
    );
  }
  const today = dayOf(now);
  if (day < today) {
    return wrongParameter(`${field} ${date} is in the past: today is ${isoDate(today)} (UTC).`);
  }
  const period = paymentType.requested_execution_date_max_period;
  if (period !== undefined && day > today + period) {
    return wrongParameter(
      `${field} ${date} is too far ahead: ${label} take dates up to ${period} days from today, ${isoDate(today + period)} (requested_execution_date_max_period).`,
    );
  }
  return undefined;
}
