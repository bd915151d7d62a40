import { supportsService } from '../catalogue/aspsp-support.js';
import { ApiError, wrongParameters } from '../http/api-error.js';
import { isWhitelistedInEnvironment } from '../http/cors.js';
import type { PSUType, Service } from '../types/aspsp.js';
import { publicAspsp } from '../views/aspsp-view.js';
import type { ApiReply, ApiRequest, BackendContext } from '../request/context.js';

const PSU_TYPES: readonly PSUType[] = ['personal', 'business'];
const SERVICES: readonly Service[] = ['AIS', 'PIS'];

/** GET /aspsps?country&psu_type&service[&sandbox=true] */
export function getAspsps(context: BackendContext, request: ApiRequest): ApiReply {
  if (!isWhitelistedInEnvironment(context.applications.all(), request.environment, request.origin)) {
    throw new ApiError(
      403,
      `The origin ${request.origin} is not whitelisted for any active ${request.environment} application.`,
      'UNAUTHORIZED_ACCESS',
    );
  }
  const country = requiredParameter(request.query, 'country');
  if (!/^[A-Za-z]{2}$/.test(country)) {
    throw wrongParameters(`country must be a two-letter ISO 3166 code, not "${country}".`);
  }
  const psuType = oneOf(request.query, 'psu_type', PSU_TYPES);
  const service = oneOf(request.query, 'service', SERVICES);
  const countryCode = country.toUpperCase();
  const aspsps = context.catalogue.aspsps
    .filter((aspsp) => aspsp.country === countryCode && supportsService(aspsp, psuType, service))
    .map((aspsp) => publicAspsp(aspsp, context.origin, request.environment));
  return { status: 200, body: { aspsps } };
}

function requiredParameter(query: URLSearchParams, name: string): string {
  const value = query.get(name);
  if (value === null || value === '') throw wrongParameters(`The query parameter ${name} is required.`);
  return value;
}

function oneOf<T extends string>(query: URLSearchParams, name: string, allowed: readonly T[]): T {
  const value = requiredParameter(query, name);
  const match = allowed.find((candidate) => candidate === value);
  if (match === undefined)
    throw wrongParameters(`${name} must be one of ${allowed.join(', ')}, not "${value}".`);
  return match;
}
