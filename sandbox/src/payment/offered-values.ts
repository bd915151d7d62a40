import { isValidIban } from '../accounts/iban.js';
import type { ResponsePaymentType } from '../types/aspsp.js';
import type { GenericIdentification, PaymentRequestResource, SchemeName } from '../types/payment.js';
import { isValidAmount } from './amounts.js';
import { wrongParameter, type PaymentProblem } from './payment-problem.js';

/**
 * The values a payment type offers: its currencies (one for all instructions), its
 * charge_bearer_values, its creditor and debtor account schemas (a valid IBAN where the
 * scheme is IBAN), its priority_codes (payment_type_information.instruction_priority), and a
 * reference_number only where reference_number_supported. A list the payment type does not
 * give sets no limit.
 */
export function offeredValuesProblem(
  request: PaymentRequestResource,
  paymentType: ResponsePaymentType,
  label: string,
): PaymentProblem | undefined {
  const transactions = request.credit_transfer_transaction;
  const firstCurrency = transactions[0]?.instructed_amount.currency;
  for (const [index, transaction] of transactions.entries()) {
    const path = `payment_request.credit_transfer_transaction[${index}]`;
    const { currency, amount } = transaction.instructed_amount;
    if (!isValidAmount(amount)) {
      return wrongParameter(
        `${path}.instructed_amount.amount "${amount}" is not a positive decimal with a dot and at most two decimals, such as 12.50.`,
      );
    }
    if (!paymentType.currencies.includes(currency)) {
      return wrongParameter(
        `${path}.instructed_amount.currency ${currency} is not offered: ${label} take ${paymentType.currencies.join(', ')}.`,
      );
    }
    if (currency !== firstCurrency) {
      return wrongParameter(
        `${path}.instructed_amount.currency ${currency} differs from the first instruction's ${String(firstCurrency)}: all instructions of a payment have the same currency.`,
      );
    }
    const account = accountProblem(
      transaction.beneficiary.creditor_account,
      `${path}.beneficiary.creditor_account`,
      paymentType.creditor_account_schemas,
      label,
    );
    if (account) return account;
    if (transaction.reference_number !== undefined && paymentType.reference_number_supported !== true) {
      return wrongParameter(
        `${path}.reference_number is not supported by ${label} (reference_number_supported is false): put the reference in remittance_information.`,
      );
    }
  }
  if (request.debtor_account) {
    const account = accountProblem(
      request.debtor_account,
      'payment_request.debtor_account',
      paymentType.debtor_account_schemas,
      label,
    );
    if (account) return account;
  }
  const chargeBearers = paymentType.charge_bearer_values;
  if (
    request.charge_bearer !== undefined &&
    chargeBearers &&
    !chargeBearers.includes(request.charge_bearer)
  ) {
    return wrongParameter(
      `payment_request.charge_bearer ${request.charge_bearer} is not offered: ${label} take ${chargeBearers.join(', ')} (charge_bearer_values).`,
    );
  }
  const priority = request.payment_type_information?.instruction_priority;
  const priorities = paymentType.priority_codes;
  if (priority !== undefined && priorities && !priorities.includes(priority)) {
    return wrongParameter(
      `payment_request.payment_type_information.instruction_priority ${priority} is not offered: ${label} take ${priorities.join(', ')} (priority_codes).`,
    );
  }
  return undefined;
}

function accountProblem(
  account: GenericIdentification,
  path: string,
  schemas: readonly SchemeName[] | undefined,
  label: string,
): PaymentProblem | undefined {
  if (account.identification.trim() === '') return wrongParameter(`${path}.identification is empty.`);
  if (schemas && !schemas.includes(account.scheme_name)) {
    return wrongParameter(
      `${path}.scheme_name ${account.scheme_name} is not offered: ${label} take ${schemas.join(', ')} accounts.`,
    );
  }
  if (account.scheme_name === 'IBAN' && !isValidIban(account.identification)) {
    return wrongParameter(
      `${path}.identification "${account.identification}" is not a valid IBAN (its check digits do not match).`,
    );
  }
  return undefined;
}
