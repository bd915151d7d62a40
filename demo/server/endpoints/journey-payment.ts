import type { PaymentResult, SubmitResult } from '../../common/demo-api-contract.js';
import type { GetPaymentResponse, SubmitPaymentResponse } from '../../common/json-api-types.js';
import { DemoError } from '../demo-error.js';
import type { JsonApiClient } from '../json-api-client.js';
import { publicJourney, type JourneyRecord } from '../journeys.js';

/** GET /demo-api/journeys/{state}/payment: GET /payments/{payment_id}. */
export async function journeyPayment(
  api: JsonApiClient,
  journey: JourneyRecord,
): Promise<Omit<PaymentResult, 'calls'>> {
  const paymentId = requirePayment(journey);
  const payment = await api.request<GetPaymentResponse>(
    journey.application.key,
    'GET',
    paymentPath(paymentId),
  );
  return { journey: publicJourney(journey), payment, webhooks: journey.webhooks ?? [] };
}

/**
 * POST /demo-api/journeys/{state}/submit: POST /payments/{payment_id}/submit for a deferred
 * payment the PSU has authorised, then GET /payments/{payment_id} for the whole picture.
 */
export async function submitJourneyPayment(
  api: JsonApiClient,
  journey: JourneyRecord,
): Promise<Omit<SubmitResult, 'calls'>> {
  const paymentId = requirePayment(journey);
  const application = journey.application.key;
  const submitted = await api.request<SubmitPaymentResponse>(
    application,
    'POST',
    `${paymentPath(paymentId)}/submit`,
    {},
  );
  journey.submitted = true;
  const payment = await api.request<GetPaymentResponse>(application, 'GET', paymentPath(paymentId));
  return { journey: publicJourney(journey), payment, webhooks: journey.webhooks ?? [], submitted };
}

function requirePayment(journey: JourneyRecord): string {
  if (journey.service !== 'PIS' || journey.paymentId === undefined) {
    throw new DemoError(409, 'DEMO_WRONG_JOURNEY', 'This journey is not a payment.');
  }
  return journey.paymentId;
}

function paymentPath(paymentId: string): string {
  return `/payments/${encodeURIComponent(paymentId)}`;
}
