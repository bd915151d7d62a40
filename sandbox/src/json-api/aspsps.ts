import { matchesAspspQuery, type AspspQuery } from '../catalogue/aspsp-query.js';
import { PAYMENT_TYPES, PSU_TYPES, SERVICES } from '../data/enumerations.js';
import { wrongParameters } from '../http/api-error.js';
import { readQueryParameters } from '../http/query-parameters.js';
import type { ApiReply, BackendContext } from '../request/context.js';
import { writeAspspData } from '../resources/aspsp-resources.js';
import { publicAspsp } from '../views/aspsp-view.js';
import type { JsonApiRequest } from './json-api-request.js';
import { optionalMatching, optionalOneOf } from './json-fields.js';

const PARAMETER_NAMES = ['country', 'psu_type', 'service', 'payment_type'] as const;

/** GET /aspsps[?country][&psu_type][&service][&payment_type]: each filter is optional. */
export function listAspsps(context: BackendContext, request: JsonApiRequest): ApiReply {
  const read = readQueryParameters(request.query, PARAMETER_NAMES);
  if (!read.ok) throw wrongParameters(read.message);
  const { values } = read;
  const query: AspspQuery = {
    country: optionalMatching(
      values.country,
      'country',
      /^[A-Za-z]{2}$/,
      'a two-letter country code',
    )?.toUpperCase(),
    psu_type: optionalOneOf(values.psu_type, 'psu_type', PSU_TYPES),
    service: optionalOneOf(values.service, 'service', SERVICES),
    payment_type: optionalOneOf(values.payment_type, 'payment_type', PAYMENT_TYPES),
  };
  const aspsps = context.catalogue.aspsps
    .filter((aspsp) => matchesAspspQuery(aspsp, query))
    .map((aspsp) => writeAspspData(publicAspsp(aspsp, context.origin, request.application.environment)));
  return { status: 200, body: { aspsps } };
}
