import type { KeyObject } from 'node:crypto';
import type { ApplicationConfig, ApplicationSettings, Environment } from '../types/application.js';
import { applicationKeyFingerprint, keyFingerprint } from './key-fingerprint.js';

/** What survives a restart: registered applications whole, built-in ones as their changed settings. */
export interface PersistedApplications {
  registered: ApplicationConfig[];
  /** Control-panel changes to built-in applications, by application id. */
  settings: Record<string, ApplicationSettings>;
}

/** Where the registry keeps its state; without one, changes last until the backend stops. */
export interface ApplicationPersistence {
  /** The saved state, or undefined when nothing was saved yet. Throws on a damaged file. */
  load(): PersistedApplications | undefined;
  save(state: PersistedApplications): void;
}

/**
 * The applications the sandbox knows: the built-in ones of data/applications.ts and those
 * registered at run time. Records are changed in place, so authorisations and payments that
 * hold an application see its current settings (a newly whitelisted origin works at once).
 */
export class ApplicationRegistry {
  private readonly applications: ApplicationConfig[];
  private readonly builtInIds: ReadonlySet<string>;
  private readonly changedBuiltIns = new Set<string>();

  constructor(
    builtIn: readonly ApplicationConfig[],
    private readonly persistence?: ApplicationPersistence,
  ) {
    this.applications = builtIn.map((application) => ({ ...application }));
    this.builtInIds = new Set(builtIn.map((application) => application.id));
    const saved = persistence?.load();
    if (saved) this.restore(saved);
  }

  all(): readonly ApplicationConfig[] {
    return this.applications;
  }

  byId(id: string): ApplicationConfig | undefined {
    return this.applications.find((application) => application.id === id);
  }

  /** Built-in applications have a readable key ('sandbox-shop'); registered ones use their id. */
  byKey(key: string): ApplicationConfig | undefined {
    return this.applications.find((application) => application.key === key);
  }

  /**
   * The application of `environment`, built-in or registered, whose public key is `key`,
   * compared as key material (however either was written); undefined when there is none.
   */
  withKey(environment: Environment, key: KeyObject): ApplicationConfig | undefined {
    const wanted = keyFingerprint(key);
    return this.applications.find(
      (application) =>
        application.environment === environment && applicationKeyFingerprint(application) === wanted,
    );
  }

  /** Keeps a registered application; when it cannot be saved, it is not kept at all. */
  add(application: ApplicationConfig): void {
    if (this.byId(application.id)) throw new Error(`An application ${application.id} exists already.`);
    this.applications.push(application);
    try {
      this.save();
    } catch (error) {
      this.applications.pop();
      throw error;
    }
  }

  /**
   * Changes the settings given, keeps the others; returns the application as it now is.
   * When the change cannot be saved, the application keeps its old settings, so what the
   * sandbox does never differs from what a restart would bring back.
   */
  update(id: string, changes: Partial<ApplicationSettings>): ApplicationConfig {
    const application = this.byId(id);
    if (!application) throw new Error(`There is no application ${id}.`);
    const before = settingsOf(application);
    const wasChanged = this.changedBuiltIns.has(id);
    Object.assign(application, changes);
    if (this.builtInIds.has(id)) this.changedBuiltIns.add(id);
    try {
      this.save();
    } catch (error) {
      Object.assign(application, before);
      if (!wasChanged) this.changedBuiltIns.delete(id);
      throw error;
    }
    return application;
  }

  /** Whether the application comes from data/applications.ts rather than a registration. */
  isBuiltIn(id: string): boolean {
    return this.builtInIds.has(id);
  }

  private restore(saved: PersistedApplications): void {
    for (const [id, settings] of Object.entries(saved.settings)) {
      const application = this.byId(id);
      if (application && this.builtInIds.has(id)) {
        Object.assign(application, settings);
        this.changedBuiltIns.add(id);
      }
    }
    for (const application of saved.registered) {
      if (!this.byId(application.id)) this.applications.push(application);
    }
  }

  private save(): void {
    if (!this.persistence) return;
    const settings: Record<string, ApplicationSettings> = {};
    for (const id of this.changedBuiltIns) {
      const application = this.byId(id);
      if (application) settings[id] = settingsOf(application);
    }
    this.persistence.save({
      registered: this.applications.filter((application) => !this.builtInIds.has(application.id)),
      settings,
    });
  }
}

/** Copies of the lists, so a later change to the application does not reach them. */
function settingsOf(application: ApplicationConfig): ApplicationSettings {
  return {
    redirect_urls: [...application.redirect_urls],
    widget_origins: [...application.widget_origins],
    webhook_origins: [...application.webhook_origins],
    allowed_ips: [...application.allowed_ips],
    services: [...application.services],
    credentials_frame: application.credentials_frame,
    credentials_frame_style: [...application.credentials_frame_style],
  };
}
