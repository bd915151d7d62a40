import { paymentState } from '../payment/payment-status.js';
import type { PaymentRecord } from '../state/records.js';
import type { GetPaymentResponse, SubmitPaymentResponse } from '../types/payment.js';

/** GET /payments/{id}. */
export function paymentView(payment: PaymentRecord, now: number): GetPaymentResponse {
  const state = paymentState(payment, now);
  return {
    payment_id: payment.id,
    status: state.status,
    payment_details: payment.payment_request,
    payment_type: payment.payment_type,
    aspsp: { name: payment.aspsp.name, country: payment.aspsp.country },
    final_status: state.final_status,
    status_reason_information: state.status_reason_information,
    psu_id_hash: payment.psu_id_hash,
  };
}

/** POST /payments/{id}/submit. */
export function submittedPaymentView(payment: PaymentRecord, now: number): SubmitPaymentResponse {
  const state = paymentState(payment, now);
  return {
    payment_id: payment.id,
    status: state.status,
    final_status: state.final_status,
    status_reason_information: state.status_reason_information,
  };
}
