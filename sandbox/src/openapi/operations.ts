/**
 * The operations of the interface specification's Endpoints table, with their parameters,
 * request bodies and answers, as OpenAPI path items. Paths are relative to {base_url}, but
 * for the registration endpoint, which names its own server ({registration_url}).
 */
import { ref, string, type Schema } from './schema-kit.js';

/** The statuses every operation may answer with an ErrorResponse (the specification's Endpoints). */
export const ERROR_STATUSES = ['400', '401', '403', '404', '408', '422', '429', '500'] as const;

const ERROR_RESPONSE_NAMES: Readonly<Record<(typeof ERROR_STATUSES)[number], string>> = {
  '400': 'BadRequest',
  '401': 'Unauthorized',
  '403': 'Forbidden',
  '404': 'NotFound',
  '408': 'RequestTimeout',
  '422': 'UnprocessableEntity',
  '429': 'TooManyRequests',
  '500': 'InternalServerError',
};

const ERROR_DESCRIPTIONS: Readonly<Record<(typeof ERROR_STATUSES)[number], string>> = {
  '400': 'Bad Request',
  '401': 'Unauthorized',
  '403': 'Forbidden',
  '404': 'Not Found',
  '408': 'Request Timeout',
  '422': 'Unprocessable Entity',
  '429': 'Too Many Requests',
  '500': 'Internal Server Error',
};

const PSU_HEADERS = [
  ['Psu-Ip-Address', 'PsuIpAddress', "The PSU's IP address"],
  ['Psu-User-Agent', 'PsuUserAgent', "The PSU's browser's User-Agent"],
  ['Psu-Referer', 'PsuReferer', "The PSU's browser's Referer"],
  ['Psu-Accept', 'PsuAccept', "The PSU's browser's Accept"],
  ['Psu-Accept-Charset', 'PsuAcceptCharset', "The PSU's browser's Accept-Charset"],
  ['Psu-Accept-Encoding', 'PsuAcceptEncoding', "The PSU's browser's Accept-Encoding"],
  ['Psu-Accept-language', 'PsuAcceptLanguage', "The PSU's browser's Accept-Language"],
  ['Psu-Geo-Location', 'PsuGeoLocation', 'Latitude and longitude separated by a comma, no spaces'],
] as const;

export const RESPONSES: Readonly<Record<string, Schema>> = Object.fromEntries(
  ERROR_STATUSES.map((status) => [
    ERROR_RESPONSE_NAMES[status],
    { description: ERROR_DESCRIPTIONS[status], content: json(ref('ErrorResponse')) },
  ]),
);

export const PARAMETERS: Readonly<Record<string, Schema>> = Object.fromEntries(
  PSU_HEADERS.map(([name, key, description]) => [
    key,
    {
      name,
      in: 'header',
      required: false,
      description: `${description}. Either every header the ASPSP lists in required_psu_headers or none`,
      schema: { type: 'string' },
    },
  ]),
);

function json(schema: Schema): Schema {
  return { 'application/json': { schema } };
}

function pathParameter(name: string, schema: Schema, description: string): Schema {
  return { name, in: 'path', required: true, description, schema };
}

function queryParameter(name: string, schema: Schema, description: string): Schema {
  return { name, in: 'query', required: false, description, schema };
}

const psuHeaders = PSU_HEADERS.map(([, key]) => ({ $ref: `#/components/parameters/${key}` }));

interface OperationSpec {
  operationId: string;
  summary: string;
  description?: string;
  parameters?: Schema[];
  body?: { schema: Schema; required: boolean };
  answer: string;
  tags: string[];
  extra?: Schema;
}

function operation(spec: OperationSpec): Schema {
  const errors = Object.fromEntries(
    ERROR_STATUSES.map((status) => [
      status,
      { $ref: `#/components/responses/${ERROR_RESPONSE_NAMES[status]}` },
    ]),
  );
  return {
    operationId: spec.operationId,
    summary: spec.summary,
    ...(spec.description === undefined ? {} : { description: spec.description }),
    tags: spec.tags,
    ...(spec.parameters === undefined ? {} : { parameters: spec.parameters }),
    ...(spec.body === undefined
      ? {}
      : { requestBody: { required: spec.body.required, content: json(spec.body.schema) } }),
    responses: {
      '200': { description: 'OK', content: json(ref(spec.answer)) },
      ...errors,
      default: {
        description: 'Any other error, with an ErrorResponse',
        content: json(ref('ErrorResponse')),
      },
    },
    ...spec.extra,
  };
}

const sessionId = pathParameter(
  'session_id',
  string(undefined, { format: 'uuid' }),
  'Session id, of a session authorised before',
);
const accountId = pathParameter(
  'account_id',
  string(undefined, { format: 'uuid' }),
  'Account uid, of an account accessible in the session',
);
const paymentId = pathParameter('payment_id', string(), 'Payment id');

