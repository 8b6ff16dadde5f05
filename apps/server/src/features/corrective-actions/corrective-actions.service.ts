import {
  CORRECTIVE_ACTION_LIMITS,
  exactCelsius,
  fateDetailsProblem,
  maySignOffCorrectiveAction,
  type FoodFate,
  type TemperatureUnit,
} from '@ks/domain';
import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { isUuid } from '../../db/ids.js';
import { appliances, correctiveActions, files } from '../../db/schema/index.js';
import { forbiddenError, notFoundError, validationError, tooLongError } from '../../graphql/errors.js';
import { tenantOf, type Scope } from '../../scope/scope.js';
import { visibleLocationIds } from '../../scope/visible-locations.js';
import { startBatchAfterDiscard } from '../alerts/food-batches.service.js';
import { assertProbeOutsideDangerZone } from './probe-limit.js';
import { recordRuleError, resolveSubject, type ResolvedSubject, type SubjectRef } from './corrective-action-subjects.js';

export type CorrectiveActionRow = typeof correctiveActions.$inferSelect;

/** What a person reports they did (the API's input, temperatures in the unit they were typed in). */
export interface CorrectiveActionInput {
  subject: SubjectRef;
  fate: FoodFate;
  movedToApplianceId?: string | null;
  probeReading?: { value: number; unit: TemperatureUnit } | null;
  quantity?: string | null;
  /** In the client's currency, major units (12.5 = 12.50). */
  cost?: number | null;
  note?: string | null;
  photoFileId?: string | null;
  /** A Manager or Location Manager recording it signs it off at once. */
  signOff?: boolean | null;
}

const SUBJECT_COLUMN = {
  ALERT: correctiveActions.alertId,
  FOOD_VERDICT: correctiveActions.foodBatchId,
  COOLING_LOG: correctiveActions.coolingLogId,
  FIXIT: correctiveActions.fixitId,
} as const;

function trimmed(value: string | null | undefined, max: number, field: string): string | null {
  const text = value?.trim() ?? '';
  if ([...text].length > max) throw tooLongError(`Use at most ${max} characters`, max, field);
  return text === '' ? null : text;
}

function costCentsOf(cost: number | null | undefined): number | null {
  if (cost == null) return null;
  if (!Number.isFinite(cost) || cost < 0 || cost > CORRECTIVE_ACTION_LIMITS.costMax)
    throw validationError('The cost is out of range', 'cost');
  return Math.round(cost * 100);
}

/** The appliance food was moved to: one the person can see, in the same location, and not the same one. */
async function requireMoveTarget(db: Db, scope: Scope, id: string, locationId: string, fromApplianceId: string | null) {
  const missing = notFoundError('Appliance');
  if (!isUuid(id)) throw missing;
  const [target] = await db
    .select({ id: appliances.id, locationId: appliances.locationId })
    .from(appliances)
    .where(and(eq(appliances.id, id), eq(appliances.clientId, tenantOf(scope).clientId)));
  if (!target || !(await visibleLocationIds(scope)).has(target.locationId)) throw missing;
  if (target.locationId !== locationId) throw validationError('Food can only be moved within its location', 'movedToApplianceId');
  if (target.id === fromApplianceId) throw validationError('Choose another appliance than the one with the problem', 'movedToApplianceId');
}

async function requirePicture(db: Db, clientId: string, id: string) {
  if (!isUuid(id)) throw notFoundError('File');
  const [file] = await db
    .select({ id: files.id })
    .from(files)
    .where(and(eq(files.id, id), eq(files.clientId, clientId), eq(files.kind, 'PICTURE')));
  if (!file) throw notFoundError('File');
}

/**
 * Food thrown away after an alert or a food verdict leaves the appliance empty for new stock: its
 * current batch ends and a fresh one starts, in the record's transaction (see startBatchAfterDiscard for
 * which batch counts as that food). Other subjects hold no appliance's stock (a cooling batch, a checklist).
 */
