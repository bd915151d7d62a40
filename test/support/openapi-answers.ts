/**
 * Checks an answer of the JSON API against the OpenAPI document: the operation of the method
 * and path, the answer of its status, and that answer's JSON schema (ajv, with formats). An
 * answer that does not match throws, so the test that made the request fails and says why.
 *
 * The check is stricter than the document in one way: an object may not carry a property its
 * schema does not list (unless the schema says it may), so the sandbox sends nothing the
 * service does not document. Schemas are compiled once per document and per answer.
 */
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';

type Json = Record<string, unknown>;

/** ajv-formats is CommonJS; its default export is the function itself or under `default`. */
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as typeof addFormatsModule;

const DOCUMENT_ID = 'https://openapi.invalid/openapi.json';
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
/** The OpenAPI document's own members, which are no JSON Schema keywords. */
const DOCUMENT_MEMBERS = [
  'openapi',
  'info',
  'jsonSchemaDialect',
  'servers',
  'security',
  'tags',
  'externalDocs',
  'paths',
  'webhooks',
  'components',
];

interface Operation {
  method: string;
  template: string;
  pattern: RegExp;
  pointer: string;
  responses: Json;
}

export interface AnswerChecker {
  /**
   * Throws unless `body` is the answer the document gives the operation at `method` and
   * `path` (relative to its server, query and all) for `status`. A path that is no
   * operation must be answered with an error status and an ErrorResponse.
   */
  check(method: string, path: string, status: number, body: unknown): void;
}

const checkers = new WeakMap<object, AnswerChecker>();

export function answerChecker(document: object): AnswerChecker {
  let checker = checkers.get(document);
  if (checker === undefined) {
    checker = createChecker(document as Json);
    checkers.set(document, checker);
  }
  return checker;
}

function createChecker(document: Json): AnswerChecker {
  const ajv = new Ajv2020({ strict: true, allowUnionTypes: true, allErrors: true });
  addFormats(ajv);
  ajv.addVocabulary(DOCUMENT_MEMBERS);
  ajv.addSchema({ ...closedObjects(document), $id: DOCUMENT_ID });
  const operations = operationsOf(document);
  const validators = new Map<string, ValidateFunction>();
  const validator = (pointer: string): ValidateFunction => {
    let validate = validators.get(pointer);
    if (validate === undefined) {
      validate = ajv.compile({ $ref: `${DOCUMENT_ID}#${pointer}` });
      validators.set(pointer, validate);
    }
    return validate;
  };

  return {
    check(method, path, status, body) {
      const pathname = path.split('?')[0] ?? path;
      const operation = operations.find(
        (candidate) => candidate.method === method.toLowerCase() && candidate.pattern.test(pathname),
      );
      const where = `${method.toUpperCase()} ${pathname} answered ${status}`;
      let pointer: string;
      if (operation === undefined) {
        if (status < 400) throw new Error(`${where}, but the OpenAPI document has no such operation.`);
        pointer = '/components/schemas/ErrorResponse';
      } else {
        const key = String(status) in operation.responses ? String(status) : 'default';
        if (!(key in operation.responses))
          throw new Error(`${where}, a status the OpenAPI document does not give ${operation.template}.`);
        pointer = answerSchemaPointer(document, `${operation.pointer}/responses/${escape(key)}`);
      }
      const validate = validator(pointer);
      if (!validate(body)) {
        const problems = (validate.errors ?? []).map(
          (error) =>
            `  ${error.instancePath || '(the body)'} ${error.message ?? ''} ${JSON.stringify(error.params)}`,
        );
        throw new Error(
          `${where}, which does not match the OpenAPI document (${pointer}):\n${problems.join('\n')}\n` +
            `body: ${JSON.stringify(body).slice(0, 2000)}`,
        );
      }
    },
  };
}

function operationsOf(document: Json): Operation[] {
  const paths = (document.paths ?? {}) as Record<string, Json>;
  const operations = Object.entries(paths).flatMap(([template, item]) =>
    METHODS.filter((method) => method in item).map((method) => ({
      method,
      template,
      pattern: new RegExp(
        `^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}/]+\}/g, '[^/]+')}$`,
      ),
      pointer: `/paths/${escape(template)}/${method}`,
      responses: (item[method] as Json).responses as Json,
    })),
  );
  // A literal segment wins over a parameter, as in any router: the most literal template first.
  return operations.sort((a, b) => literalLength(b.template) - literalLength(a.template));
}

function literalLength(template: string): number {
  return template.replace(/\{[^}]+\}/g, '').length;
}

/** The JSON pointer of an answer's JSON schema, through a response that is a $ref. */
function answerSchemaPointer(document: Json, responsePointer: string): string {
  let pointer = responsePointer;
  let response = at(document, pointer) as Json;
  while (typeof response.$ref === 'string') {
    pointer = response.$ref.replace(/^#/, '');
    response = at(document, pointer) as Json;
  }
  const content = response.content as Json | undefined;
  if (content?.['application/json'] === undefined)
    throw new Error(`The OpenAPI document gives no JSON answer at ${pointer}.`);
  return `${pointer}/content/application~1json/schema`;
}

function at(document: Json, pointer: string): unknown {
  return pointer
    .split('/')
    .slice(1)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((value, segment) => (value as Json)[segment], document);
}

function escape(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** A copy whose object schemas with listed properties take no other ones, unless they say so. */
function closedObjects(value: unknown): Json {
  return close(value) as Json;
}

function close(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(close);
  if (typeof value !== 'object' || value === null) return value;
  const copy = Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, close(inner)]));
  const isObjectSchema = copy.type === 'object' && typeof copy.properties === 'object';
  if (isObjectSchema && !('additionalProperties' in copy)) copy.unevaluatedProperties = false;
  return copy;
}
