import { seesAllLocations } from '@ks/domain';
import { and, eq } from 'drizzle-orm';
import { isUuid } from '../../db/ids.js';
import { sensors } from '../../db/schema/index.js';
import { tenantOf, type Scope } from '../../scope/scope.js';
import { visibleLocationIds } from '../../scope/visible-locations.js';

export type SensorRow = typeof sensors.$inferSelect;

/**
 * A sensor of the scope's client that its person can see: one of a visible location, or one in stock
 * for those who see every location. Another client's id answers like a missing one (null).
 */
export async function calibratedSensor({
  scope,
  id,
  lock = false,
}: {
  scope: Scope;
  id: string;
  lock?: boolean;
}): Promise<SensorRow | null> {
  if (!isUuid(id)) return null;
  const tenant = tenantOf(scope);
  const db = await scope.db();
  const query = db
    .select()
    .from(sensors)
    .where(and(eq(sensors.id, id), eq(sensors.clientId, tenant.clientId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) return null;
  if (row.locationId === null) return seesAllLocations(tenant.level) ? row : null;
  return (await visibleLocationIds(scope)).has(row.locationId) ? row : null;
}
