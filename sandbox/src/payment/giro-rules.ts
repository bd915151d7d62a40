import type { CreditTransferTransaction, PaymentType } from '../types/payment.js';
import { wrongParameter, type PaymentProblem } from './payment-problem.js';

const GIRO_TYPES: readonly PaymentType[] = ['DOMESTIC_SE_GIRO', 'BULK_DOMESTIC_SE_GIRO'];

/**
 * A Swedish giro payment's numbers, as Bankgirot and Plusgirot check them: the creditor's
 * Bankgiro (7 or 8 digits, such as 5050-1055) or Plusgiro number (2 to 8 digits, such as
 * 4711-8), and an OCR reference_number (2 to 25 digits), each ending in a mod-10 (Luhn) check
 * digit. Spaces and hyphens are layout.
 */
export function giroProblem(
  transaction: CreditTransferTransaction,
  path: string,
  paymentType: PaymentType,
): PaymentProblem | undefined {
  if (!GIRO_TYPES.includes(paymentType)) return undefined;
  const account = transaction.beneficiary.creditor_account.identification;
  if (!isCheckedNumber(account, 2, 8)) {
    return wrongParameter(
      `${path}.beneficiary.creditor_account.identification "${account}" is not a Bankgiro or Plusgiro number: 2 to 8 digits ending in a mod-10 check digit, such as 5050-1055.`,
    );
  }
  const reference = transaction.reference_number;
  if (reference !== undefined && !isCheckedNumber(reference, 2, 25)) {
    return wrongParameter(
      `${path}.reference_number "${reference}" is not an OCR reference: 2 to 25 digits ending in a mod-10 check digit.`,
    );
  }
  return undefined;
}

function isCheckedNumber(text: string, minDigits: number, maxDigits: number): boolean {
  const digits = text.replace(/[\s-]/g, '');
  return (
    /^\d+$/.test(digits) &&
    digits.length >= minDigits &&
    digits.length <= maxDigits &&
    hasLuhnCheckDigit(digits)
  );
}

/** The mod-10 (Luhn) check: every second digit from the right doubled, the sum a multiple of 10. */
export function hasLuhnCheckDigit(digits: string): boolean {
  let sum = 0;
  for (const [position, character] of [...digits].reverse().entries()) {
    const digit = Number(character);
    const weighted = position % 2 === 1 ? digit * 2 : digit;
    sum += weighted > 9 ? weighted - 9 : weighted;
  }
  return sum % 10 === 0;
}
