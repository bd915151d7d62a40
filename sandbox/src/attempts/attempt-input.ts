import { randomUUID } from 'node:crypto';
import { findMethod, usableMethods } from '../catalogue/aspsp-support.js';
import type { Catalogue } from '../catalogue/catalogue.js';
import type { ApplicationRegistry } from '../applications/application-registry.js';
import type { ApplicationConfig } from '../types/application.js';
import type { ASPSPData, AuthMethod, PSUType } from '../types/aspsp.js';
import type { PaymentType } from '../types/payment.js';
import { SANDBOX_SHOP_KEY } from '../data/applications.js';
import { credentialsProblem } from '../flow/credentials.js';
import { InvalidInputError } from './invalid-input.js';
import { psuIdHash } from './psu-id-hash.js';

/** An attempt expires 15 minutes after creation unless a test asks otherwise. */
const DEFAULT_LIFETIME_MS = 15 * 60 * 1000;

/** The inputs an authorisation and a payment share. */
export interface AttemptInput {
  /** Application key from data/applications.ts; default 'sandbox-shop'. */
  application?: string;
  aspsp: { name: string; country: string };
  psu_type?: PSUType;
  /** Default: the application's first redirect URL. */
  redirect_url?: string;
  state?: string;
  auth_method?: string;
  /** Only with auth_method, as in the API. */
  credentials?: Record<string, string>;
  /** The application's own id of the PSU; only its hash is kept (psu_id_hash). */
  psu_id?: string;
  /** The PSU's language as the application names it (two lowercase letters): the hosted pages speak it. */
  language?: string;
  /** Default 15 minutes; small or negative values give an (almost) expired attempt. */
  expiresInMs?: number;
}

export interface CreationContext {
  applications: ApplicationRegistry;
  catalogue: Catalogue;
  now: number;
}

export interface ResolvedAttempt {
  id: string;
  application: ApplicationConfig;
  aspsp: ASPSPData;
  psu_type: PSUType;
  redirect_url: string;
  state?: string;
  preset_method?: AuthMethod;
  preset_credentials?: Record<string, string>;
  psu_id_hash: string;
  language?: string;
  created_at: number;
  expires_at: number;
}

/**
 * Checks what the real POST /auth and POST /payments would refuse; throws an
 * InvalidInputError saying what is wrong, with the ErrorCode the JSON API answers.
 * `paymentType`: set for a payment, whose auth_method must be one its type allows.
 */
export function resolveAttemptInput(
  input: AttemptInput,
  context: CreationContext,
  paymentType?: PaymentType,
): ResolvedAttempt {
  const application = findApplication(context.applications, input.application ?? SANDBOX_SHOP_KEY);
  if (typeof input.aspsp?.name !== 'string')
    throw new InvalidInputError('aspsp {name, country} is required.');
  const aspsp = context.catalogue.find(input.aspsp.name, input.aspsp.country);
  if (!aspsp) {
    throw new InvalidInputError(
      `Unknown ASPSP "${input.aspsp.name}" in country "${input.aspsp.country}".`,
      'WRONG_ASPSP_PROVIDED',
    );
  }
  const psuType = input.psu_type ?? 'personal';
  if (!aspsp.psu_types.includes(psuType)) {
    throw new InvalidInputError(
      `${aspsp.name} (${aspsp.country}) does not support the PSU type "${psuType}".`,
    );
  }
  const redirectUrl = input.redirect_url ?? application.redirect_urls[0];
  if (redirectUrl === undefined || !application.redirect_urls.includes(redirectUrl)) {
    throw new InvalidInputError(
      `redirect_url "${redirectUrl}" is not among the redirect URLs of ${application.key}.`,
      'REDIRECT_URI_NOT_ALLOWED',
    );
  }
  const presetMethod = resolvePresetMethod(input, aspsp, psuType, paymentType);
  const lifetime = input.expiresInMs ?? DEFAULT_LIFETIME_MS;
  if (!Number.isFinite(lifetime)) throw new InvalidInputError('expiresInMs must be a finite number.');
  return {
    id: randomUUID(),
    application,
    aspsp,
    psu_type: psuType,
    redirect_url: redirectUrl,
    state: input.state,
    preset_method: presetMethod,
    preset_credentials: presetMethod && input.credentials,
    psu_id_hash: psuIdHash(application.id, input.psu_id),
    ...(input.language === undefined ? {} : { language: input.language }),
    created_at: context.now,
    expires_at: context.now + lifetime,
  };
}

function findApplication(applications: ApplicationRegistry, key: string): ApplicationConfig {
  const application = applications.byKey(key);
  if (!application) {
    const known = applications
      .all()
      .map((candidate) => candidate.key)
      .join(', ');
    throw new InvalidInputError(`Unknown application "${key}"; the configured ones are: ${known}.`);
  }
  if (!application.active) {
    throw new InvalidInputError(
      `Application "${key}" is pending: it cannot start authorisations yet.`,
      'UNAUTHORIZED_ACCESS',
    );
  }
  return application;
}

function resolvePresetMethod(
  input: AttemptInput,
  aspsp: ASPSPData,
  psuType: PSUType,
  paymentType: PaymentType | undefined,
): AuthMethod | undefined {
  if (input.auth_method === undefined) {
    if (input.credentials !== undefined)
      throw new InvalidInputError('credentials are allowed only together with auth_method.');
    return undefined;
  }
  const method = findMethod({ aspsp, psu_type: psuType }, input.auth_method);
  if (!method)
    throw new InvalidInputError(
      `${aspsp.name} has no auth method "${input.auth_method}" for ${psuType} PSUs.`,
    );
  const allowed = usableMethods({ aspsp, psu_type: psuType, payment_type: paymentType });
  if (!allowed.includes(method)) {
    throw new InvalidInputError(
      `The method "${method.name}" cannot authorise ${String(paymentType)} payments at ${aspsp.name}: its allowed_auth_methods are ${allowed.map((each) => each.name).join(', ')}.`,
    );
  }
  if (input.credentials !== undefined) {
    if (method.credentials === undefined)
      throw new InvalidInputError(`The method "${method.name}" takes no credentials.`);
    const values = Object.values(input.credentials);
    if (!values.every((value) => typeof value === 'string'))
      throw new InvalidInputError('credentials must map names to strings.');
    const problem = credentialsProblem(method, input.credentials);
    if (problem !== undefined) throw new InvalidInputError(problem, 'WRONG_CREDENTIALS_PROVIDED');
  }
  return method;
}
