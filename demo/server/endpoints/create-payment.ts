import type { CreatePaymentRequest, CreatePaymentResult } from '../../common/demo-api-contract.js';
import type { CreatePaymentResponse } from '../../common/json-api-types.js';
import { callbackUrl, type DemoContext } from '../demo-context.js';
import { badRequest } from '../demo-error.js';
import type { JsonApiClient } from '../json-api-client.js';
import { choosePaymentType } from '../payment-type-choice.js';
import { webhookUrl } from '../webhook-receiver.js';
import { findAspsp } from './find-aspsp.js';

/**
 * POST /demo-api/payments: the PIS journey's POST /payments, one credit transfer of the
 * form's amount to its creditor, as the payment type the ASPSP offers for that currency.
 */
export async function createPayment(
  context: DemoContext,
  api: JsonApiClient,
  input: CreatePaymentRequest,
): Promise<Omit<CreatePaymentResult, 'calls'>> {
  const application = await context.applications.get(api, input.application);
  const aspsp = await findAspsp(api, input.application, input.aspsp, input.psuType, 'PIS');
  const choice = choosePaymentType(
    aspsp.payments ?? [],
    input.psuType,
    input.currency,
    input.deferSubmission,
  );
  if (choice.paymentType === undefined) {
    const { lacking } = choice;
    throw badRequest(
      lacking.length === 0
        ? `${aspsp.name} takes no payments in ${input.currency} from ${input.psuType} PSUs.`
        : `${aspsp.name} takes payments in ${input.currency} from ${input.psuType} PSUs only with ` +
            `${lacking.join(', ').replace(/_required/g, '')}, which this demo's form does not ask for. Pick another bank.`,
    );
  }
  const { paymentType } = choice;
  const state = context.journeys.newState();
  const answer = await api.request<CreatePaymentResponse>(input.application, 'POST', '/payments', {
    payment_type: paymentType.payment_type,
    payment_request: {
      credit_transfer_transaction: [
        {
          instructed_amount: { currency: input.currency, amount: input.amount },
          beneficiary: {
            creditor: { name: input.creditorName },
            creditor_account: { identification: input.creditorIban, scheme_name: 'IBAN' },
          },
          ...(input.remittance === undefined ? {} : { remittance_information: [input.remittance] }),
        },
      ],
    },
    aspsp: input.aspsp,
    psu_type: input.psuType,
    redirect_url: callbackUrl(context),
    state,
    defer_submission: input.deferSubmission,
    // The service POSTs every status change there: the callback page shows them.
    webhook_url: webhookUrl(context),
    ...(input.language === undefined ? {} : { language: input.language }),
  });
  // The API defers only where the ASPSP's payment type supports it.
  const deferred = input.deferSubmission && paymentType.deferred_submission_supported === true;
  context.journeys.add({
    state,
    service: 'PIS',
    application: { key: application.key, name: application.name },
    aspsp: input.aspsp,
    psuType: input.psuType,
    paymentId: answer.payment_id,
    webhookSigner: { applicationId: application.id, environment: application.environment },
    webhooks: [],
    deferred,
  });
  return {
    paymentId: answer.payment_id,
    url: answer.url,
    state,
    status: answer.status,
    paymentType: paymentType.payment_type,
    deferred,
  };
}
