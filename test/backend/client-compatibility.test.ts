/**
 * Clients of the real service, as their authors wrote them, against the sandbox: tokens built
 * the ways the common JWT libraries (and the service's own Node.js sample, by hand) build
 * them, bodies sent the ways HTTP clients send them, and the ASPSP list read by a strict typed
 * client. Each library's encoding rules are written out here; none of their code is used.
 */
import assert from 'node:assert/strict';
import { createHmac, generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import {
  applicationId,
  applicationPrivateKey,
  signApplicationJwt,
} from '../../sandbox/src/jwt/jwt-signer.js';
import { applicationPublicKeyPem } from '../../sandbox/src/data/application-keys.js';
import type { MockBackend } from '../../sandbox/src/server.js';
import { asObject, startBackend } from './backend-fixture.js';
import { authBody, callJsonApi, checkJsonApiAnswer } from './json-api-fixture.js';
import { rawRequest } from './raw-request.js';

const SHOP = 'sandbox-shop';
/** The issuer and audience of a service whose names make the Node sample's claims end in `=`. */
const IDENTITY = { jwtIssuer: 'psd2-service.example', jwtAudience: 'api.psd2-service.example' };
const SIGNED_FOR_IDENTITY = { issuer: IDENTITY.jwtIssuer, audience: IDENTITY.jwtAudience };

type Json = Record<string, unknown>;

/** How one client library writes a token: its header, its claims and how it encodes them. */
interface TokenRecipe {
  client: string;
  header: (kid: string) => Json;
  claims: (iat: number) => Json;
  /** A JSON segment's text from its bytes. */
  segment: (bytes: Buffer) => string;
  /** The signature's text from its bytes. */
  signature: (bytes: Buffer) => string;
}

const base64url = (bytes: Buffer) => bytes.toString('base64url');
const paddedBase64url = (bytes: Buffer) => bytes.toString('base64').replaceAll('+', '-').replaceAll('/', '_');
const claimsInOrder = (iat: number): Json => ({
  iss: IDENTITY.jwtIssuer,
  aud: IDENTITY.jwtAudience,
  iat,
  exp: iat + 3600,
});

/**
 * The service's Node.js sample: JSON in standard base64 with only the first "=" removed
 * (`.toString("base64").replace("=", "")`); the signature from the jwa package, base64url.
 */
const NODE_SAMPLE: TokenRecipe = {
  client: "the service's Node.js sample (by hand, with jwa)",
  header: (kid) => ({ typ: 'JWT', alg: 'RS256', kid }),
  claims: claimsInOrder,
  segment: (bytes) => bytes.toString('base64').replace('=', ''),
  signature: base64url,
};

const RECIPES: readonly TokenRecipe[] = [
  NODE_SAMPLE,
  {
    // PyJWT 2: header keys sorted (sort_headers), compact separators, base64url without "=".
    client: 'PyJWT',
    header: (kid) => ({ alg: 'RS256', kid, typ: 'JWT' }),
    claims: claimsInOrder,
    segment: base64url,
    signature: base64url,
  },
  {
    client: 'jose (JavaScript)',
    header: (kid) => ({ alg: 'RS256', typ: 'JWT', kid }),
    claims: claimsInOrder,
    segment: base64url,
    signature: base64url,
  },
  {
    // jsonwebtoken: iat and exp set first, issuer and audience from its options after them.
    client: 'jsonwebtoken',
    header: (kid) => ({ alg: 'RS256', typ: 'JWT', kid }),
    claims: (iat) => ({ iat, exp: iat + 3600, aud: IDENTITY.jwtAudience, iss: IDENTITY.jwtIssuer }),
    segment: base64url,
    signature: base64url,
  },
  {
    // firebase/php-jwt 6: typ first; urlsafeB64Encode strips every "=".
    client: 'firebase/php-jwt',
    header: (kid) => ({ typ: 'JWT', alg: 'RS256', kid }),
    claims: claimsInOrder,
    segment: base64url,
    signature: base64url,
  },
  {
    // ruby-jwt 2: the given header fields, then alg; urlsafe_encode64 with padding: false.
    client: 'ruby-jwt',
    header: (kid) => ({ typ: 'JWT', kid, alg: 'RS256' }),
    claims: claimsInOrder,
    segment: base64url,
    signature: base64url,
  },
  {
    // golang-jwt 5: a map header marshals with sorted keys; RegisteredClaims in struct order
    // (iss, aud, exp, iat); RawURLEncoding.
    client: 'golang-jwt (aud a string)',
    header: (kid) => ({ alg: 'RS256', kid, typ: 'JWT' }),
    claims: (iat) => ({ iss: IDENTITY.jwtIssuer, aud: IDENTITY.jwtAudience, exp: iat + 3600, iat }),
    segment: base64url,
    signature: base64url,
  },
  {
    // golang-jwt 5 with MarshalSingleStringAsString = false: aud is a list.
    client: 'golang-jwt (aud a list)',
    header: (kid) => ({ alg: 'RS256', kid, typ: 'JWT' }),
    claims: (iat) => ({ iss: IDENTITY.jwtIssuer, aud: [IDENTITY.jwtAudience], exp: iat + 3600, iat }),
    segment: base64url,
    signature: base64url,
  },
  {
    // java.util.Base64.getUrlEncoder() without withoutPadding(): base64url with full padding.
    client: 'Java (URL encoder with padding)',
    header: (kid) => ({ alg: 'RS256', typ: 'JWT', kid }),
    claims: claimsInOrder,
    segment: paddedBase64url,
    signature: paddedBase64url,
  },
];

function tokenOf(recipe: TokenRecipe, iat: number, key: KeyObject = applicationPrivateKey(SHOP)): string {
  const json = (value: Json) => Buffer.from(JSON.stringify(value));
  const text = `${recipe.segment(json(recipe.header(applicationId(SHOP))))}.${recipe.segment(json(recipe.claims(iat)))}`;
  return `${text}.${recipe.signature(sign('RSA-SHA256', Buffer.from(text), key))}`;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

describe('Clients of the service against the sandbox', () => {
  let backend: MockBackend;
  before(async () => {
    backend = await startBackend({ identity: IDENTITY });
  });
  after(() => backend.close());

  const application = (token: string) => callJsonApi(backend, '/application', { token });

  describe('tokens as each client library builds them', () => {
    it("the service's Node.js sample: a claims segment ending in one '='", async () => {
      const token = tokenOf(NODE_SAMPLE, nowSeconds());
      const [, claims = ''] = token.split('.');
      assert.match(claims, /[^=]=$/, 'the claims segment ends in a single "="');
      const answer = await application(token);
      assert.equal(answer.status, 200, JSON.stringify(answer.json));
      assert.equal(asObject(answer.json).kid, applicationId(SHOP));
    });

    it("the service's Node.js sample: segments in the standard alphabet, with '+' and '/'", async () => {
      // A claim holding "~~~" or "???" puts base64's 62nd and 63rd characters in the segment.
      for (const jti of ['~~~', '???']) {
        const recipe = { ...NODE_SAMPLE, claims: (iat: number) => ({ ...claimsInOrder(iat), jti }) };
        const token = tokenOf(recipe, nowSeconds());
        assert.match(token.split('.')[1] ?? '', /[+/]/);
        const answer = await application(token);
        assert.equal(answer.status, 200, `${token}: ${JSON.stringify(answer.json)}`);
      }
    });

    for (const recipe of RECIPES.slice(1)) {
      it(`${recipe.client}`, async () => {
        const answer = await application(tokenOf(recipe, nowSeconds()));
        assert.equal(answer.status, 200, JSON.stringify(answer.json));
      });
    }

    it('every client, for a whole journey: POST /auth answers with the JWT of each', async () => {
      for (const recipe of RECIPES) {
        const started = await callJsonApi(backend, '/auth', {
          token: tokenOf(recipe, nowSeconds()),
          body: authBody(),
        });
        assert.equal(started.status, 200, `${recipe.client}: ${JSON.stringify(started.json)}`);
      }
    });
  });

  describe('tokens the service refuses, however they are encoded', () => {
    const refused = async (token: string, pattern: RegExp) => {
      const answer = await application(token);
      assert.equal(answer.status, 401, JSON.stringify(answer.json));
      assert.equal(asObject(answer.json).error, 'UNAUTHORIZED_ACCESS');
      assert.match(String(asObject(answer.json).message), pattern);
    };

    it('tampered claims: a later exp put in after signing', async () => {
      for (const recipe of RECIPES) {
        const [header = '', , signature = ''] = tokenOf(recipe, nowSeconds()).split('.');
        const later = recipe.segment(Buffer.from(JSON.stringify(claimsInOrder(nowSeconds() + 600))));
        await refused(`${header}.${later}.${signature}`, /signature does not verify/);
      }
    });

    it("signed with another key than the application's", async () => {
      const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
      for (const recipe of RECIPES) await refused(tokenOf(recipe, nowSeconds(), other), /signature/);
    });

    it('alg none, with no signature', async () => {
      const encode = (value: Json) => Buffer.from(JSON.stringify(value)).toString('base64url');
      const header = encode({ alg: 'none', typ: 'JWT', kid: applicationId(SHOP) });
      await refused(`${header}.${encode(claimsInOrder(nowSeconds()))}.`, /signed with none; only RS256/);
    });

    it("HS256 keyed with the application's public key", async () => {
      const encode = (value: Json) => Buffer.from(JSON.stringify(value)).toString('base64url');
      const text = `${encode({ alg: 'HS256', typ: 'JWT', kid: applicationId(SHOP) })}.${encode(claimsInOrder(nowSeconds()))}`;
      const mac = createHmac('sha256', applicationPublicKeyPem(SHOP)).update(text).digest('base64url');
      await refused(`${text}.${mac}`, /signed with HS256; only RS256/);
    });
  });

  describe('bodies as HTTP clients send them', () => {
    const SENT: readonly [string, Record<string, string> | undefined, (json: string) => string][] = [
      ['no Content-Type (the service reads it as JSON)', undefined, (json) => json],
      ['charset=utf-8', { 'Content-Type': 'application/json; charset=utf-8' }, (json) => json],
      ['charset=UTF-8 without a space', { 'Content-Type': 'application/json;charset=UTF-8' }, (json) => json],
      ['a quoted charset', { 'Content-Type': 'application/json; charset="utf-8"' }, (json) => json],
      [
        "a trailing newline (Go's json.Encoder)",
        { 'Content-Type': 'application/json' },
        (json) => `${json}\n`,
      ],
      ['CRLF after the body', { 'Content-Type': 'application/json' }, (json) => `${json}\r\n`],
      [
        'indented (json.dumps(indent=2))',
        { 'Content-Type': 'application/json' },
        () => JSON.stringify(authBody(), null, 2),
      ],
    ];

    for (const [how, headers, write] of SENT) {
      it(`POST /auth with ${how}`, async () => {
        const answer = await rawRequest(`${backend.apiBaseUrl}/auth`, {
          method: 'POST',
          headers: {
            ...headers,
            Accept: 'application/json',
            Authorization: `Bearer ${await signApplicationJwt(SHOP, SIGNED_FOR_IDENTITY)}`,
          },
          body: write(JSON.stringify(authBody())),
          untyped: headers === undefined,
        });
        checkJsonApiAnswer('POST', `${backend.apiBaseUrl}/auth`, answer.status, answer.json);
        assert.equal(answer.status, 200, answer.text);
        assert.match(String(asObject(answer.json).url), /^http/);
      });
    }
  });

  describe('GET /aspsps read by a strict typed client', () => {
    it('validates every ASPSP of every country against models whose optional lists default to []', async () => {
      const answer = await callJsonApi(backend, '/aspsps', {
        token: await signApplicationJwt(SHOP, SIGNED_FOR_IDENTITY),
      });
      assert.equal(answer.status, 200);
      const aspsps = asObject(answer.json).aspsps as unknown[];
      assert.ok(aspsps.length > 100, `the whole catalogue (${aspsps.length} ASPSPs)`);
      const problems = aspsps.flatMap((aspsp, index) => validate(aspsp, ASPSP_MODEL, `aspsps[${index}]`));
      assert.deepEqual(problems.slice(0, 10), []);
    });
  });
});

/**
 * A typed model as pydantic or a generated client holds it: each field a type; a field with a
 * default may be absent, but no field is Optional, so null fails as it does in `List[str] = []`.
 */
type FieldType = 'str' | 'int' | 'bool' | 'any' | { list: FieldType } | Model;
interface Model {
  fields: Readonly<Record<string, { type: FieldType; hasDefault?: true }>>;
}

const required = (type: FieldType) => ({ type });
const defaulted = (type: FieldType) => ({ type, hasDefault: true as const });
const STRINGS: FieldType = { list: 'str' };

const CREDENTIAL_MODEL: Model = {
  fields: {
    name: required('str'),
    title: required('str'),
    required: required('bool'),
    description: defaulted('str'),
    template: defaulted('str'),
  },
};
const AUTH_METHOD_MODEL: Model = {
  fields: {
    name: defaulted('str'),
    title: defaulted('str'),
    psu_type: required('str'),
    credentials: defaulted({ list: CREDENTIAL_MODEL }),
    approach: required('str'),
    hidden_method: required('bool'),
  },
};
const PAYMENT_TYPE_MODEL: Model = {
  fields: {
    payment_type: required('str'),
    psu_type: required('str'),
    currencies: required(STRINGS),
    max_transactions: required('int'),
    allowed_auth_methods: defaulted(STRINGS),
    charge_bearer_values: defaulted(STRINGS),
    creditor_account_schemas: defaulted(STRINGS),
    debtor_account_schemas: defaulted(STRINGS),
    priority_codes: defaulted(STRINGS),
    reference_number_schemas: defaulted(STRINGS),
    remittance_information_lines: defaulted({
      list: {
        fields: { max_length: required('int'), min_length: required('int'), pattern: defaulted('str') },
      },
    }),
    requested_execution_date_max_period: defaulted('int'),
    ...Object.fromEntries(
      [
        'reference_number_supported',
        'remittance_information_required',
        'requested_execution_date_supported',
        'deferred_submission_supported',
        'creditor_agent_bic_fi_required',
        'creditor_agent_clearing_system_member_id_required',
        'creditor_country_required',
        'creditor_name_required',
        'creditor_postal_address_required',
        'debtor_account_required',
        'debtor_contact_email_required',
        'debtor_contact_phone_required',
        'debtor_currency_required',
        'regulatory_reporting_code_required',
      ].map((name) => [name, defaulted('bool')]),
    ),
  },
};
const ASPSP_MODEL: Model = {
  fields: {
    name: required('str'),
    country: required('str'),
    logo: required('str'),
    psu_types: required(STRINGS),
    auth_methods: required({ list: AUTH_METHOD_MODEL }),
    maximum_consent_validity: required('int'),
    sandbox: defaulted('any'),
    beta: required('bool'),
    bic: defaulted('str'),
    required_psu_headers: defaulted(STRINGS),
    payments: defaulted({ list: PAYMENT_TYPE_MODEL }),
    group: defaulted({ fields: { name: required('str'), logo: required('str') } }),
  },
};

/** What the typed client would raise on, one line a field; empty when the value validates. */
function validate(value: unknown, type: FieldType, path: string): string[] {
  if (value === null) return [`${path}: none is not an allowed value`];
  if (type === 'any') return [];
  if (type === 'str') return typeof value === 'string' ? [] : [`${path}: str expected`];
  if (type === 'bool') return typeof value === 'boolean' ? [] : [`${path}: bool expected`];
  if (type === 'int') return Number.isInteger(value) ? [] : [`${path}: int expected`];
  if ('list' in type) {
    if (!Array.isArray(value)) return [`${path}: list expected`];
    return value.flatMap((item, index) => validate(item, type.list, `${path}[${index}]`));
  }
  if (typeof value !== 'object' || Array.isArray(value)) return [`${path}: object expected`];
  const object = value as Json;
  return Object.entries(type.fields).flatMap(([name, field]) =>
    name in object
      ? validate(object[name], field.type, `${path}.${name}`)
      : field.hasDefault
        ? []
        : [`${path}.${name}: field required`],
  );
}
