import { HEALTH_FIXIT_MESSAGES, healthFindingText, isHealthJudged, mayRaiseHealthFixit, type HealthFinding } from '@ks/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { applianceHealth, fixits } from '../../db/schema/index.js';
import { forbiddenError } from '../../graphql/errors.js';
import { tenantOf, type Scope } from '../../scope/scope.js';
import { appendAuditEvent } from '../audit/audit-trail.service.js';
import { lockAppliance, requireVisibleAppliance, type ApplianceRow } from '../appliances/appliances.service.js';
import { personById } from '../checklists/people.service.js';
import { questRuleError } from '../checklists/quest-rules.service.js';
import type { FixitRow } from '../checklists/fixits.service.js';
import { ATTENTION_STALE_AFTER_MS, worstFinding } from './asset-health-attention.service.js';

/** The finding a fix-it is raised from: the worst of the unit's current judgement (decision 0370). */
async function currentWorstFinding(scope: Scope, appliance: ApplianceRow, now: Date): Promise<HealthFinding> {
  const db = await scope.db();
  const [health] = await db.select().from(applianceHealth).where(eq(applianceHealth.applianceId, appliance.id));
  const current = health && isHealthJudged(appliance.type) && now.getTime() - health.computedAt.getTime() <= ATTENTION_STALE_AFTER_MS;
  const finding = current ? worstFinding(health.findings) : null;
  if (!finding) throw questRuleError(HEALTH_FIXIT_MESSAGES.nothingToFix, 'HEALTH_FIXIT_NOTHING');
  return finding;
}

/** The appliance's PENDING health fix-it, if it has one (at most one: a partial unique index). */
export async function openHealthFixits({ scope, applianceIds }: { scope: Scope; applianceIds: string[] }): Promise<Map<string, FixitRow>> {
  if (applianceIds.length === 0) return new Map();
  const db = await scope.db();
  const rows = await db
    .select()
    .from(fixits)
    .where(and(eq(fixits.clientId, tenantOf(scope).clientId), inArray(fixits.applianceId, applianceIds), eq(fixits.status, 'PENDING')));
  return new Map(rows.map((row) => [row.applianceId!, row]));
}

/**
 * `raiseHealthFixit(applianceId)`: a Manager or Location Manager of the appliance's location opens a
 * PENDING fix-it from its health, naming the worst current finding (WATCH or SERVICE_SOON, judged in the
 * last 3 hours). One open health fix-it per appliance: raising again is refused (HEALTH_FIXIT_OPEN).
 * An appliance the viewer cannot see, another client's included, is not found. The raise goes to the
 * audit trail (who, from which finding) of the location and of the appliance.
 */
export async function raiseHealthFixit({
  scope,
  applianceId,
  now = new Date(),
}: {
  scope: Scope;
  applianceId: string;
  now?: Date;
}): Promise<FixitRow> {
  const viewer = tenantOf(scope);
  if (!mayRaiseHealthFixit(viewer.level)) throw forbiddenError();
  const appliance = await requireVisibleAppliance({ scope, id: applianceId });
  await lockAppliance({ scope, id: appliance.id }); // two raises at once: the second sees the first
  if ((await openHealthFixits({ scope, applianceIds: [appliance.id] })).size > 0)
    throw questRuleError(HEALTH_FIXIT_MESSAGES.alreadyOpen, 'HEALTH_FIXIT_OPEN');
  const finding = await currentWorstFinding(scope, appliance, now);
  const db = await scope.db();
  const [fixit] = await db
    .insert(fixits)
    .values({
      clientId: appliance.clientId,
      locationId: appliance.locationId,
      applianceId: appliance.id,
      healthFinding: finding,
      submittedBy: viewer.userId,
    })
    .returning();
  const actorName = (await personById({ scope, id: viewer.userId }))?.displayName ?? null;
  await appendAuditEvent({
    db,
    event: {
      clientId: appliance.clientId,
      locationId: appliance.locationId,
      applianceId: appliance.id,
      subject: 'FIXIT',
      subjectId: fixit!.id,
      change: 'RAISED_FROM_HEALTH',
      before: null,
      after: {
        appliance_name: appliance.name,
        finding_kind: finding.kind,
        finding_status: finding.status,
        finding_since: new Date(finding.since).toISOString(),
        finding_text: healthFindingText(finding, { language: 'en', unit: 'C' }),
      },
      actorId: viewer.userId,
      actorName,
    },
  });
  return fixit!;
}