export function paths(registrationServer: Schema): Readonly<Record<string, Schema>> {
  return {
    '/aspsps': {
      get: operation({
        operationId: 'getAspsps',
        summary: 'List ASPSPs',
        tags: ['ASPSPs'],
        parameters: [
          queryParameter(
            'country',
            string(undefined, { pattern: '^[A-Za-z]{2}$' }),
            'Only ASPSPs of the country',
          ),
          queryParameter('psu_type', ref('PSUType'), 'Only ASPSPs that support the PSU type'),
          queryParameter('service', ref('Service'), 'Only ASPSPs that support the service'),
          queryParameter('payment_type', ref('PaymentType'), 'Only ASPSPs that support the payment type'),
        ],
        answer: 'GetAspspsResponse',
      }),
    },
    '/application': {
      get: operation({
        operationId: 'getApplication',
        summary: 'Get application',
        description: 'The application is the one whose id is the kid of the JWT.',
        tags: ['Application'],
        answer: 'GetApplicationResponse',
      }),
    },
    '/auth': {
      post: operation({
        operationId: 'startAuthorization',
        summary: 'Start user authorisation',
        description:
          "redirect_url must be among the application's redirect URLs, and access.valid_until at most now plus the ASPSP's maximum_consent_validity.",
        tags: ['Account information'],
        body: { schema: ref('StartAuthorizationRequest'), required: true },
        answer: 'StartAuthorizationResponse',
      }),
    },
    '/sessions': {
      post: operation({
        operationId: 'authorizeSession',
        summary: 'Authorise session',
        description: 'Exchanges the code of the redirect for a session, once.',
        tags: ['Account information'],
        body: { schema: ref('AuthorizeSessionRequest'), required: true },
        answer: 'AuthorizeSessionResponse',
      }),
    },
    '/sessions/{session_id}': {
      get: operation({
        operationId: 'getSession',
        summary: 'Get session',
        tags: ['Account information'],
        parameters: [sessionId],
        answer: 'GetSessionResponse',
      }),
      delete: operation({
        operationId: 'deleteSession',
        summary: 'Delete session',
        description: "Deletes the session and closes the PSU's bank consent if possible.",
        tags: ['Account information'],
        parameters: [sessionId, ...psuHeaders],
        answer: 'SuccessResponse',
      }),
    },
    '/accounts/{account_id}/details': {
      get: operation({
        operationId: 'getAccountDetails',
        summary: 'Account details',
        tags: ['Account information'],
        parameters: [accountId, ...psuHeaders],
        answer: 'AccountResource',
      }),
    },
    '/accounts/{account_id}/balances': {
      get: operation({
        operationId: 'getAccountBalances',
        summary: 'Account balances',
        tags: ['Account information'],
        parameters: [accountId, ...psuHeaders],
        answer: 'HalBalances',
      }),
    },
    '/accounts/{account_id}/transactions': {
      get: operation({
        operationId: 'getAccountTransactions',
        summary: 'Account transactions',
        tags: ['Account information'],
        parameters: [
          accountId,
          queryParameter('date_from', string(undefined, { format: 'date' }), 'Start date, inclusive, UTC'),
          queryParameter(
            'date_to',
            string(undefined, { format: 'date' }),
            'End date, inclusive, UTC; only with date_from',
          ),
          queryParameter('continuation_key', string(), 'Key from the previous page, for the next one'),
          queryParameter('transaction_status', ref('TransactionStatus'), 'Only transactions of the status'),
          queryParameter('strategy', ref('TransactionsFetchStrategy'), 'How transactions are fetched'),
          ...psuHeaders,
        ],
        answer: 'HalTransactions',
      }),
    },
    '/accounts/{account_id}/transactions/{transaction_id}': {
      get: operation({
        operationId: 'getTransactionDetails',
        summary: 'Transaction details',
        tags: ['Account information'],
        parameters: [accountId, pathParameter('transaction_id', string(), 'Transaction id'), ...psuHeaders],
        answer: 'Transaction',
      }),
    },
    '/payments': {
      post: operation({
        operationId: 'createPayment',
        summary: 'Create payment',
        description:
          'redirect_url must be allowed for the application, and webhook_url belong to a whitelisted webhook origin.',
        tags: ['Payment initiation'],
        body: { schema: ref('CreatePaymentRequest'), required: true },
        answer: 'CreatePaymentResponse',
      }),
    },
    '/payments/{payment_id}': {
      get: operation({
        operationId: 'getPayment',
        summary: 'Get payment',
        tags: ['Payment initiation'],
        parameters: [paymentId],
        answer: 'GetPaymentResponse',
      }),
      delete: operation({
        operationId: 'deletePayment',
        summary: 'Delete payment',
        description: 'Only a finalised or cancelled payment can be deleted.',
        tags: ['Payment initiation'],
        parameters: [paymentId],
        answer: 'SuccessResponse',
      }),
    },
    '/payments/{payment_id}/submit': {
      post: operation({
        operationId: 'submitPayment',
        summary: 'Submit payment',
        description: 'Submits a payment created with defer_submission true, once the PSU authorised it.',
        tags: ['Payment initiation'],
        parameters: [paymentId],
        body: { schema: { type: 'object', properties: {}, additionalProperties: false }, required: false },
        answer: 'SubmitPaymentResponse',
      }),
    },
    '/payments/{payment_id}/transactions/{transaction_id}': {
      get: operation({
        operationId: 'getPaymentTransaction',
        summary: 'Get payment transaction',
        description: 'One instruction of a bulk payment.',
        tags: ['Payment initiation'],
        parameters: [
          paymentId,
          pathParameter('transaction_id', string(), 'Transaction id of the instruction'),
        ],
        answer: 'GetPaymentTransactionResponse',
      }),
    },
    '/api/applications': {
      post: operation({
        operationId: 'registerApplication',
        summary: 'Register application',
        description:
          'At {registration_url}, not {base_url}. The JWT is issued for the registration service; the sandbox takes one signed by the key being registered, with no kid.',
        tags: ['Application'],
        body: { schema: ref('RegistrationRequest'), required: true },
        answer: 'RegistrationResponse',
        extra: {
          servers: [registrationServer],
          security: [{ registrationJwt: [] }],
        },
      }),
    },
  };
}
