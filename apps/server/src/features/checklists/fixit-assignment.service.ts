import { FIXIT_ASSIGNMENT_MESSAGES, healthFindingText, isCalendarDate, mayAssignFixit, todayIn } from '@ks/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { actions, appliances, fixits, locations, quests } from '../../db/schema/index.js';
import { forbiddenError, notFoundError, validationError } from '../../graphql/errors.js';
import type { AppServices } from '../../scope/app-services.js';
import { tenantOf, type Scope } from '../../scope/scope.js';
import { appendAuditEvent } from '../audit/audit-trail.service.js';
import { FIXIT_HEALTH_ORIGIN, fixitAssignedEmail } from './fixit-emails.js';
import { eligibleFixitOwner, type FixitOwner } from './fixit-owners.service.js';
import { fixitById, type FixitRow } from './fixits.service.js';
import { personById } from './people.service.js';
import { questRuleError } from './quest-rules.service.js';

/** assignFixit's input: a field left out stays as it is; null clears it. */
export interface FixitAssignmentInput {
  fixitId: string;
  ownerId?: string | null;
  dueOn?: string | null;
}

type Location = Pick<typeof locations.$inferSelect, 'id' | 'name' | 'timezone'>;

async function locationOf(db: Db, fixit: FixitRow): Promise<Location> {
  const [location] = await db
    .select({ id: locations.id, name: locations.name, timezone: locations.timezone })
    .from(locations)
    .where(and(eq(locations.id, fixit.locationId), eq(locations.clientId, fixit.clientId)));
  if (!location) throw new Error(`location of fix-it ${fixit.id} is missing`);
  return location;
}

/** The owner asked for: undefined to keep, null to clear, else a member who sees the location. */
async function ownerAsked(db: Db, fixit: FixitRow, ownerId: string | null | undefined): Promise<FixitOwner | null | undefined> {
  if (ownerId === undefined || ownerId === null) return ownerId;
  const owner = await eligibleFixitOwner({ db, clientId: fixit.clientId, locationId: fixit.locationId, userId: ownerId });
  if (!owner) throw notFoundError('User');
  return owner;
}

/**
 * The due date asked for: undefined to keep, null to clear, else a calendar date not before the location's
 * today. The date it already has passes as it is, so an overdue fix-it can change hands without a new date.
 */
function dueOnAsked(fixit: FixitRow, location: Location, dueOn: string | null | undefined, now: Date): string | null | undefined {
  if (dueOn === undefined || dueOn === null) return dueOn;
  const day = dueOn.trim();
  if (!isCalendarDate(day)) throw validationError(FIXIT_ASSIGNMENT_MESSAGES.dueOnInvalid, 'dueOn');
  if (day !== fixit.dueOn && day < todayIn(location.timezone, now))
    throw validationError(FIXIT_ASSIGNMENT_MESSAGES.dueOnPast, 'dueOn', 'FIXIT_DUE_IN_PAST');
  return day;
}

/** Queues the new owner's e-mail (in their language) for after the commit: nothing goes out for a rollback. */
async function mailNewOwner({
  scope,
  app,
  fixit,
  location,
  owner,
  dueOn,
}: {
  scope: Scope;
  app: AppServices;
  fixit: FixitRow;
  location: Location;
  owner: FixitOwner;
  dueOn: string | null;
}): Promise<void> {
  const db = await scope.db();
  const assignedBy = (await personById({ scope, id: tenantOf(scope).userId }))?.displayName ?? '';
  const [names] = await db
    .select({ actionName: actions.name, questName: quests.name, applianceName: appliances.name })
    .from(fixits)
    .leftJoin(actions, eq(actions.id, fixits.actionId))
    .leftJoin(quests, eq(quests.id, fixits.questId))
    .leftJoin(appliances, eq(appliances.id, fixits.applianceId))
    .where(and(eq(fixits.id, fixit.id), eq(fixits.clientId, fixit.clientId)));
  // A health fix-it (decision 0370) is named by its appliance and finding, in the owner's language.
  const finding = fixit.healthFinding;
  const facts = {
    actionName: finding
      ? `${names?.applianceName ?? ''}: ${healthFindingText(finding, { language: owner.language, unit: owner.temperatureUnit })}`
      : (names?.actionName ?? ''),
    questName: finding ? FIXIT_HEALTH_ORIGIN[owner.language] : (names?.questName ?? ''),
    locationName: location.name,
    dueOn,
    assignedBy,
    link: `${app.config.publicUrl}/fixits?location=${location.id}`,
  };
  const mail = fixitAssignedEmail(facts, owner);
  scope.afterCommit(() => app.mailer.send(mail));
}

