import { HEALTH_JUDGED_TYPES, type HealthFinding, type HealthStatus } from '@ks/domain';
import { and, asc, eq, gt, inArray, ne } from 'drizzle-orm';
import { applianceHealth, appliances } from '../../db/schema/index.js';
import { tenantOf, type Scope } from '../../scope/scope.js';
import { requireVisibleLocation, visibleLocationIds } from '../../scope/visible-locations.js';
import type { ApplianceRow } from '../appliances/appliances.service.js';

/**
 * A stored judgement older than this is not shown as needing attention: the job runs hourly, so three
 * missed runs mean the unit is no longer judged (its sensor was detached, or the job is down), and an
 * open door seen then says nothing about now.
 */
export const ATTENTION_STALE_AFTER_MS = 3 * 60 * 60_000;

const RANK: Record<HealthStatus, number> = { OK: 0, WATCH: 1, SERVICE_SOON: 2 };

/** One appliance whose health needs someone: its worst finding first, when the earliest of them began. */
export interface ApplianceAttention {
  appliance: ApplianceRow;
  status: Exclude<HealthStatus, 'OK'>;
  findings: HealthFinding[];
  reason: HealthFinding;
  since: Date;
}

/** Worst first; of equal status, the one going on longest. */
const worstFirst = (x: HealthFinding, y: HealthFinding) => RANK[y.status] - RANK[x.status] || x.since - y.since;

/** The finding that speaks for the unit: the worst, of equal status the oldest; none when it is OK. */
export function worstFinding(findings: HealthFinding[]): HealthFinding | null {
  return [...findings].sort(worstFirst)[0] ?? null;
}

function attentionOf(appliance: ApplianceRow, findings: HealthFinding[]): ApplianceAttention | null {
  const sorted = [...findings].sort(worstFirst);
  const reason = sorted[0];
  if (!reason) return null;
  return {
    appliance,
    status: reason.status,
    findings: sorted,
    reason,
    since: new Date(Math.min(...sorted.map((f) => f.since))),
  };
}

/**
 * The appliances of the viewer's visible locations (or of one of them) whose last health judgement is
 * WATCH or SERVICE_SOON, recent, of a judged type and not out of service: SERVICE_SOON first, then the longest-standing.
 * Another client's location, or one the viewer is not assigned to, answers not found.
 */
export async function appliancesNeedingAttention({
  scope,
  locationId,
  now = new Date(),
}: {
  scope: Scope;
  locationId?: string | null;
  now?: Date;
}): Promise<ApplianceAttention[]> {
  const locationIds = locationId ? [(await requireVisibleLocation({ scope, locationId })).id] : [...(await visibleLocationIds(scope))];
  if (locationIds.length === 0) return [];
  const db = await scope.db();
  const rows = await db
    .select({ appliance: appliances, findings: applianceHealth.findings })
    .from(applianceHealth)
    .innerJoin(appliances, eq(appliances.id, applianceHealth.applianceId))
    .where(
      and(
        eq(appliances.clientId, tenantOf(scope).clientId),
        inArray(appliances.locationId, locationIds),
        eq(appliances.outOfService, false),
        // A row from before its type was judged (or before its type changed) is not a finding.
        inArray(appliances.type, [...HEALTH_JUDGED_TYPES]),
        ne(applianceHealth.status, 'OK'),
        gt(applianceHealth.computedAt, new Date(now.getTime() - ATTENTION_STALE_AFTER_MS)),
      ),
    )
    .orderBy(asc(appliances.name));
  return rows
    .map((row) => attentionOf(row.appliance, row.findings))
    .filter((a): a is ApplianceAttention => a !== null)
    .sort((x, y) => RANK[y.status] - RANK[x.status] || x.since.getTime() - y.since.getTime());
}
