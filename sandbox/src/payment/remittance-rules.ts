import type { RemittanceInformationLine, ResponsePaymentType } from '../types/aspsp.js';
import type { CreditTransferTransaction } from '../types/payment.js';
import { wrongParameter, type PaymentProblem } from './payment-problem.js';

/**
 * remittance_information against the payment type: required when remittance_information_required;
 * at most as many lines as remittance_information_lines lists (none when it lists none), line i
 * within the i-th entry's min_length and max_length and matching its pattern as a whole.
 * A payment type without remittance_information_lines sets no limit.
 */
export function remittanceProblem(
  transaction: CreditTransferTransaction,
  path: string,
  paymentType: ResponsePaymentType,
  label: string,
): PaymentProblem | undefined {
  const lines = transaction.remittance_information ?? [];
  const field = `${path}.remittance_information`;
  if (paymentType.remittance_information_required === true && lines.every((line) => line.trim() === '')) {
    return wrongParameter(
      `${field} is required: ${label} need remittance information (remittance_information_required).`,
    );
  }
  const allowed = paymentType.remittance_information_lines;
  if (allowed === undefined) return undefined;
  if (lines.length > allowed.length) {
    return wrongParameter(
      `${field} has ${lines.length} lines: ${label} take at most ${allowed.length} (remittance_information_lines).`,
    );
  }
  for (const [index, line] of lines.entries()) {
    const rule = allowed[index];
    const problem = rule && lineProblem(line, rule);
    if (problem) return wrongParameter(`${field}[${index}] ${problem} for ${label}.`);
  }
  return undefined;
}

/** What is wrong with one line, or undefined. */
export function lineProblem(line: string, rule: RemittanceInformationLine): string | undefined {
  const length = [...line].length;
  if (length < rule.min_length)
    return `has ${length} characters, fewer than the min_length ${rule.min_length}`;
  if (length > rule.max_length)
    return `has ${length} characters, more than the max_length ${rule.max_length}`;
  if (rule.pattern !== undefined && !new RegExp(`^(?:${rule.pattern})$`, 'u').test(line)) {
    return `"${line}" does not match the pattern ${rule.pattern}`;
  }
  return undefined;
}