/** The PENDING fix-it to assign, locked; refused for those below Location Manager, missing or resolved. */
async function pendingFixitToAssign(scope: Scope, id: string): Promise<FixitRow> {
  if (!mayAssignFixit(tenantOf(scope).level)) throw forbiddenError();
  const fixit = await fixitById({ scope, id, forUpdate: true });
  if (!fixit) throw notFoundError('Fix-it');
  if (fixit.status === 'RESOLVED') throw questRuleError('This fix-it is already resolved', 'FIXIT_RESOLVED');
  return fixit;
}

type Assignment = Pick<FixitRow, 'ownerId' | 'dueOn'>;

/** Writes the new owner and due date with its audit trail row (names kept beside the ids). */
async function recordAssignment(scope: Scope, fixit: FixitRow, next: Assignment): Promise<FixitRow> {
  const db = await scope.db();
  const viewer = tenantOf(scope);
  const [updated] = await db
    .update(fixits)
    .set(next)
    .where(and(eq(fixits.id, fixit.id), eq(fixits.clientId, fixit.clientId)))
    .returning();
  const nameOf = async (id: string | null) => (await personById({ scope, id }))?.displayName ?? null;
  await appendAuditEvent({
    db,
    event: {
      clientId: fixit.clientId,
      locationId: fixit.locationId,
      subject: 'FIXIT',
      subjectId: fixit.id,
      change: 'ASSIGNED',
      before: { owner_id: fixit.ownerId, owner_name: await nameOf(fixit.ownerId), due_on: fixit.dueOn },
      after: { owner_id: next.ownerId, owner_name: await nameOf(next.ownerId), due_on: next.dueOn },
      actorId: viewer.userId,
      actorName: await nameOf(viewer.userId),
    },
  });
  return updated!; // locked by pendingFixitToAssign in this transaction
}

/**
 * `assignFixit`: gives a PENDING fix-it an owner and a due date (location's calendar), for the Managers and
 * Location Managers of its location. Another client's fix-it or owner answers like a missing one; a
 * resolved fix-it is refused. The change goes to the audit trail; a new owner other than the assigner
 * gets an e-mail once the transaction has committed.
 */
export async function assignFixit({
  scope,
  app,
  input,
  now = new Date(),
}: {
  scope: Scope;
  app: AppServices;
  input: FixitAssignmentInput;
  now?: Date;
}): Promise<FixitRow> {
  const fixit = await pendingFixitToAssign(scope, input.fixitId);
  const db = await scope.db();
  const location = await locationOf(db, fixit);
  const owner = await ownerAsked(db, fixit, input.ownerId);
  const dueOn = dueOnAsked(fixit, location, input.dueOn, now);
  const next = { ownerId: owner === undefined ? fixit.ownerId : (owner?.id ?? null), dueOn: dueOn === undefined ? fixit.dueOn : dueOn };
  if (next.ownerId === fixit.ownerId && next.dueOn === fixit.dueOn) return fixit;
  const updated = await recordAssignment(scope, fixit, next);
  if (owner && owner.id !== fixit.ownerId && owner.id !== tenantOf(scope).userId)
    await mailNewOwner({ scope, app, fixit, location, owner, dueOn: next.dueOn });
  return updated;
}
