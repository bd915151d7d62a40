import type { ResponsePaymentType } from '../types/aspsp.js';
import type { CreditTransferTransaction, PaymentRequestResource } from '../types/payment.js';
import { wrongParameter, type PaymentProblem } from './payment-problem.js';

type RequiredFlag = Extract<keyof ResponsePaymentType, `${string}_required`>;

/** A field a `*_required` flag asks for, and whether a request has it. */
interface Requirement<T> {
  flag: RequiredFlag;
  field: string;
  present(value: T): boolean;
}

const filled = (text: string | undefined): boolean => text !== undefined && text.trim() !== '';

/** The flags that concern each instruction (remittance_information_required: remittance-rules.ts). */
const INSTRUCTION_REQUIREMENTS: readonly Requirement<CreditTransferTransaction>[] = [
  {
    flag: 'creditor_name_required',
    field: 'beneficiary.creditor.name',
    present: (t) => filled(t.beneficiary.creditor?.name),
  },
  {
    flag: 'creditor_country_required',
    field: 'beneficiary.creditor.postal_address.country',
    present: (t) => filled(t.beneficiary.creditor?.postal_address?.country),
  },
  {
    flag: 'creditor_postal_address_required',
    field: 'beneficiary.creditor.postal_address (a country and a town_name or address_line)',
    present: (t) => {
      const address = t.beneficiary.creditor?.postal_address;
      return (
        filled(address?.country) &&
        (filled(address?.town_name) || (address?.address_line ?? []).some((line) => filled(line)))
      );
    },
  },
  {
    flag: 'creditor_agent_bic_fi_required',
    field: 'beneficiary.creditor_agent.bic_fi',
    present: (t) => filled(t.beneficiary.creditor_agent?.bic_fi),
  },
  {
    flag: 'creditor_agent_clearing_system_member_id_required',
    field: 'beneficiary.creditor_agent.clearing_system_member_id.member_id',
    present: (t) => filled(t.beneficiary.creditor_agent?.clearing_system_member_id?.member_id),
  },
  {
    flag: 'regulatory_reporting_code_required',
    field: 'regulatory_reporting[].details.code',
    present: (t) => (t.regulatory_reporting ?? []).some((report) => filled(report.details?.code)),
  },
];

/** The flags that concern the payment as a whole. */
const PAYMENT_REQUIREMENTS: readonly Requirement<PaymentRequestResource>[] = [
  {
    flag: 'debtor_account_required',
    field: 'debtor_account',
    present: (r) => r.debtor_account !== undefined,
  },
  {
    flag: 'debtor_contact_email_required',
    field: 'debtor.contact_details.email_address',
    present: (r) => filled(r.debtor?.contact_details?.email_address),
  },
  {
    flag: 'debtor_contact_phone_required',
    field: 'debtor.contact_details.phone_number',
    present: (r) => filled(r.debtor?.contact_details?.phone_number),
  },
  { flag: 'debtor_currency_required', field: 'debtor_currency', present: (r) => filled(r.debtor_currency) },
];

/** The first field that a `*_required` flag of the payment type asks for and the request lacks. */
export function requiredFieldProblem(
  request: PaymentRequestResource,
  paymentType: ResponsePaymentType,
  label: string,
): PaymentProblem | undefined {
  const missing = (field: string, flag: RequiredFlag) =>
    wrongParameter(`${field} is required: ${label} set ${flag}.`);
  for (const requirement of PAYMENT_REQUIREMENTS) {
    if (paymentType[requirement.flag] === true && !requirement.present(request)) {
      return missing(`payment_request.${requirement.field}`, requirement.flag);
    }
  }
  for (const [index, transaction] of request.credit_transfer_transaction.entries()) {
    for (const requirement of INSTRUCTION_REQUIREMENTS) {
      if (paymentType[requirement.flag] === true && !requirement.present(transaction)) {
        return missing(
          `payment_request.credit_transfer_transaction[${index}].${requirement.field}`,
          requirement.flag,
        );
      }
    }
  }
  return undefined;
}
