import { dangerZoneOf, foodRulesOf, JURISDICTIONS, probeKeepProblem, type TemperatureUnit } from '@ks/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { appliances, locations } from '../../db/schema/index.js';
import { validationError } from '../../graphql/errors.js';
import type { ResolvedSubject } from './corrective-action-subjects.js';

/**
 * "Kept after a probe check" needs a probe reading outside the danger zone (PRODUCT.md "Corrective
 * action"): of the appliance's jurisdiction and side (a fridge: at or below the cold-holding limit), or,
 * without an appliance (a cooling log on the bench), outside the location's danger zone on either side.
 * The refusal names the limit in the unit the reading was typed in.
 */
export async function assertProbeOutsideDangerZone(db: Db, subject: ResolvedSubject, probeC: number, unit: TemperatureUnit): Promise<void> {
  const [place] = await db.select({ profile: locations.jurisdictionProfile }).from(locations).where(eq(locations.id, subject.locationId));
  if (!place) return;
  const type = subject.applianceId
    ? (await db.select({ type: appliances.type }).from(appliances).where(eq(appliances.id, subject.applianceId)))[0]?.type
    : undefined;
  const rules = type ? foodRulesOf(place.profile, type) : null;
  const held = rules ?? { zone: dangerZoneOf(JURISDICTIONS[place.profile]), heldAt: null };
  const problem = probeKeepProblem(probeC, unit, held);
  if (problem) throw validationError(problem, 'probeReading', 'PROBE_IN_DANGER_ZONE');
}
