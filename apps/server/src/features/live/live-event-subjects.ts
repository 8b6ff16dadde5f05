import { and, eq } from 'drizzle-orm';
import { hasAtLeast, type AccessLevel } from '@ks/domain';
import type { Db, Pool } from '../../db/database.js';
import { appliances, fixits, questActivations, tempAlerts } from '../../db/schema/index.js';
import type { ScopeLog } from '../../scope/scope.js';
import { withSystemScope } from '../../scope/unit-of-work.js';
import type { ApplianceRow } from '../appliances/appliances.service.js';
import type { TempAlertRow } from '../alerts/alerts.service.js';
import type { FixitRow } from '../checklists/fixits.service.js';
import type { LiveEvent } from '../../events/live-event.js';

export type ActivationRow = typeof questActivations.$inferSelect;

/** The rows an event is about, as they are once it was published (null: gone since). */
export type EventSubject =
  | { kind: 'FIXIT'; fixit: FixitRow | null }
  | { kind: 'ACTIVATION'; activation: ActivationRow | null }
  | { kind: 'TEMPERATURE'; appliance: ApplianceRow | null; alert: TempAlertRow | null };

/**
 * One read per published event, not per subscriber: a bus hands the same event object to every listener
 * of its client on this instance (in-process-bus.ts, postgres-bus.ts), so the first subscriber's read is
 * kept on the object and the others wait for the same promise. Keyed by client as well, so that even a
 * bus that delivered one object to two clients could never share a row between them. The entry goes
 * with the event (a WeakMap): nothing is cached beyond it, the next event reads afresh.
 */
const subjects = new WeakMap<LiveEvent, Map<string, Promise<EventSubject | null>>>();

/** How many shared reads ran (all the instance's events): the bench and the tests count with it. */
export const eventSubjectReads = { count: 0 };

export function subjectOf(pool: Pool, log: ScopeLog, clientId: string, event: LiveEvent): Promise<EventSubject | null> {
  let byClient = subjects.get(event);
  if (!byClient) subjects.set(event, (byClient = new Map()));
  let read = byClient.get(clientId);
  if (!read) {
    eventSubjectReads.count += 1;
    // As the system, filtered by the event's client in every query: the per-viewer rules are applied to
    // the rows afterwards (visibleTo below), without a read per subscriber.
    read = withSystemScope(pool, log, async (scope) => readSubject(await scope.db(), clientId, event));
    byClient.set(clientId, read);
  }
  return read;
}

async function readSubject(db: Db, clientId: string, event: LiveEvent): Promise<EventSubject | null> {
  switch (event.kind) {
    case 'FIXIT': {
      const [fixit] = await db
        .select()
        .from(fixits)
        .where(and(eq(fixits.id, event.fixitId), eq(fixits.clientId, clientId)));
      return { kind: 'FIXIT', fixit: fixit ?? null };
    }
    case 'ACTIVATION': {
      const [activation] = await db
        .select()
        .from(questActivations)
        .where(and(eq(questActivations.id, event.activationId), eq(questActivations.clientId, clientId)));
      return { kind: 'ACTIVATION', activation: activation ?? null };
    }
    case 'ACCESS':
      return null;
    default: {
      const [appliance] = await db
        .select()
        .from(appliances)
        .where(and(eq(appliances.id, event.applianceId), eq(appliances.clientId, clientId)));
      if (!appliance || event.kind !== 'ALERT') return { kind: 'TEMPERATURE', appliance: appliance ?? null, alert: null };
      const [alert] = await db
        .select()
        .from(tempAlerts)
        .where(and(eq(tempAlerts.id, event.alertId), eq(tempAlerts.clientId, clientId), eq(tempAlerts.applianceId, appliance.id)));
      return { kind: 'TEMPERATURE', appliance, alert: alert ?? null };
    }
  }
}

/** Who hears an event: the stream's person, and the locations it may carry (fixed when it opened). */
export interface Audience {
  userId: string;
  level: AccessLevel | null;
  sees: (locationId: string) => boolean;
}

/**
 * Whether a fix-it is the audience's to see, as the fixits query decides (visibleRecordsCondition): at a
 * location it sees; for a Basic User only their own, raised by them or given to them.
 */
export function fixitVisibleTo(audience: Audience, fixit: FixitRow): boolean {
  if (!audience.sees(fixit.locationId)) return false;
  return hasAtLeast(audience.level, 'STANDARD_USER') || fixit.submittedBy === audience.userId || fixit.ownerId === audience.userId;
}

/** An event as one stream delivers it: with who hears it, so the resolver filters without a read. */
export interface Delivered {
  event: LiveEvent;
  audience: Audience;
}
