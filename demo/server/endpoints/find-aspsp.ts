import type {
  AspspData,
  AspspReference,
  GetAspspsResponse,
  PsuType,
  Service,
} from '../../common/json-api-types.js';
import type { ApplicationKey } from '../../common/demo-api-contract.js';
import { badRequest } from '../demo-error.js';
import type { JsonApiClient } from '../json-api-client.js';

/** The ASPSP's entry of GET /aspsps, for its maximum_consent_validity and payment types. */
export async function findAspsp(
  api: JsonApiClient,
  application: ApplicationKey,
  aspsp: AspspReference,
  psuType: PsuType,
  service: Service,
): Promise<AspspData> {
  const query = new URLSearchParams({ country: aspsp.country, psu_type: psuType, service });
  const { aspsps } = await api.request<GetAspspsResponse>(application, 'GET', `/aspsps?${query}`);
  const found = aspsps.find((candidate) => candidate.name === aspsp.name);
  if (!found) {
    throw badRequest(`${aspsp.name} (${aspsp.country}) offers no ${service} to ${psuType} PSUs.`);
  }
  return found;
}
