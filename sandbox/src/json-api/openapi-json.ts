import { openApiDocument } from '../openapi/openapi-document.js';
import type { ApiReply } from '../request/context.js';

/** {base_url}/openapi.json: answered without a JWT, as a tool imports it before it has a key. */
export const OPENAPI_JSON_PATH = '/openapi.json';

const documents = new Map<string, unknown>();

/**
 * The OpenAPI document, its server the sandbox's own origin. Any page may read it (Swagger
 * Editor, Postman in a browser): it holds nothing of the sandbox's state.
 */
export function openApiReply(origin: string): ApiReply {
  let document = documents.get(origin);
  if (document === undefined) {
    document = openApiDocument(origin);
    documents.set(origin, document);
  }
  return { status: 200, body: document, headers: { 'Access-Control-Allow-Origin': '*' } };
}
