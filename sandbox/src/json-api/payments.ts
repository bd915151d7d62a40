import { findPaymentType } from '../catalogue/aspsp-support.js';
import { apiError } from '../http/error-status.js';
import { bankReachabilityProblem } from '../payment/bank-reachability.js';
import { decideDeletion, decideSubmission } from '../payment/payment-decisions.js';
import { paymentState } from '../payment/payment-status.js';
import { writeSuccessResponse } from '../resources/api-resources.js';
import {
  writeCreatePaymentResponse,
  writeGetPaymentResponse,
  writeGetPaymentTransactionResponse,
  writeSubmitPaymentResponse,
} from '../resources/payment-resources.js';
import { transactionIndex } from '../payment/transaction-ids.js';
import { creationContext, type ApiReply, type BackendContext } from '../request/context.js';
import { jsonBody } from '../request/request-body.js';
import { addPayment } from '../attempts/add-attempt.js';
import type { PaymentRecord } from '../state/records.js';
import type { ApplicationConfig } from '../types/application.js';
import type { CreatePaymentResponse } from '../types/payment.js';
import { hostedPageUrl } from '../views/page-urls.js';
import { paymentTransactionView, paymentView, submittedPaymentView } from '../views/payment-view.js';
import { createPaymentRequest } from './create-payment-request.js';
import { withInputErrors } from './input-errors.js';
import type { JsonApiRequest } from './json-api-request.js';
import { requireObject } from './json-fields.js';
import { ownPayment } from './own-resources.js';
import { requireActive, requireService } from './permissions.js';

/** POST /payments: the same payment as createPayment; `url` is its hosted page. */
export function createPayment(context: BackendContext, request: JsonApiRequest): ApiReply {
  const application = request.application;
  requireActive(application);
  requireService(application, 'PIS');
  const { input, webhook_url } = createPaymentRequest(jsonBody(request), application.key);
  if (webhook_url !== undefined && !isWhitelistedWebhook(application, webhook_url)) {
    throw apiError(
      'WEBHOOK_URI_NOT_ALLOWED',
      `webhook_url "${webhook_url}" is not on an origin whitelisted for the application.`,
    );
  }
  const payment = withInputErrors(() => addPayment(context.store, input, creationContext(context)));
  // The webhook dispatcher (webhooks/webhook-dispatcher.ts) watches the payments that have one.
  if (webhook_url !== undefined) payment.webhook_url = webhook_url;
  const body: CreatePaymentResponse = {
    payment_id: payment.id,
    status: paymentState(payment, context.now()).status,
    url: hostedPageUrl(payment, context.origin),
    psu_id_hash: payment.psu_id_hash,
  };
  return { status: 200, body: writeCreatePaymentResponse(body) };
}

/** GET /payments/{payment_id}: the status as the bank reports it now, if the bank can be asked. */
export function getPayment(context: BackendContext, request: JsonApiRequest, id: string): ApiReply {
  const payment = ownPayment(context, request, id);
  const now = context.now();
  requireReachableBank(payment, now);
  return { status: 200, body: writeGetPaymentResponse(paymentView(payment, now)) };
}

/** POST /payments/{payment_id}/submit, with no body or an empty object: submits a deferred payment. */
export function submitPayment(context: BackendContext, request: JsonApiRequest, id: string): ApiReply {
  const payment = ownPayment(context, request, id);
  if (request.body.kind !== 'none') requireObject(jsonBody(request), 'The body');
  const paymentType = findPaymentType(payment.aspsp, payment.psu_type, payment.payment_type);
  const now = context.now();
  const decision = decideSubmission(payment, paymentType, now);
  if (!decision.accepted) throw apiError(decision.error, decision.message);
  payment.submitted_at ??= now;
  return { status: 200, body: writeSubmitPaymentResponse(submittedPaymentView(payment, now)) };
}

/** DELETE /payments/{payment_id}: only a finalised or cancelled payment. */
export function deletePayment(context: BackendContext, request: JsonApiRequest, id: string): ApiReply {
  const payment = ownPayment(context, request, id);
  const decision = decideDeletion(payment, context.now());
  if (!decision.accepted) throw apiError(decision.error, decision.message);
  // A status that became final since the dispatcher's last look is still owed its webhook.
  context.triggerDueWebhooks();
  context.store.payments.delete(payment.id);
  return { status: 200, body: writeSuccessResponse({ message: `The payment ${payment.id} is deleted.` }) };
}

function isWhitelistedWebhook(application: ApplicationConfig, webhookUrl: string): boolean {
  try {
    const url = new URL(webhookUrl);
    return (
      (url.protocol === 'https:' || url.protocol === 'http:') &&
      application.webhook_origins.includes(url.origin)
    );
  } catch {
    return false;
  }
}

/**
 * GET /payments/{payment_id}/transactions/{transaction_id}: one instruction of the payment,
 * by the transaction_id that GET /payments/{payment_id} shows in payment_details.
 */
export function getPaymentTransaction(
  context: BackendContext,
  request: JsonApiRequest,
  id: string,
  transactionId: string,
): ApiReply {
  const payment = ownPayment(context, request, id);
  const now = context.now();
  const count = payment.payment_request.credit_transfer_transaction.length;
  const view = paymentTransactionView(payment, transactionIndex(payment.id, count, transactionId), now);
  if (!view) {
    throw apiError(
      'TRANSACTION_DOES_NOT_EXIST',
      `The payment ${payment.id} has no transaction ${transactionId}: use a transaction_id from payment_details.credit_transfer_transaction of GET /payments/${payment.id}.`,
    );
  }
  requireReachableBank(payment, now);
  return { status: 200, body: writeGetPaymentTransactionResponse(view) };
}

function requireReachableBank(payment: PaymentRecord, now: number): void {
  const problem = bankReachabilityProblem(payment, now);
  if (problem) throw apiError(problem.error, problem.message);
}
