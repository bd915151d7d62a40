import { wrongParameters } from '../http/api-error.js';
import { MAX_JSON_NESTING, nestsDeeperThan } from '../http/json-nesting.js';
import type { ConsentChoice } from '../flow/consent-decision.js';
import type { FlowAction } from '../types/flow.js';
import type { ApiRequest } from './context.js';

/** A body is read as JSON only when it says so; checked before the body is read, and again by jsonBody. */
export function requireJsonContentType(contentType: string | undefined): void {
  if (!/^application\/json\s*(;|$)/i.test(contentType ?? '')) {
    throw wrongParameters('The request body must be sent with Content-Type: application/json.');
  }
}

/** The JSON body of a POST; a 400 for anything the contract does not allow. */
export function jsonBody(request: Pick<ApiRequest, 'body' | 'contentType'>): unknown {
  requireJsonContentType(request.contentType);
  if (request.body.kind === 'none') throw wrongParameters('The request needs a JSON body.');
  if (nestsDeeperThan(request.body.text, MAX_JSON_NESTING)) {
    throw wrongParameters(
      `The request body nests arrays and objects more than ${MAX_JSON_NESTING} levels deep, deeper than any request of the API.`,
    );
  }
  try {
    return JSON.parse(request.body.text) as unknown;
  } catch {
    throw wrongParameters('The request body is not valid JSON.');
  }
}

export function consentChoice(body: unknown): ConsentChoice {
  const decision = isObject(body) ? body.decision : undefined;
  if (decision === 'confirm' || decision === 'cancel') return decision;
  throw wrongParameters('The body must be {"decision": "confirm"} or {"decision": "cancel"}.');
}

export function flowAction(body: unknown): FlowAction {
  if (!isObject(body)) throw wrongParameters('A flow action must be a JSON object with an "action".');
  switch (body.action) {
    case 'confirm':
    case 'cancel':
      return { action: body.action };
    case 'select_method':
      if (typeof body.method !== 'string' || body.method === '') {
        throw wrongParameters('select_method needs "method": the name of one of the listed methods.');
      }
      return { action: 'select_method', method: body.method };
    case 'submit_credentials': {
      const credentials = stringRecord(body.credentials);
      if (!credentials)
        throw wrongParameters('submit_credentials needs "credentials": an object of strings.');
      return { action: 'submit_credentials', credentials };
    }
    default:
      throw wrongParameters(`Unknown action ${JSON.stringify(body.action)}.`);
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Object.fromEntries defines own properties, so a "__proto__" key stays a plain key. */
function stringRecord(value: unknown): Record<string, string> | undefined {
  if (!isObject(value)) return undefined;
  const entries = Object.entries(value);
  if (!entries.every((entry): entry is [string, string] => typeof entry[1] === 'string')) return undefined;
  return Object.fromEntries(entries);
}
