import { and, eq } from 'drizzle-orm';
import { tempAlerts } from '../../db/schema/index.js';
import { tenantOf, type GraphQLContext } from '../../graphql/context.js';
import { visibleApplianceById } from '../appliances/appliances.service.js';
import type { ApplianceRow } from '../appliances/appliances.service.js';
import type { TempAlertRow } from '../alerts/alerts.service.js';
import { fixitById } from '../checklists/fixits.service.js';
import type { FixitRow } from '../checklists/fixits.service.js';
import { activationForViewer } from '../checklists/activations.service.js';
import type { LiveEvent } from '../../events/live-event.js';

type ActivationRow = NonNullable<Awaited<ReturnType<typeof activationForViewer>>>;

/** A temperature event as the viewer may see it: the appliance (and the alert) re-read, or null. */
export interface TemperatureChange {
  kind: 'ALERT' | 'FOOD' | 'READINGS' | 'RECORDS';
  locationId: string;
  applianceId: string;
  /** Re-read only when the subscription asks for it (the screens select ids only and refetch). */
  appliance: ApplianceRow | null;
  alert: TempAlertRow | null;
}

/** A location's progress event as the viewer may see it, or null. */
export interface LocationProgressChange {
  kind: 'FIXIT' | 'ACTIVATION';
  locationId: string;
  fixit: FixitRow | null;
  questActivation: ActivationRow | null;
}

/**
 * A temperature event for a viewer whose stream already checked its location (live.schema.ts: the
 * stream's audience). What the event itself carries (kind, location, appliance ids) is answered without
 * a read; the appliance and the alert are re-read, through the queries' own services in the event's
 * context (the viewer's RLS transaction and location rules), only when the subscription selects them:
 * then an appliance the viewer does not see (moved, deleted) gives null and the event is not sent.
 */
export async function temperatureChangeFor(
  ctx: GraphQLContext,
  event: LiveEvent,
  selects: { appliance: boolean; alert: boolean },
): Promise<TemperatureChange | null> {
  if (event.kind !== 'ALERT' && event.kind !== 'FOOD' && event.kind !== 'READINGS' && event.kind !== 'RECORDS') return null;
  const change: TemperatureChange = {
    kind: event.kind,
    locationId: event.locationId,
    applianceId: event.applianceId,
    appliance: null,
    alert: null,
  };
  if (!selects.appliance && !selects.alert) return change;
  const appliance = await visibleApplianceById({ scope: ctx, id: event.applianceId });
  if (!appliance) return null;
  if (event.kind === 'ALERT' && selects.alert) {
    // The alert is seen through its appliance, just checked (as the equipment page's alert list does).
    const [row] = await (
      await ctx.db()
    )
      .select()
      .from(tempAlerts)
      .where(
        and(eq(tempAlerts.id, event.alertId), eq(tempAlerts.clientId, tenantOf(ctx).clientId), eq(tempAlerts.applianceId, appliance.id)),
      );
    if (!row) return null;
    change.alert = row;
  }
  return { ...change, locationId: appliance.locationId, appliance };
}

export async function locationProgressFor(ctx: GraphQLContext, event: LiveEvent): Promise<LocationProgressChange | null> {
  if (event.kind === 'FIXIT') {
    const fixit = await fixitById({ scope: ctx, id: event.fixitId });
    return fixit ? { kind: 'FIXIT', locationId: fixit.locationId, fixit, questActivation: null } : null;
  }
  if (event.kind === 'ACTIVATION') {
    const activation = await activationForViewer({ scope: ctx, id: event.activationId });
    return activation ? { kind: 'ACTIVATION', locationId: activation.locationId, fixit: null, questActivation: activation } : null;
  }
  return null;
}
