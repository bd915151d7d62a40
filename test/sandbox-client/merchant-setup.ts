/**
 * A merchant set up as its developer does once: a new key registered as a SANDBOX
 * application, its page and webhook origins whitelisted in the control panel, and the API
 * client that signs with the key.
 */
import { ServiceClient } from './client.js';
import { ControlPanel } from './control-panel.js';
import { generateApplicationKey } from './jwt.js';
import { registerApplication } from './registration.js';
import type { SandboxIdentity } from './sandbox-process.js';

export interface MerchantSettings {
  name: string;
  redirectUrl: string;
  pageOrigin: string;
  webhookOrigins?: string[];
  /** Default the global fetch; over https, one that trusts only the sandbox's CA. */
  fetch?: typeof fetch;
}

export interface Merchant {
  applicationId: string;
  api: ServiceClient;
  control: ControlPanel;
}

export async function setUpMerchant(
  origin: string,
  identity: SandboxIdentity,
  settings: MerchantSettings,
): Promise<Merchant> {
  const key = generateApplicationKey();
  const baseUrl = `${origin}/api/v1`;
  const { app_id: applicationId } = await registerApplication(
    origin,
    key,
    { issuer: identity.jwtIssuer, audience: identity.registrationAudience },
    {
      certificate: key.publicKeyPem,
      environment: 'SANDBOX',
      name: settings.name,
      redirect_urls: [settings.redirectUrl],
    },
    settings.fetch,
    `${baseUrl}/openapi.json`,
  );
  const control = new ControlPanel(origin, settings.fetch);
  await control.updateApplication(applicationId, {
    widget_origins: [settings.pageOrigin],
    webhook_origins: settings.webhookOrigins ?? [],
  });
  const api = new ServiceClient({
    baseUrl,
    applicationId,
    privateKey: key.privateKey,
    token: { issuer: identity.jwtIssuer, audience: identity.jwtAudience },
    fetch: settings.fetch,
  });
  return { applicationId, api, control };
}
