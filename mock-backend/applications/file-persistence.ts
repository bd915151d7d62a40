import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ApplicationConfig, ApplicationSettings } from '../types/application.js';
import type { ApplicationPersistence, PersistedApplications } from './application-registry.js';

const FILE_NAME = 'applications.json';
const FORMAT_VERSION = 1;

/** The file could not be read as saved applications: the backend refuses to start rather than lose them. */
export class DamagedDataError extends Error {}

/**
 * Keeps registered applications and changed settings in `<dataDir>/applications.json`.
 * Writes go to a temporary file that is then renamed over the old one, so a crash mid-write
 * leaves the previous file whole.
 */
export class FilePersistence implements ApplicationPersistence {
  readonly file: string;

  constructor(dataDir: string) {
    mkdirSync(dataDir, { recursive: true });
    this.file = join(dataDir, FILE_NAME);
  }

  load(): PersistedApplications | undefined {
    let text: string;
    try {
      text = readFileSync(this.file, 'utf8');
    } catch (error) {
      if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return undefined;
      throw error;
    }
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch (error) {
      throw this.damaged(`it is not JSON (${error instanceof Error ? error.message : String(error)})`);
    }
    return this.validated(data);
  }

  save(state: PersistedApplications): void {
    const temporary = `${this.file}.${process.pid}.tmp`;
    writeFileSync(temporary, `${JSON.stringify({ version: FORMAT_VERSION, ...state }, null, 2)}\n`);
    renameSync(temporary, this.file);
  }

  private validated(data: unknown): PersistedApplications {
    if (!isObject(data) || data.version !== FORMAT_VERSION) {
      throw this.damaged(`it is not a version ${FORMAT_VERSION} applications file`);
    }
    const { registered, settings } = data;
    if (!Array.isArray(registered) || !registered.every(isStoredApplication)) {
      throw this.damaged(
        '"registered" is not a list of applications with id, name, environment and public_key',
      );
    }
    if (!isObject(settings) || !Object.values(settings).every(isObject)) {
      throw this.damaged('"settings" is not an object of application settings by id');
    }
    return {
      registered: registered.map(withListDefaults),
      settings: settings as Record<string, ApplicationSettings>,
    };
  }

  private damaged(reason: string): DamagedDataError {
    return new DamagedDataError(
      `The sandbox data file ${this.file} is damaged: ${reason}. ` +
        'Nothing was changed. Repair it, or move it away to start with the built-in applications only.',
    );
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isStoredApplication(value: unknown): value is ApplicationConfig {
  return (
    isObject(value) &&
    typeof value.id === 'string' &&
    typeof value.name === 'string' &&
    (value.environment === 'SANDBOX' || value.environment === 'PRODUCTION') &&
    typeof value.public_key === 'string'
  );
}

/** A file written by an older sandbox may lack the newer lists. */
function withListDefaults(application: ApplicationConfig): ApplicationConfig {
  return {
    ...application,
    widget_origins: application.widget_origins ?? [],
    webhook_origins: application.webhook_origins ?? [],
    redirect_urls: application.redirect_urls ?? [],
    allowed_ips: application.allowed_ips ?? [],
    services: application.services ?? [],
  };
}
