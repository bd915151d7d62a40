import type { PaymentRequestResource } from '../types/payment.js';

/** A one-transaction SEPA payment that every SEPA-capable sandbox ASPSP accepts; for tests and the demo. */
export function samplePaymentRequest(): PaymentRequestResource {
  return {
    credit_transfer_transaction: [
      {
        instructed_amount: { currency: 'EUR', amount: '12.50' },
        beneficiary: {
          creditor: { name: 'Demo Shop Oy' },
          creditor_account: { identification: 'FI2112345600000785', scheme_name: 'IBAN' },
        },
        remittance_information: ['Order 1234'],
      },
    ],
  };
}
