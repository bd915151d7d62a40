import { createPublicKey } from 'node:crypto';
import { join } from 'node:path';
import {
  SETTING_NAMES,
  type ApplicationConfig,
  type ApplicationSettings,
  type Provider,
  type RegistrationDetails,
} from '../types/application.js';
import { DamagedDataError } from '../persistence/damaged-data-error.js';
import { readFileNoFollow } from '../persistence/no-follow.js';
import type { PersistedApplications } from './application-registry.js';
import { InvalidSetting, settingValue } from './setting-values.js';

/** Where sandboxes before the journal kept registered applications and changed settings. */
export const APPLICATIONS_FILE = 'applications.json';
const FORMAT_VERSION = 1;

/**
 * Reads `<dataDir>/applications.json` of an older sandbox, to move its content into the
 * journal; undefined when there is none. Throws a DamagedDataError naming the fault.
 */
export function readApplicationsFile(dataDir: string): PersistedApplications | undefined {
  const file = join(dataDir, APPLICATIONS_FILE);
  let text: string;
  try {
    text = readFileNoFollow(file).toString('utf8');
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return undefined;
    throw error;
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw damaged(file, `it is not JSON (${error instanceof Error ? error.message : String(error)})`);
  }
  try {
    return persistedApplications(data);
  } catch (error) {
    if (error instanceof InvalidSetting) throw damaged(file, error.message);
    throw error;
  }
}

function damaged(file: string, reason: string): DamagedDataError {
  return new DamagedDataError(
    `The sandbox data file ${file} is damaged: ${reason.replace(/\.$/, '')}. ` +
      'Nothing was changed. Repair it, or move it away to start with the built-in applications only.',
  );
}

/**
 * Reads the file's content, value by value, with the rules the control panel applies, so a
 * hand-edited file cannot give the sandbox a setting the panel would refuse. Throws an
 * InvalidSetting that names the value.
 */
export function persistedApplications(data: unknown): PersistedApplications {
  if (!isObject(data) || data.version !== FORMAT_VERSION) {
    throw new InvalidSetting(
      `it is not a version ${FORMAT_VERSION} applications file ({ "version": ${FORMAT_VERSION}, "registered": [...], "settings": {...} })`,
    );
  }
  if (!Array.isArray(data.registered)) {
    throw new InvalidSetting('"registered" must be a list of applications');
  }
  if (!isObject(data.settings)) {
    throw new InvalidSetting('"settings" must be an object of application settings by application id');
  }
  const settings: Record<string, ApplicationSettings> = {};
  for (const [id, value] of Object.entries(data.settings)) {
    const path = `settings["${id}"]`;
    const unknown = isObject(value)
      ? Object.keys(value).find((name) => !SETTING_NAMES.some((setting) => setting === name))
      : undefined;
    if (unknown !== undefined) {
      throw new InvalidSetting(
        `${path}.${unknown} is not a setting; the settings are ${SETTING_NAMES.join(', ')}`,
      );
    }
    settings[id] = storedSettings(value, path);
  }
  return {
    registered: data.registered.map((value, index) => storedApplication(value, `registered[${index}]`)),
    settings,
  };
}

export function storedApplication(value: unknown, path: string): ApplicationConfig {
  if (!isObject(value)) throw new InvalidSetting(`${path} must be an application object`);
  const environment = value.environment;
  if (environment !== 'SANDBOX' && environment !== 'PRODUCTION') {
    throw new InvalidSetting(`${path}.environment must be SANDBOX or PRODUCTION`);
  }
  return {
    key: string(value.key, `${path}.key`),
    id: string(value.id, `${path}.id`),
    name: string(value.name, `${path}.name`),
    description: optionalString(value.description, `${path}.description`),
    environment,
    active: boolean(value.active, `${path}.active`),
    consent_required: boolean(value.consent_required, `${path}.consent_required`),
    provider: provider(value.provider, `${path}.provider`),
    ...storedSettings(value, path),
    public_key: publicKey(value.public_key, `${path}.public_key`),
    registered: registrationDetails(value.registered, `${path}.registered`),
  };
}

/** Every setting; one that a file of an older sandbox lacks is empty. */
export function storedSettings(value: unknown, path: string): ApplicationSettings {
  if (!isObject(value)) throw new InvalidSetting(`${path} must be an object of settings`);
  const read = <Name extends keyof ApplicationSettings>(name: Name) =>
    settingValue(name, value[name] ?? [], `${path}.${name}`);
  return {
    redirect_urls: read('redirect_urls'),
    widget_origins: read('widget_origins'),
    webhook_origins: read('webhook_origins'),
    allowed_ips: read('allowed_ips'),
    services: read('services'),
    credentials_frame_style: read('credentials_frame_style'),
    credentials_frame: settingValue(
      'credentials_frame',
      value.credentials_frame ?? false,
      `${path}.credentials_frame`,
    ),
  };
}

function provider(value: unknown, path: string): Provider {
  if (!isObject(value))
    throw new InvalidSetting(`${path} must be an object with name, terms_url and privacy_url`);
  return {
    name: string(value.name, `${path}.name`),
    terms_url: string(value.terms_url, `${path}.terms_url`),
    privacy_url: string(value.privacy_url, `${path}.privacy_url`),
  };
}

function registrationDetails(value: unknown, path: string): RegistrationDetails | undefined {
  if (value === undefined) return undefined;
  if (!isObject(value)) throw new InvalidSetting(`${path} must be an object with at and certificate`);
  return {
    at: string(value.at, `${path}.at`),
    certificate: string(value.certificate, `${path}.certificate`),
    gdpr_email: optionalString(value.gdpr_email, `${path}.gdpr_email`),
    privacy_url: optionalString(value.privacy_url, `${path}.privacy_url`),
    terms_url: optionalString(value.terms_url, `${path}.terms_url`),
  };
}

/** The key must load now: a key that cannot would fail every JWT of the application later. */
function publicKey(value: unknown, path: string): string {
  const pem = string(value, path);
  try {
    createPublicKey(pem);
  } catch (error) {
    throw new InvalidSetting(
      `${path} is not a public key in PEM (${error instanceof Error ? error.message : String(error)})`,
    );
  }
  return pem;
}

function string(value: unknown, path: string): string {
  if (typeof value !== 'string' || value === '')
    throw new InvalidSetting(`${path} must be a non-empty string`);
  return value;
}

function optionalString(value: unknown, path: string): string | undefined {
  return value === undefined ? undefined : string(value, path);
}

function boolean(value: unknown, path: string): boolean {
  if (typeof value !== 'boolean') throw new InvalidSetting(`${path} must be true or false`);
  return value;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