async function restartDiscardedFood(scope: Scope, subject: ResolvedSubject, now: Date): Promise<void> {
  if (!subject.applianceId) return;
  if (subject.kind === 'FOOD_VERDICT')
    await startBatchAfterDiscard({ scope, applianceId: subject.applianceId, food: { batchId: subject.id }, now });
  if (subject.kind === 'ALERT')
    await startBatchAfterDiscard({ scope, applianceId: subject.applianceId, food: { heldAt: subject.alertEndedAt ?? now }, now });
}

/** The one id column the subject fills (an alert, a food verdict's batch, a cooling log or a fix-it). */
function subjectIdColumns(subject: Awaited<ReturnType<typeof resolveSubject>>) {
  return {
    alertId: subject.kind === 'ALERT' ? subject.id : null,
    foodBatchId: subject.kind === 'FOOD_VERDICT' ? subject.id : null,
    coolingLogId: subject.kind === 'COOLING_LOG' ? subject.id : null,
    fixitId: subject.kind === 'FIXIT' ? subject.id : null,
  };
}

/** Throws on what cannot be recorded: details the fate does not allow, a sign-off beyond the level, a probe
 * reading in the danger zone, a move to an appliance elsewhere, a photo that is not a picture. */
async function refuseWhatCannotBeRecorded(
  scope: Scope,
  subject: Awaited<ReturnType<typeof resolveSubject>>,
  input: CorrectiveActionInput,
  probeReadingC: number | null,
): Promise<void> {
  const tenant = tenantOf(scope);
  const problem = fateDetailsProblem({ fate: input.fate, movedToApplianceId: input.movedToApplianceId, probeReadingC });
  if (problem) throw validationError(problem.message, problem.field);
  if (input.signOff && !maySignOffCorrectiveAction(tenant.level)) throw forbiddenError();
  const db = await scope.db();
  if (probeReadingC !== null && input.probeReading) await assertProbeOutsideDangerZone(db, subject, probeReadingC, input.probeReading.unit);
  if (input.movedToApplianceId) await requireMoveTarget(db, scope, input.movedToApplianceId, subject.locationId, subject.applianceId);
  if (input.photoFileId) await requirePicture(db, tenant.clientId, input.photoFileId);
}

/**
 * Records what was done about an alert, a food verdict, a failed cooling log or a failed temperature
 * answer (one record each). The person recording did it; a Manager or Location Manager may sign it off
 * in the same step. Discarded food starts a new food batch. The audit trail row is written by the
 * database (audit_row_change).
 */
