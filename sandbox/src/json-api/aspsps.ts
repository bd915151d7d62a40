import { matchesAspspQuery, type AspspQuery } from '../catalogue/aspsp-query.js';
import { PAYMENT_TYPES, PSU_TYPES, SERVICES } from '../data/enumerations.js';
import type { ApiReply, BackendContext } from '../routes/context.js';
import { publicAspsp } from '../views/aspsp-view.js';
import type { JsonApiRequest } from './json-api-request.js';
import { optionalMatching, optionalOneOf } from './json-fields.js';

/** GET /aspsps[?country][&psu_type][&service][&payment_type]: each filter is optional. */
export function listAspsps(context: BackendContext, request: JsonApiRequest): ApiReply {
  const parameter = (name: string): string | undefined => request.query.get(name) || undefined;
  const query: AspspQuery = {
    country: optionalMatching(
      parameter('country'),
      'country',
      /^[A-Za-z]{2}$/,
      'a two-letter country code',
    )?.toUpperCase(),
    psu_type: optionalOneOf(parameter('psu_type'), 'psu_type', PSU_TYPES),
    service: optionalOneOf(parameter('service'), 'service', SERVICES),
    payment_type: optionalOneOf(parameter('payment_type'), 'payment_type', PAYMENT_TYPES),
  };
  const aspsps = context.catalogue.aspsps
    .filter((aspsp) => matchesAspspQuery(aspsp, query))
    .map((aspsp) => publicAspsp(aspsp, context.origin, request.application.environment));
  return { status: 200, body: { aspsps } };
}
