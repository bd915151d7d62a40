import { findPaymentType } from '../catalogue/aspsp-support.js';
import { apiError } from '../http/error-status.js';
import { decideDeletion, decideSubmission } from '../payment/payment-decisions.js';
import { paymentState } from '../payment/payment-status.js';
import { creationContext, type ApiReply, type BackendContext } from '../routes/context.js';
import { jsonBody } from '../routes/request-body.js';
import { addPayment } from '../state/add-attempt.js';
import type { ApplicationConfig } from '../types/application.js';
import type { CreatePaymentResponse } from '../types/payment.js';
import { hostedPageUrl } from '../views/page-urls.js';
import { paymentView, submittedPaymentView } from '../views/payment-view.js';
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
  const body: CreatePaymentResponse = {
    payment_id: payment.id,
    status: paymentState(payment, context.now()).status,
    url: hostedPageUrl(payment, context.origin),
    psu_id_hash: payment.psu_id_hash,
  };
  return { status: 200, body };
}

/** GET /payments/{payment_id} */
export function getPayment(context: BackendContext, request: JsonApiRequest, id: string): ApiReply {
  return { status: 200, body: paymentView(ownPayment(context, request, id), context.now()) };
}

/** POST /payments/{payment_id}/submit, with no body or an empty object: submits a deferred payment. */
export function submitPayment(context: BackendContext, request: JsonApiRequest, id: string): ApiReply {
  const payment = ownPayment(context, request, id);
  if (request.body.kind !== 'none') requireObject(jsonBody(request), 'The body');
  const paymentType = findPaymentType(payment.aspsp, payment.psu_type, payment.payment_type);
  const decision = decideSubmission(payment, paymentType);
  if (!decision.accepted) throw apiError(decision.error, decision.message);
  const now = context.now();
  payment.submitted_at ??= now;
  return { status: 200, body: submittedPaymentView(payment, now) };
}

/** DELETE /payments/{payment_id}: only a finalised or cancelled payment. */
export function deletePayment(context: BackendContext, request: JsonApiRequest, id: string): ApiReply {
  const payment = ownPayment(context, request, id);
  const decision = decideDeletion(payment, context.now());
  if (!decision.accepted) throw apiError(decision.error, decision.message);
  context.store.payments.delete(payment.id);
  return { status: 200, body: { message: `The payment ${payment.id} is deleted.` } };
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

/** GET /payments/{payment_id}/transactions/{transaction_id}: placeholder until bulk payments land. */
export function getPaymentTransaction(
  context: BackendContext,
  request: JsonApiRequest,
  id: string,
  transactionId: string,
): ApiReply {
  ownPayment(context, request, id);
  throw apiError('TRANSACTION_DOES_NOT_EXIST', `The payment ${id} has no transaction ${transactionId}.`);
}
