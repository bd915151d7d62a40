import type { ApplicationConfig, ApplicationSettings } from '../types/application.js';

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

  add(application: ApplicationConfig): void {
    if (this.byId(application.id)) throw new Error(`An application ${application.id} exists already.`);
    this.applications.push(application);
    this.save();
  }

  /** Changes the settings given, keeps the others; returns the application as it now is. */
  update(id: string, changes: Partial<ApplicationSettings>): ApplicationConfig {
    const application = this.byId(id);
    if (!application) throw new Error(`There is no application ${id}.`);
    Object.assign(application, changes);
    if (this.builtInIds.has(id)) this.changedBuiltIns.add(id);
    this.save();
    return application;
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
      if (!application) continue;
      const { redirect_urls, widget_origins, webhook_origins, allowed_ips, services } = application;
      settings[id] = { redirect_urls, widget_origins, webhook_origins, allowed_ips, services };
    }
    this.persistence.save({
      registered: this.applications.filter((application) => !this.builtInIds.has(application.id)),
      settings,
    });
  }
}
