import { randomUUID, type KeyObject } from 'node:crypto';
import { wrongParameters } from '../http/api-error.js';
import { apiError } from '../http/error-status.js';
import { jsonApiContentType } from '../json-api/body-content-type.js';
import { REGISTRATION_LENGTHS, requireFieldLengths } from '../json-api/field-lengths.js';
import { requireObject, requireString } from '../json-api/json-fields.js';
import { bearerToken } from '../jwt/jwt-rules.js';
import { JwtRefusal, verifyRs256Jwt } from '../jwt/verify-rs256.js';
import type { ApiReply, BackendContext } from '../request/context.js';
import type { RequestBody } from '../http/read-body.js';
import { admit, replyOrErrorAfter, type Admission, type ErrorReply } from '../http/route-table.js';
import { jsonBody, requireJsonContentType } from '../request/request-body.js';
import { registeredApplication } from './registered-application.js';
import { registrationFields } from './registration-body.js';
import { registrationKey } from './registration-key.js';
import { USED_TOKEN_LEEWAY_MS } from './registration-limits.js';
import type { RegistrationRequest } from './registration-request.js';
import type { Environment } from '../types/application.js';

/**
 * POST {registration_url}/api/applications: registers an application and answers its
 * `app_id`, the kid of its JWTs from then on. The request proves possession of the key it
 * registers: its bearer JWT is signed with the private key of the body's certificate (RS256,
 * iss the service's domain, aud the registration service). Checked in that order: the
 * method, the Authorization header (401 AUTHORIZATION_NOT_PROVIDED) and the content type (a
 * body without one is read as JSON, as the JSON API reads it) before the body is read; then
 * the certificate (400), the JWT (401 UNAUTHORIZED_ACCESS), the other fields (400
 * WRONG_REQUEST_PARAMETERS).
 */
export function admitRegistration(
  context: BackendContext,
  request: RegistrationRequest,
): Admission<RequestBody, Promise<ApiReply | ErrorReply>> {
  return admit(() => {
    if (request.method !== 'POST') {
      throw wrongParameters(`${request.method} is not supported on /api/applications: use POST.`);
    }
    const token = bearerToken(request.authorization);
    if (token === undefined) {
      throw apiError(
        'AUTHORIZATION_NOT_PROVIDED',
        'Registration needs an "Authorization: Bearer <JWT>" header: a JWT signed with the private key ' +
          `of the certificate being registered (RS256, iss "${context.identity.jwtIssuer}", ` +
          `aud "${context.identity.registrationAudience}").`,
      );
    }
    const contentType = jsonApiContentType(request.contentType);
    if (request.announcesBody) requireJsonContentType(contentType);
    return (body: RequestBody) =>
      replyOrErrorAfter(async () => ({
        status: 200,
        body: { app_id: await register(context, token, { contentType, body }) },
      }));
  });
}

async function register(
  context: BackendContext,
  token: string,
  request: { contentType?: string; body: RequestBody },
): Promise<string> {
  const body = requireObject(jsonBody(request), 'The body');
  // Every string field's length first, before the certificate is parsed or a pattern applied.
  requireFieldLengths(body, REGISTRATION_LENGTHS);
  const { key, spkiPem } = registrationKey(requireString(body.certificate, 'certificate'));
  const { expires, signature } = await proveKeyPossession(context, token, key);
  if (context.usedRegistrationTokens.used(signature, context.clock.realTime())) {
    throw apiError(
      'UNAUTHORIZED_ACCESS',
      'This registration JWT registered an application already: a JWT registers once. Sign a new one ' +
        'for another registration.',
    );
  }
  const fields = registrationFields(body);
  refuseKeyInUse(context, fields.environment, key);
  refuseBeyondLimit(context);
  const id = randomUUID();
  const registeredAt = new Date(context.now()).toISOString();
  context.applications.add(registeredApplication(fields, spkiPem, id, registeredAt));
  context.usedRegistrationTokens.remember(signature, expires + USED_TOKEN_LEEWAY_MS);
  return id;
}

/**
 * A key registers one application per environment: the JWTs of two applications signed with
 * one key would differ only in their kid. Told after the JWT proved possession of the key, so
 * only its holder learns which application has it.
 */
function refuseKeyInUse(context: BackendContext, environment: Environment, key: KeyObject): void {
  const holder = context.applications.withKey(environment, key);
  if (holder === undefined) return;
  throw wrongParameters(
    `certificate: this key is already registered for application ${holder.id} (${environment}); ` +
      `use a new key pair to register another application, or sign the JWTs with kid ${holder.id} to use that one.`,
  );
}

/** Registrations keep at most context.maxRegisteredApplications applications. */
function refuseBeyondLimit(context: BackendContext): void {
  const registered = context.applications
    .all()
    .filter((application) => !context.applications.isBuiltIn(application.id));
  const limit = context.maxRegisteredApplications;
  if (registered.length < limit) return;
  throw apiError(
    'ACCESS_DENIED',
    `The sandbox keeps at most ${limit} registered applications and holds that many. ` +
      'Use one you registered before, or start the sandbox with --reset (or another --data-dir) to register anew.',
  );
}

/** Verifies the registration JWT; returns when it expires (ms) and its signature, which names it. */
async function proveKeyPossession(
  context: BackendContext,
  token: string,
  key: KeyObject,
): Promise<{ expires: number; signature: Buffer }> {
  const expected = {
    issuer: context.identity.jwtIssuer,
    audience: context.identity.registrationAudience,
    // The client signs with its own clock: see SandboxClock.realTime.
    now: context.clock.realTime(),
  };
  try {
    const { claims, signature } = await verifyRs256Jwt(token, key, expected);
    return { expires: Number(claims.exp) * 1000, signature };
  } catch (error) {
    if (!(error instanceof JwtRefusal)) throw error;
    throw apiError(
      'UNAUTHORIZED_ACCESS',
      `${error.message} A registration JWT is signed with the private key of the certificate in the ` +
        `body, with iss "${expected.issuer}" and aud "${expected.audience}".`,
    );
  }
}
