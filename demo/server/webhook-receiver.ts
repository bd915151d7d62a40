/**
 * The application's webhook endpoint, POST /webhooks/payment-status on the demo's origin:
 * the webhook_url of every payment the demo creates (the backend started by serve.ts
 * whitelists the demo's origin for webhooks). Each webhook is verified before it is trusted,
 * kept on its payment's journey for the callback page, and answered 200; one that does not
 * verify is kept with the reason and answered 401, so the service's delivery log shows it too.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { JWT_ISSUER } from '../../sandbox/src/jwt/jwt-signer.js';
import type { ReceivedWebhook } from '../common/demo-api-contract.js';
import type { DemoContext } from './demo-context.js';
import { sendJson } from './http-json.js';
import { parseWebhookBody } from './webhook-body.js';
import { webhookProblem } from './webhook-verification.js';
import { X5uCertificates } from './x5u-certificates.js';

export const WEBHOOK_PATH = '/webhooks/payment-status';

/** A payment's webhooks are a handful; a runaway sender must not fill the memory. */
const MAX_WEBHOOKS_PER_PAYMENT = 50;
const MAX_BODY_BYTES = 64 * 1024;

/** The webhook_url of the demo's payments. */
export function webhookUrl(context: DemoContext): string {
  return `${context.demoOrigin}${WEBHOOK_PATH}`;
}

/** A connect middleware, mounted at WEBHOOK_PATH. */
export function webhookReceiver(context: DemoContext) {
  const certificates = new X5uCertificates();
  return (request: IncomingMessage, response: ServerResponse): void => {
    receive(context, certificates, request, response).catch((error: unknown) => {
      console.error('demo webhook receiver:', error);
      sendJson(response, 500, { message: 'The demo could not take the webhook.' });
    });
  };
}

async function receive(
  context: DemoContext,
  certificates: X5uCertificates,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  if (request.method !== 'POST') {
    return sendJson(response, 405, { message: `POST payment status webhooks to ${WEBHOOK_PATH}.` });
  }
  const raw = await readRawBody(request);
  if (raw === undefined) return sendJson(response, 413, { message: 'The body is too large for a webhook.' });
  const body = parseWebhookBody(raw);
  if (!body) return sendJson(response, 400, { message: 'The body is not a payment status webhook.' });
  const journey = context.journeys.byPayment(body.payment_id);
  if (!journey?.webhookSigner) {
    // Acknowledged, or the service would retry for a day what a restarted demo has forgotten.
    return sendJson(response, 200, { message: 'Not a payment of this demo: ignored.' });
  }
  const problem = await webhookProblem(request.headers.authorization, raw, {
    ...journey.webhookSigner,
    serviceDomain: JWT_ISSUER,
    now: context.now(),
    certificate: (url) => certificates.get(url),
  });
  const requestId = request.headers['x-request-id'];
  const received: ReceivedWebhook = {
    receivedAt: new Date(context.now()).toISOString(),
    ...(typeof requestId === 'string' ? { requestId } : {}),
    body,
    verified: problem === undefined,
    ...(problem === undefined ? {} : { problem }),
  };
  journey.webhooks = [...(journey.webhooks ?? []), received].slice(-MAX_WEBHOOKS_PER_PAYMENT);
  if (problem !== undefined) return sendJson(response, 401, { message: problem });
  sendJson(response, 200, { message: 'Received and verified.' });
}

/** The exact bytes, which msgi covers; undefined when there are too many. */
async function readRawBody(request: IncomingMessage): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) return undefined;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}
