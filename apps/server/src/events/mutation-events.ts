import type { GraphQLContext } from '../graphql/context.js';
import { publishAfterCommit } from './live-bus.js';
import type { LiveEvent } from './live-event.js';

/**
 * For a mutation resolver: `.then(publishing(ctx, alertChanged))` sends the event of what it returns once
 * the request's transaction has committed (nothing when it rolls back).
 */
export function publishing<S>(ctx: GraphQLContext, eventOf: (row: S) => LiveEvent | null) {
  return <T extends S>(row: T): T => {
    const event = eventOf(row);
    if (event) publishAfterCommit(ctx, event);
    return row;
  };
}

export const alertChanged = (alert: { id: string; locationId: string; applianceId: string }): LiveEvent => ({
  kind: 'ALERT',
  locationId: alert.locationId,
  applianceId: alert.applianceId,
  alertId: alert.id,
});

export const foodChanged = (appliance: { id: string; locationId: string }): LiveEvent => ({
  kind: 'FOOD',
  locationId: appliance.locationId,
  applianceId: appliance.id,
});

/** An appliance's records (its history) changed; nothing for a sensor in stock or a record of no appliance. */
export const recordsChanged = (row: { applianceId: string | null; locationId: string | null }): LiveEvent | null =>
  row.applianceId && row.locationId ? { kind: 'RECORDS', locationId: row.locationId, applianceId: row.applianceId } : null;

export const fixitChanged = (fixit: { id: string; locationId: string }): LiveEvent => ({
  kind: 'FIXIT',
  locationId: fixit.locationId,
  fixitId: fixit.id,
});

export const activationChanged = (activation: { id: string; locationId: string }): LiveEvent => ({
  kind: 'ACTIVATION',
  locationId: activation.locationId,
  activationId: activation.id,
});

/** A submitted checklist: its activation finished (and the fix-its it raised appear with it). */
export const submissionChanged = ({
  activationId,
  locationId,
}: {
  activationId: string | null;
  locationId: string | null;
}): LiveEvent | null => (activationId && locationId ? { kind: 'ACTIVATION', locationId, activationId } : null);
