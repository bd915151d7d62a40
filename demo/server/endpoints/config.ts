import type { DemoConfig } from '../../common/demo-api-contract.js';
import { callbackUrl, type DemoContext } from '../demo-context.js';
import type { JsonApiClient } from '../json-api-client.js';

/** GET /demo-api/config: the origins, and the applications as GET /application describes them. */
export async function getConfig(context: DemoContext, api: JsonApiClient): Promise<DemoConfig> {
  return {
    backendOrigin: context.backendOrigin,
    apiBaseUrl: context.apiBaseUrl,
    redirectUrl: callbackUrl(context),
    applications: await context.applications.list(api),
  };
}