export async function recordCorrectiveAction({
  scope,
  input,
}: {
  scope: Scope;
  input: CorrectiveActionInput;
}): Promise<CorrectiveActionRow> {
  const tenant = tenantOf(scope);
  const subject = await resolveSubject({ scope, ref: input.subject });
  const probeReadingC = input.probeReading ? exactCelsius(input.probeReading.value, input.probeReading.unit) : null;
  await refuseWhatCannotBeRecorded(scope, subject, input, probeReadingC);
  const db = await scope.db();
  const now = new Date();
  const [row] = await db
    .insert(correctiveActions)
    .values({
      clientId: tenant.clientId,
      locationId: subject.locationId,
      applianceId: subject.applianceId,
      subject: subject.kind,
      ...subjectIdColumns(subject),
      fate: input.fate,
      movedToApplianceId: input.movedToApplianceId ?? null,
      probeReadingC,
      probeReadingUnit: input.probeReading?.unit ?? null,
      quantity: trimmed(input.quantity, CORRECTIVE_ACTION_LIMITS.quantityMax, 'quantity'),
      costCents: costCentsOf(input.cost),
      note: trimmed(input.note, CORRECTIVE_ACTION_LIMITS.noteMax, 'note'),
      photoFileId: input.photoFileId ?? null,
      doneBy: tenant.userId,
      doneAt: now,
      recordedBy: tenant.userId,
      signedOffBy: input.signOff ? tenant.userId : null,
      signedOffAt: input.signOff ? now : null,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw recordRuleError('A corrective action is already recorded for this', 'CORRECTIVE_ACTION_EXISTS');
  if (row.fate === 'DISCARDED') await restartDiscardedFood(scope, subject, now);
  return row;
}

/** A corrective action the scope's person can see, or null (another client's id answers like a missing one). */
export async function visibleCorrectiveAction({ scope, id, lock = false }: { scope: Scope; id: string; lock?: boolean }) {
  if (!isUuid(id)) return null;
  const db = await scope.db();
  const query = db
    .select()
    .from(correctiveActions)
    .where(and(eq(correctiveActions.id, id), eq(correctiveActions.clientId, tenantOf(scope).clientId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row || !(await visibleLocationIds(scope)).has(row.locationId)) return null;
  return row;
}

/** Signs a corrective action off (Managers and Location Managers of its location); signing twice keeps the first. */
export async function signOffCorrectiveAction({ scope, id }: { scope: Scope; id: string }): Promise<CorrectiveActionRow> {
  const tenant = tenantOf(scope);
  const row = await visibleCorrectiveAction({ scope, id, lock: true });
  if (!row) throw notFoundError('Corrective action');
  if (!maySignOffCorrectiveAction(tenant.level)) throw forbiddenError();
  if (row.signedOffAt) return row;
  const db = await scope.db();
  const now = new Date();
  const [signed] = await db
    .update(correctiveActions)
    .set({ signedOffBy: tenant.userId, signedOffAt: now, updatedAt: now })
    .where(eq(correctiveActions.id, row.id))
    .returning();
  return signed ?? row;
}

/**
 * Closes out an ENDED alert: its corrective action must be recorded first (PRODUCT.md: a manager cannot
 * close it out without one); closing out is signing that record off.
 */
export async function closeOutAlert({ scope, alertId }: { scope: Scope; alertId: string }): Promise<CorrectiveActionRow> {
  const subject = await resolveSubject({ scope, ref: { kind: 'ALERT', id: alertId } });
  if (!maySignOffCorrectiveAction(tenantOf(scope).level)) throw forbiddenError();
  if (subject.alertStatus !== 'ENDED') throw recordRuleError('The alert has not ended yet', 'ALERT_NOT_ENDED');
  const [record] = await correctiveActionsOf({ scope, kind: 'ALERT', ids: [alertId] });
  if (!record) throw recordRuleError('Record a corrective action before closing out the alert', 'CORRECTIVE_ACTION_REQUIRED');
  return signOffCorrectiveAction({ scope, id: record.id });
}

/** The corrective actions of some subjects of one kind (for the alert, fix-it and cooling log pages, and the report). */
export async function correctiveActionsOf({
  scope,
  kind,
  ids,
}: {
  scope: Scope;
  kind: SubjectRef['kind'];
  ids: readonly string[];
}): Promise<CorrectiveActionRow[]> {
  const valid = ids.filter(isUuid);
  if (valid.length === 0) return [];
  const db = await scope.db();
  return db
    .select()
    .from(correctiveActions)
    .where(and(eq(correctiveActions.clientId, tenantOf(scope).clientId), inArray(SUBJECT_COLUMN[kind], valid)));
}

/** A location's corrective actions, newest first (optionally of one appliance), for its page and the report. */
export async function listCorrectiveActions({
  scope,
  locationId,
  applianceId,
  first = 50,
}: {
  scope: Scope;
  locationId: string;
  applianceId?: string | null;
  first?: number;
}): Promise<CorrectiveActionRow[]> {
  if (!isUuid(locationId) || !(await visibleLocationIds(scope)).has(locationId)) return [];
  const conditions: SQL[] = [eq(correctiveActions.clientId, tenantOf(scope).clientId), eq(correctiveActions.locationId, locationId)];
  if (applianceId) {
    if (!isUuid(applianceId)) return [];
    conditions.push(eq(correctiveActions.applianceId, applianceId));
  }
  const db = await scope.db();
  return db
    .select()
    .from(correctiveActions)
    .where(and(...conditions))
    .orderBy(desc(correctiveActions.doneAt))
    .limit(Math.min(Math.max(first, 1), 200));
}
