import { type HealthFinding, type HealthStatus, type LearnedPattern, type TemperatureUnit } from '@ks/domain';
import { inArray } from 'drizzle-orm';
import { applianceHealth, users } from '../../db/schema/index.js';
import { batchLoader } from '../../scope/batch-loader.js';
import type { Scope } from '../../scope/scope.js';

/** An appliance's health as read: never computed (no sensor yet, or not cold holding) reads OK. */
export interface HealthView {
  status: HealthStatus;
  findings: HealthFinding[];
  pattern: LearnedPattern | null;
  computedAt: Date | null;
  serviceSoonNotifiedAt: Date | null;
}

export const NOT_COMPUTED: HealthView = { status: 'OK', findings: [], pattern: null, computedAt: null, serviceSoonNotifiedAt: null };

/** The stored health of appliances, in the request's tenant transaction (row-level security applies). */
const healthByAppliance = batchLoader<string, HealthView>(async (scope: Scope, ids) => {
  const db = await scope.db();
  const rows = await db.select().from(applianceHealth).where(inArray(applianceHealth.applianceId, ids));
  return new Map(rows.map((r) => [r.applianceId, { ...r }]));
});

export async function healthOf(scope: Scope, applianceId: string): Promise<HealthView> {
  return (await healthByAppliance.load(scope, applianceId)) ?? NOT_COMPUTED;
}

/** The viewer's temperature unit (sentences speak in it). */
const unitOfUser = batchLoader<string, TemperatureUnit>(async (scope: Scope, ids) => {
  const db = await scope.db();
  const rows = await db.select({ id: users.id, unit: users.temperatureUnit }).from(users).where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, r.unit]));
});

export async function viewerUnit(scope: Scope): Promise<TemperatureUnit> {
  return scope.userId ? ((await unitOfUser.load(scope, scope.userId)) ?? 'C') : 'C';
}
