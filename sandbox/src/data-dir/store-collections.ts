/**
 * The store's maps as journal collections. A record is written whole, as JSON
 * (persistence/record-json.ts), except for its references to other objects, which are written
 * as ids and found again on the way back: an attempt's application (by id) and ASPSP (by name
 * and country), a session's authorisation. Every other field, whoever adds it, is kept as it is.
 */
import type { ApplicationRegistry } from '../applications/application-registry.js';
import type { Catalogue } from '../catalogue/catalogue.js';
import type { AttemptRecord, AuthorizationRecord, WebhookEvent } from '../state/records.js';
import type { SessionRecord } from '../state/session-record.js';
import type { MockStore } from '../state/store.js';
import type { TrackedMap } from '../persistence/tracked-map.js';
import { resumedEvent } from '../webhooks/resumed-event.js';
import type { PersistedCollection } from '../persistence/durable-state.js';
import { UnreadableDataError } from '../persistence/journal-format.js';
import type { StoredRecords } from '../persistence/journal.js';

/** What stored references are resolved against. */
export interface RestoreContext {
  applications: ApplicationRegistry;
  catalogue: Catalogue;
  /** Sandbox time of the start. */
  now: number;
}

type StoredAttempt = Omit<AttemptRecord, 'application' | 'aspsp'> & {
  application: string;
  aspsp: { name: string; country: string };
};
type StoredSession = Omit<SessionRecord, 'authorization'> & { authorization: string };

/** A collection that writes each record of a TrackedMap, encoded. */
export function mapCollection<V>(
  name: string,
  map: TrackedMap<string, V>,
  encode: (value: V) => unknown = (value) => value,
): PersistedCollection {
  const stored = (key: string): unknown => {
    const value = map.peek(key);
    return value === undefined ? undefined : encode(value);
  };
  return { name, takeTouched: () => map.takeTouched(), stored, current: stored, keys: () => map.keys() };
}

export function storeCollections(store: MockStore): PersistedCollection[] {
  return [
    mapCollection('authorizations', store.authorizations, storedAttempt),
    mapCollection('payments', store.payments, storedAttempt),
    mapCollection('sessions', store.sessions, storedSession),
    mapCollection('codes', store.codes),
    mapCollection('handoffs', store.handoffs),
    mapCollection('webhook-events', store.webhookEvents),
    mapCollection('webhook-reports', store.webhookReports),
  ];
}

/** Fills an empty store from the records read; authorisations first, as sessions name them. */
export function restoreStore(store: MockStore, records: StoredRecords, context: RestoreContext): void {
  const each = <V>(name: string, map: TrackedMap<string, V>, decode: (stored: never) => V): void => {
    for (const [key, stored] of records.get(name) ?? []) {
      try {
        map.set(key, decode(stored as never));
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new UnreadableDataError(`the record ${name}["${key}"] cannot be read: ${reason}`);
      }
    }
  };
  each('authorizations', store.authorizations, (stored: StoredAttempt) =>
    restoredAttempt<AuthorizationRecord>(stored, context),
  );
  each('payments', store.payments, (stored: StoredAttempt) => restoredAttempt(stored, context));
  each('sessions', store.sessions, (stored: StoredSession) => restoredSession(stored, store));
  each('codes', store.codes, (stored) => stored);
  each('handoffs', store.handoffs, (stored) => stored);
  each('webhook-events', store.webhookEvents, (stored: WebhookEvent) => resumedEvent(stored, context.now));
  each('webhook-reports', store.webhookReports, (stored) => stored);
}

/** Without preset credentials: no credential is written to disk, and after a restart the PSU types them. */
function storedAttempt(record: AttemptRecord): StoredAttempt {
  return {
    ...record,
    preset_credentials: undefined,
    application: record.application.id,
    aspsp: { name: record.aspsp.name, country: record.aspsp.country },
  };
}

function restoredAttempt<Record extends AttemptRecord>(
  stored: StoredAttempt,
  context: RestoreContext,
): Record {
  const application = context.applications.byId(stored.application);
  if (application === undefined) throw new Error(`its application ${stored.application} is not known`);
  const aspsp = context.catalogue.find(stored.aspsp.name, stored.aspsp.country);
  if (aspsp === undefined) {
    throw new Error(
      `its ASPSP ${stored.aspsp.name} (${stored.aspsp.country}) is not in the catalogue; ` +
        'was the sandbox started with --large-catalogue before?',
    );
  }
  // A journal of an older sandbox may hold preset credentials: they are not taken back.
  return { ...stored, preset_credentials: undefined, application, aspsp } as unknown as Record;
}

function storedSession(session: SessionRecord): StoredSession {
  return { ...session, authorization: session.authorization.id };
}

function restoredSession(stored: StoredSession, store: MockStore): SessionRecord {
  const authorization = store.authorizations.peek(stored.authorization);
  if (authorization === undefined) throw new Error(`its authorisation ${stored.authorization} is missing`);
  return { ...stored, authorization };
}
