import { hasAtLeast, type CorrectiveActionSubject } from '@ks/domain';
import { and, eq } from 'drizzle-orm';
import { GraphQLError } from 'graphql';
import { isUuid } from '../../db/ids.js';
import { appliances, coolingLogs, fixits, foodBatches, questAnswers, tempAlerts } from '../../db/schema/index.js';
import type { Db } from '../../db/database.js';
import { notFoundError } from '../../graphql/errors.js';
import { foodVerdictOfApplianceId } from '../food-verdict/food-verdict.service.js';
import { tenantOf, type Scope } from '../../scope/scope.js';
import { visibleLocationIds } from '../../scope/visible-locations.js';

/** The problem a corrective action answers, as the API names it. */
export interface SubjectRef {
  kind: CorrectiveActionSubject;
  id: string;
}

/** Where the problem happened: the record's location and appliance (none for a bench or a checklist). */
export interface ResolvedSubject extends SubjectRef {
  locationId: string;
  applianceId: string | null;
  /** Status of an alert (close-out needs ENDED); null for other subjects. */
  alertStatus: string | null;
  /** When an alert ended (null while open, and for other subjects). */
  alertEndedAt: Date | null;
}

/** An expected refusal the web tells apart by its code. */
export function recordRuleError(message: string, code: string): GraphQLError {
  return new GraphQLError(message, { extensions: { category: 'user', code } });
}

const NAMES: Record<CorrectiveActionSubject, string> = {
  ALERT: 'Alert',
  FOOD_VERDICT: 'Food batch',
  COOLING_LOG: 'Cooling log',
  FIXIT: 'Fixit',
};

/**
 * Finds the subject in the scope's client and checks that its person may act on it: the tenant filter is
 * in each query, and a location they cannot see answers like a missing id. Monitoring records (alerts,
 * food, cooling) are for Standard Users and above; a Basic User may answer only a fix-it they raised.
 * Each kind also checks it asks for a corrective action at all (a food verdict, a failed log, a
 * temperature answer).
 */
export async function resolveSubject({ scope, ref }: { scope: Scope; ref: SubjectRef }): Promise<ResolvedSubject> {
  const tenant = tenantOf(scope);
  const missing = notFoundError(NAMES[ref.kind]);
  if (!isUuid(ref.id)) throw missing;
  const found = await findSubject(scope, tenant.clientId, ref);
  if (!found || !(await visibleLocationIds(scope)).has(found.locationId)) throw missing;
  const monitoring = ref.kind !== 'FIXIT';
  if (monitoring && !hasAtLeast(tenant.level, 'STANDARD_USER')) throw missing;
  if (!monitoring && !hasAtLeast(tenant.level, 'STANDARD_USER') && found.submittedBy !== tenant.userId) throw missing;
  if (found.problem) throw recordRuleError(found.problem.message, found.problem.code);
  return {
    ...ref,
    locationId: found.locationId,
    applianceId: found.applianceId,
    alertStatus: found.alertStatus ?? null,
    alertEndedAt: found.alertEndedAt ?? null,
  };
}

interface FoundSubject {
  locationId: string;
  applianceId: string | null;
  alertStatus?: string;
  alertEndedAt?: Date | null;
  submittedBy?: string | null;
  problem?: { message: string; code: string };
}

/** A found record's place, with the refusal to give when it does not ask for a corrective action. */
function placed(
  row: { locationId: string; applianceId: string | null } | undefined,
  asks: boolean,
  message: string,
  code: string,
): FoundSubject | null {
  if (!row) return null;
  return { locationId: row.locationId, applianceId: row.applianceId, problem: asks ? undefined : { message, code } };
}

/**
 * Whether the current batch's verdict, computed now, asks for action. The stored stage times follow the
 * food-verdict sync a moment after the engine's transaction (or at the next minute's tick when another
 * transaction held the row), so a cook acting on what the screen shows is not refused in between.
 */
async function liveVerdictAsks(db: Db, clientId: string, row: { applianceId: string }, batchId: string): Promise<boolean> {
  const live = await foodVerdictOfApplianceId(db, clientId, row.applianceId, new Date());
  return live?.status === 'FOOD' && live.batchId === batchId && (live.useNowAtMs !== null || live.discardAtMs !== null);
}

async function findSubject(scope: Scope, clientId: string, ref: SubjectRef): Promise<FoundSubject | null> {
  const db = await scope.db();
  switch (ref.kind) {
    case 'ALERT': {
      const [row] = await db
        .select({
          locationId: tempAlerts.locationId,
          applianceId: tempAlerts.applianceId,
          alertStatus: tempAlerts.status,
          alertEndedAt: tempAlerts.endedAt,
        })
        .from(tempAlerts)
        .where(and(eq(tempAlerts.id, ref.id), eq(tempAlerts.clientId, clientId)));
      return row ?? null;
    }
    case 'FOOD_VERDICT': {
      const [row] = await db
        .select({
          locationId: appliances.locationId,
          applianceId: foodBatches.applianceId,
          useNowAt: foodBatches.useNowAt,
          discardAt: foodBatches.discardAt,
        })
        .from(foodBatches)
        .innerJoin(appliances, eq(appliances.id, foodBatches.applianceId))
        .where(and(eq(foodBatches.id, ref.id), eq(foodBatches.clientId, clientId)));
      const verdict =
        row !== undefined && (row.useNowAt !== null || row.discardAt !== null || (await liveVerdictAsks(db, clientId, row, ref.id)));
      return placed(row, verdict, 'This food has no use-now or discard verdict', 'NO_FOOD_VERDICT');
    }
    case 'COOLING_LOG': {
      const [row] = await db
        .select({ locationId: coolingLogs.locationId, applianceId: coolingLogs.applianceId, status: coolingLogs.status })
        .from(coolingLogs)
        .where(and(eq(coolingLogs.id, ref.id), eq(coolingLogs.clientId, clientId)));
      return placed(row, row?.status === 'FAILED', 'Only a failed log asks for a corrective action', 'LOG_NOT_FAILED');
    }
    case 'FIXIT': {
      const [row] = await db
        .select({ locationId: fixits.locationId, submittedBy: fixits.submittedBy, snapshot: questAnswers.actionSnapshot })
        .from(fixits)
        .leftJoin(questAnswers, eq(questAnswers.id, fixits.answerId))
        .where(and(eq(fixits.id, ref.id), eq(fixits.clientId, clientId)));
      if (!row) return null;
      const temperature = row.snapshot?.type === 'TEMPERATURE';
      return {
        locationId: row.locationId,
        applianceId: null,
        submittedBy: row.submittedBy,
        problem: temperature
          ? undefined
          : { message: 'Only a failed temperature answer asks for a corrective action', code: 'NOT_A_TEMPERATURE_FIXIT' },
      };
    }
  }
}
