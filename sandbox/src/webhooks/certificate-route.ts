import type { ServerResponse } from 'node:http';
import { send } from '../http/respond.js';
import { webhookSigningKey } from './signing-key.js';

export { WEBHOOK_CERTIFICATE_PATH } from './signing-key.js';

/** GET /certificates/webhook-signing.pem: the X.509 certificate every webhook JWT's x5u names. */
export function serveWebhookCertificate(response: ServerResponse): void {
  send(response, 200, 'application/x-pem-file', webhookSigningKey().certificatePem, {
    'Cache-Control': 'public, max-age=3600',
    // Receivers fetch it from their servers; a browser-based checker may too.
    'Access-Control-Allow-Origin': '*',
  });
}
