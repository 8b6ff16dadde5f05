import { sql } from 'drizzle-orm';
import { sensors } from '../../db/schema/index.js';
import { tenantOf, type Scope } from '../../scope/scope.js';
import { visibleLocationIds } from '../../scope/visible-locations.js';
import type { SensorRow } from './calibrated-sensor.js';

/**
 * The sensors of the person's visible locations whose latest calibration check failed (the dashboard's
 * "calibrate now" list, issue 34 item 10): each is due at once until a check passes. Oldest failure first.
 */
export async function sensorsFailingCalibration({ scope }: { scope: Scope }): Promise<SensorRow[]> {
  const locationIds = [...(await visibleLocationIds(scope))];
  if (locationIds.length === 0) return [];
  const db = await scope.db();
  const rows = await db.execute<{ id: string; failedAt: Date }>(sql`
    SELECT s.id, latest.checked_at AS "failedAt"
    FROM sensors s
    JOIN LATERAL (SELECT c.passed, c.checked_at FROM calibration_checks c WHERE c.sensor_id = s.id AND c.client_id = s.client_id
      ORDER BY c.checked_at DESC LIMIT 1) latest ON NOT latest.passed
    WHERE s.client_id = ${tenantOf(scope).clientId} AND s.location_id = ANY(${sql.param(locationIds)}::uuid[])
    ORDER BY latest.checked_at
    LIMIT 100`);
  if (rows.rows.length === 0) return [];
  const ids = rows.rows.map((r) => r.id);
  const found = await db
    .select()
    .from(sensors)
    .where(sql`${sensors.id} = ANY(${sql.param(ids)}::uuid[]) AND ${sensors.clientId} = ${tenantOf(scope).clientId}`);
  const byId = new Map(found.map((s) => [s.id, s]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
