import { randomUUID } from 'node:crypto';
import { findMethod } from '../catalogue/aspsp-support.js';
import type { Catalogue } from '../catalogue/catalogue.js';
import type { ApplicationConfig } from '../types/application.js';
import type { ASPSPData, AuthMethod, PSUType } from '../types/aspsp.js';
import { SANDBOX_SHOP_KEY } from '../data/applications.js';

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
  /** Default 15 minutes; small or negative values give an (almost) expired attempt. */
  expiresInMs?: number;
}

export interface CreationContext {
  applications: readonly ApplicationConfig[];
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
  expires_at: number;
}

/** Checks what the real POST /auth and POST /payments would refuse; throws an Error saying what is wrong. */
export function resolveAttemptInput(input: AttemptInput, context: CreationContext): ResolvedAttempt {
  const application = findApplication(context.applications, input.application ?? SANDBOX_SHOP_KEY);
  if (typeof input.aspsp?.name !== 'string') throw new Error('aspsp {name, country} is required.');
  const aspsp = context.catalogue.find(input.aspsp.name, input.aspsp.country);
  if (!aspsp) throw new Error(`Unknown ASPSP "${input.aspsp.name}" in country "${input.aspsp.country}".`);
  const psuType = input.psu_type ?? 'personal';
  if (!aspsp.psu_types.includes(psuType)) {
    throw new Error(`${aspsp.name} (${aspsp.country}) does not support the PSU type "${psuType}".`);
  }
  const redirectUrl = input.redirect_url ?? application.redirect_urls[0];
  if (redirectUrl === undefined || !application.redirect_urls.includes(redirectUrl)) {
    throw new Error(`redirect_url "${redirectUrl}" is not among the redirect URLs of ${application.key}.`);
  }
  const presetMethod = resolvePresetMethod(input, aspsp, psuType);
  const lifetime = input.expiresInMs ?? DEFAULT_LIFETIME_MS;
  if (!Number.isFinite(lifetime)) throw new Error('expiresInMs must be a finite number.');
  return {
    id: randomUUID(),
    application,
    aspsp,
    psu_type: psuType,
    redirect_url: redirectUrl,
    state: input.state,
    preset_method: presetMethod,
    preset_credentials: presetMethod && input.credentials,
    expires_at: context.now + lifetime,
  };
}

function findApplication(applications: readonly ApplicationConfig[], key: string): ApplicationConfig {
  const application = applications.find((candidate) => candidate.key === key);
  if (!application) {
    const known = applications.map((candidate) => candidate.key).join(', ');
    throw new Error(`Unknown application "${key}"; the configured ones are: ${known}.`);
  }
  if (!application.active)
    throw new Error(`Application "${key}" is pending: it cannot start authorisations yet.`);
  return application;
}

function resolvePresetMethod(
  input: AttemptInput,
  aspsp: ASPSPData,
  psuType: PSUType,
): AuthMethod | undefined {
  if (input.auth_method === undefined) {
    if (input.credentials !== undefined)
      throw new Error('credentials are allowed only together with auth_method.');
    return undefined;
  }
  const method = findMethod(aspsp, psuType, input.auth_method);
  if (!method)
    throw new Error(`${aspsp.name} has no auth method "${input.auth_method}" for ${psuType} PSUs.`);
  if (input.credentials !== undefined) {
    if (method.credentials === undefined)
      throw new Error(`The method "${method.name}" takes no credentials.`);
    const values = Object.values(input.credentials);
    if (!values.every((value) => typeof value === 'string'))
      throw new Error('credentials must map names to strings.');
  }
  return method;
}
