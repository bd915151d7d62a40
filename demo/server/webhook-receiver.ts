/**
 * The application's webhook endpoint, POST /webhooks/payment-status on the demo's origin:
 * the webhook_url of every payment the demo creates (the backend started by serve.ts
 * whitelists the demo's origin for webhooks). Each webhook is verified against the certificate
 * URL pinned by configuration before it is trusted, kept on its payment's journey for the
 * callback page, and answered 200; one that does not verify is kept with the reason, for the
 * application's own eyes, and answered 401 with a fixed message that tells the sender nothing.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { JWT_ISSUER } from '../../sandbox/src/jwt/jwt-signer.js';
import type { ReceivedWebhook } from '../common/demo-api-contract.js';
import type { DemoContext } from './demo-context.js';
import { sendJson } from './http-json.js';
import { parseWebhookBody } from './webhook-body.js';
import { webhookProblem } from './webhook-verification.js';
import { PinnedCertificate } from './x5u-certificates.js';
import { x5uProblem } from './x5u-rule.js';

export const WEBHOOK_PATH = '/webhooks/payment-status';

/** A payment's webhooks are a handful; a runaway sender must not fill the memory. */
const MAX_WEBHOOKS_PER_PAYMENT = 50;
const MAX_BODY_BYTES = 64 * 1024;
/** The same words for every refusal: no reason, no fetch error, nothing to probe with. */
const REFUSED = { message: 'The webhook did not verify.' };

/** The webhook_url of the demo's payments. */
export function webhookUrl(context: DemoContext): string {
  return `${context.demoOrigin}${WEBHOOK_PATH}`;
}

/**
 * A connect middleware, mounted at WEBHOOK_PATH. Throws at once when the pinned x5u is not a
 * URL the application may trust, so a wrong configuration stops the start, not every webhook.
 */
export function webhookReceiver(context: DemoContext) {
  const problem = x5uProblem(context.webhookX5u, JWT_ISSUER);
  if (problem !== undefined) throw new Error(`The webhook certificate URL (pinned x5u): ${problem}`);
  const certificate = new PinnedCertificate(context.webhookX5u);
  return (request: IncomingMessage, response: ServerResponse): void => {
    receive(context, certificate, request, response).catch((error: unknown) => {
      console.error('demo webhook receiver:', error);
      sendJson(response, 500, { message: 'The demo could not take the webhook.' });
    });
  };
}

async function receive(
  context: DemoContext,
  certificate: PinnedCertificate,
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
    x5u: certificate.url,
    now: context.now(),
    certificate: () => certificate.get(),
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
  if (problem !== undefined) return sendJson(response, 401, REFUSED);
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
