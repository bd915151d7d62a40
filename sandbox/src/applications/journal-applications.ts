import { TrackedMap } from '../persistence/tracked-map.js';
import type { ApplicationConfig, ApplicationSettings } from '../types/application.js';
import type { ApplicationPersistence, PersistedApplications } from './application-registry.js';
import { storedApplication, storedSettings } from './applications-file.js';
import { InvalidSetting } from './setting-values.js';

/** The journal's collections of registered applications and of changed built-in settings. */
export const REGISTERED_COLLECTION = 'applications';
export const SETTINGS_COLLECTION = 'application-settings';

/**
 * The registry's persistence in the data directory's journal: registered applications whole
 * and built-in applications' changed settings, each a record by application id, written with
 * the commit of the request that made them. Read back with the control panel's rules.
 */
export class JournalApplications implements ApplicationPersistence {
  readonly registered = new TrackedMap<string, ApplicationConfig>();
  readonly settings = new TrackedMap<string, ApplicationSettings>();

  /** `where` names the data for a message about a record that breaks the rules. */
  constructor(
    stored: { registered?: ReadonlyMap<string, unknown>; settings?: ReadonlyMap<string, unknown> },
    private readonly where: string,
  ) {
    try {
      for (const [id, value] of stored.registered ?? []) {
        this.registered.set(id, storedApplication(value, `${REGISTERED_COLLECTION}["${id}"]`));
      }
      for (const [id, value] of stored.settings ?? []) {
        this.settings.set(id, storedSettings(value, `${SETTINGS_COLLECTION}["${id}"]`));
      }
    } catch (error) {
      if (error instanceof InvalidSetting) throw new InvalidSetting(`${this.where}: ${error.message}`);
      throw error;
    }
  }

  load(): PersistedApplications | undefined {
    if (this.registered.size === 0 && this.settings.size === 0) return undefined;
    return { registered: [...this.registered.scan()], settings: Object.fromEntries(this.settings) };
  }

  save(state: PersistedApplications): void {
    replaceAll(
      this.registered,
      state.registered.map((application) => [application.id, application]),
    );
    replaceAll(this.settings, Object.entries(state.settings));
  }
}

function replaceAll<V>(map: TrackedMap<string, V>, entries: readonly (readonly [string, V])[]): void {
  const kept = new Set(entries.map(([key]) => key));
  for (const key of [...map.keys()]) if (!kept.has(key)) map.delete(key);
  for (const [key, value] of entries) map.set(key, value);
}
