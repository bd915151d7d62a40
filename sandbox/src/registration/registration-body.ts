import { InvalidSetting, httpUrl, list, redirectUrl } from '../applications/setting-values.js';
import { wrongParameters } from '../http/api-error.js';
import { optionalString, requireObject, requireOneOf, requireString } from '../json-api/json-fields.js';
import type { Environment } from '../types/application.js';

const ENVIRONMENTS: readonly Environment[] = ['SANDBOX', 'PRODUCTION'];
/** What an address needs to reach someone; the service's own check is not specified. */
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** The body of POST {registration_url}/api/applications (interface specification, Resources). */
export interface RegistrationFields {
  certificate: string;
  environment: Environment;
  name: string;
  redirect_urls: string[];
  description?: string;
  gdpr_email?: string;
  privacy_url?: string;
  terms_url?: string;
}

/**
 * Reads the registration body; every mistake is a 400 WRONG_REQUEST_PARAMETERS that names
 * the field. PRODUCTION also requires description, gdpr_email, privacy_url and terms_url.
 * Fields the specification does not list are ignored, as a client may send more.
 */
export function registrationFields(body: unknown): RegistrationFields {
  const object = requireObject(body, 'The body');
  const certificate = requireString(object.certificate, 'certificate');
  const environment = requireOneOf(object.environment, 'environment', ENVIRONMENTS);
  const production = environment === 'PRODUCTION';
  const name = requireText(object.name, 'name');
  const redirect_urls = redirectUrls(object.redirect_urls);
  const description = productionText(object.description, 'description', production);
  const gdpr_email = productionText(object.gdpr_email, 'gdpr_email', production);
  if (gdpr_email !== undefined && !EMAIL.test(gdpr_email)) {
    throw wrongParameters(
      `gdpr_email "${gdpr_email}" is not an e-mail address such as privacy@shop.example.`,
    );
  }
  const privacyUrl = productionText(object.privacy_url, 'privacy_url', production);
  const privacy_url = privacyUrl === undefined ? undefined : setting(httpUrl, privacyUrl, 'privacy_url');
  const termsUrl = productionText(object.terms_url, 'terms_url', production);
  const terms_url = termsUrl === undefined ? undefined : setting(httpUrl, termsUrl, 'terms_url');
  return { certificate, environment, name, redirect_urls, description, gdpr_email, privacy_url, terms_url };
}

function redirectUrls(value: unknown): string[] {
  if (value === undefined) {
    throw wrongParameters('redirect_urls is required: an array of the absolute URLs the PSU may return to.');
  }
  const urls = setting((item, path) => list(item, path, redirectUrl), value, 'redirect_urls');
  if (urls.length === 0) {
    throw wrongParameters('redirect_urls must hold at least one absolute URL the PSU may return to.');
  }
  return urls;
}

/** Required, non-blank text; spaces around it are dropped. */
function requireText(value: unknown, path: string): string {
  const text = requireString(value, path).trim();
  if (text === '') throw wrongParameters(`${path} is required: a non-empty string.`);
  return text;
}

/** Optional text, required for PRODUCTION; trimmed before that check, so blanks count as missing. */
function productionText(value: unknown, path: string, production: boolean): string | undefined {
  const text = optionalString(value ?? undefined, path)?.trim();
  if (production && (text === undefined || text === '')) {
    throw wrongParameters(`${path} is required when environment is PRODUCTION: a non-empty string.`);
  }
  return text === '' ? undefined : text;
}

/** The setting rules of the control panel, answering a 400 instead of an InvalidSetting. */
function setting<T>(read: (value: unknown, path: string) => T, value: unknown, path: string): T {
  try {
    return read(value, path);
  } catch (error) {
    if (error instanceof InvalidSetting) throw wrongParameters(error.message);
    throw error;
  }
}
