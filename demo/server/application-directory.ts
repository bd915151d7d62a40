import { APPLICATION_KEYS, type ApplicationKey, type DemoApplication } from '../common/demo-api-contract.js';
import type { GetApplicationResponse } from '../common/json-api-types.js';
import { LICENSED_TPP } from './demo-applications.js';
import type { JsonApiClient } from './json-api-client.js';

/** The demo's applications as GET /application describes them, asked once and then kept. */
export class ApplicationDirectory {
  private applications: Promise<DemoApplication[]> | undefined;

  list(api: JsonApiClient): Promise<DemoApplication[]> {
    this.applications ??= Promise.all(APPLICATION_KEYS.map((key) => describe(api, key)));
    // A failure is not kept: the next page load asks again.
    this.applications.catch(() => (this.applications = undefined));
    return this.applications;
  }

  async get(api: JsonApiClient, key: ApplicationKey): Promise<DemoApplication> {
    const found = (await this.list(api)).find((application) => application.key === key);
    if (!found) throw new Error(`The demo does not know the application ${key}.`);
    return found;
  }
}

async function describe(api: JsonApiClient, key: ApplicationKey): Promise<DemoApplication> {
  const application = await api.request<GetApplicationResponse>(key, 'GET', '/application');
  return {
    key,
    id: application.kid,
    environment: application.environment,
    name: application.name,
    ...(typeof application.description === 'string' ? { description: application.description } : {}),
    licensedTpp: LICENSED_TPP[key],
  };
}
