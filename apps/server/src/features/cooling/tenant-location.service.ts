import { seesAllLocations, type AccessLevel, type JurisdictionProfileId } from '@ks/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { isUuid } from '../../db/ids.js';

/** Who is asking, inside their selected client (what the HACCP record services need of a request). */
export interface Tenant {
  clientId: string;
  userId: string;
  accessLevel: AccessLevel | null;
}

export interface TenantLocation extends Record<string, unknown> {
  id: string;
  name: string;
  timezone: string;
  jurisdictionProfile: JurisdictionProfileId;
}

export { isUuid };

/**
 * A location of the tenant's client the person may see (all of them for Managers, their assigned ones
 * otherwise), or null: another client's id answers exactly like a missing one.
 */
export async function tenantLocation({ db, tenant, id }: { db: Db; tenant: Tenant; id: string }): Promise<TenantLocation | null> {
  if (!isUuid(id)) return null;
  const assigned = seesAllLocations(tenant.accessLevel)
    ? sql``
    : sql`AND EXISTS (SELECT 1 FROM user_locations ul WHERE ul.location_id = l.id AND ul.user_id = ${tenant.userId})`;
  const result = await db.execute<TenantLocation>(sql`
    SELECT l.id, l.name, l.timezone, l.jurisdiction_profile AS "jurisdictionProfile"
    FROM locations l WHERE l.id = ${id} AND l.client_id = ${tenant.clientId} ${assigned}`);
  return result.rows[0] ?? null;
}
