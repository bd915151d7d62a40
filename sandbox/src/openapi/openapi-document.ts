/**
 * The OpenAPI 3.1 document of the JSON API: every operation, parameter, request body,
 * answer and error body of the interface specification. Served at {base_url}/openapi.json
 * and shipped in the package as dist/openapi.json (scripts/write-openapi.mjs), both from here.
 */
import { readFileSync } from 'node:fs';
import { ENUMERATION_SCHEMAS } from './enumerations.js';
import { PARAMETERS, paths, RESPONSES } from './operations.js';
import { ANSWER_SHAPES, REQUEST_SHAPES, SHARED_SHAPES } from './resource-shapes.js';
import { answerSchema, requestSchema, type Schema } from './schema-kit.js';

/** The origin the sandbox listens on when started without --port. */
export const DEFAULT_ORIGIN = 'http://127.0.0.1:3600';

/** The request form of a resource a client also receives: AccessInput, PartyIdentificationInput… */
export function inputName(name: string): string {
  return name in SHARED_SHAPES ? `${name}Input` : name;
}

function componentSchemas(): Record<string, Schema> {
  const schemas: Record<string, Schema> = {};
  for (const [name, shape] of Object.entries(SHARED_SHAPES)) {
    schemas[name] = answerSchema(shape);
    schemas[inputName(name)] = requestSchema(shape, inputName);
  }
  for (const [name, shape] of Object.entries(REQUEST_SHAPES)) schemas[name] = requestSchema(shape, inputName);
  for (const [name, shape] of Object.entries(ANSWER_SHAPES)) schemas[name] = answerSchema(shape);
  return { ...schemas, ...ENUMERATION_SCHEMAS };
}

let version: string | undefined;

function packageVersion(): string {
  version ??= (
    JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }
  ).version;
  return version;
}

/** The document, its servers' default the sandbox at `origin`. */
export function openApiDocument(origin: string = DEFAULT_ORIGIN): Schema {
  // The origin the sandbox prints first. (No description here: swagger-parser's schema of
  // OpenAPI 3.1 misspells that property of a server variable and refuses it.)
  const variables = { origin: { default: origin } };
  return {
    openapi: '3.1.0',
    info: {
      title: 'Account information and payment initiation JSON API',
      version: packageVersion(),
      summary: 'The JSON HTTP API of the open-banking service, as the sandbox serves it',
      description:
        'An answer carries the properties the specification marks required; any other may be absent ' +
        'or null (the sandbox sends each one, null where there is no value). Amounts are decimal ' +
        'strings with a dot; dates are YYYY-MM-DD; date-times are RFC 3339 with a timezone offset ' +
        '(the sandbox writes UTC with microseconds). Every request carries a JWT of the application ' +
        '(RS256, kid the application id).',
      license: { name: 'MIT', identifier: 'MIT' },
    },
    servers: [{ url: '{origin}/api/v1', description: '{base_url}', variables }],
    security: [{ jwt: [] }],
    tags: [
      { name: 'ASPSPs' },
      { name: 'Application' },
      { name: 'Account information' },
      { name: 'Payment initiation' },
    ],
    paths: paths({ url: '{origin}', description: '{registration_url}', variables }),
    webhooks: {
      paymentStatus: {
        post: {
          operationId: 'paymentStatusWebhook',
          summary: 'Payment status webhook',
          description:
            'Sent to the webhook_url of POST /payments whenever the status changes or is no longer ' +
            'expected to change. Its JWT (header x5u, claims sub, environment, msgi) must be verified. ' +
            'Answer within 10 seconds with 102, 200, 201, 202 or 204, or it is sent again for 24 hours.',
          security: [{ webhookJwt: [] }],
          requestBody: {
            required: true,
            content: {
              'application/json': { schema: { $ref: '#/components/schemas/PaymentStatusWebhook' } },
            },
          },
          responses: { '200': { description: 'Acknowledged' } },
        },
      },
    },
    components: {
      schemas: componentSchemas(),
      responses: RESPONSES,
      parameters: PARAMETERS,
      securitySchemes: {
        jwt: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description:
            "A JWT signed with the application's private key: header typ JWT, alg RS256, kid the application id; " +
            "claims iss the service's domain, aud the API host, iat and exp (at most 86400 s later).",
        },
        registrationJwt: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'A JWT issued for the registration service (aud the registration audience).',
        },
        webhookJwt: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description:
            "The service's JWT on each webhook: RS256, x5u an HTTPS URL on the service's domain, msgi the body's SHA-256.",
        },
      },
    },
  };
}
