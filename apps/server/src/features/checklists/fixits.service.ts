import { FIXIT_PAGE_SIZE, MESSAGES, PENDING_FIXIT_PAGE_SIZE } from '@ks/domain';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { fixits } from '../../db/schema/index.js';
import { tenantOf, type Scope } from '../../scope/scope.js';
import { notFoundError, tooLongError, validationError } from '../../graphql/errors.js';
import { questRuleError } from './quest-rules.service.js';
import { emptyPage, pageWindow, selectPage, type Page } from '../../db/paging.js';
import { isUuid } from '../../db/ids.js';
import { visibleRecordsCondition } from '../../scope/visible-locations.js';
import { visibleRowById } from '../../scope/visible-row.js';
import type { ClientBatch } from '../../scope/client-read.js';

export type FixitRow = typeof fixits.$inferSelect;
export type FixitStatus = FixitRow['status'];

/** A fix-it raised by a checklist answer (its quest, action and submission are set; decision 0370). */
export type ChecklistFixitRow = FixitRow & { questId: string; actionId: string; submissionId: string };

export const isChecklistFixit = (row: FixitRow): row is ChecklistFixitRow =>
  row.questId !== null && row.actionId !== null && row.submissionId !== null;

export type FixitPage = Page<FixitRow>;

export const FIXIT_COMMENT_MAX = 2000;

/** A fix-it to raise for one non-compliant answer of a submission, or (no answer) an action not done. */
export interface NewFixit {
  clientId: string;
  locationId: string;
  questId: string;
  activationId: string | null;
  actionId: string;
  submissionId: string;
  answerId: string | null;
  submittedBy: string;
}

/** Raises PENDING fix-its (inside the submitting transaction). */
export async function createFixits({ db, rows }: { db: Db; rows: NewFixit[] }): Promise<FixitRow[]> {
  if (rows.length === 0) return [];
  return db.insert(fixits).values(rows).returning();
}

/**
 * Which fix-its the viewer sees: those of their visible locations; a Basic User only their own, raised
 * by them or given to them (PRODUCT.md: "resolve their fix-its"; issue 41: owners).
 */
const visibilityCondition = (scope: Scope): Promise<SQL | null> => visibleRecordsCondition(scope, fixits);

/**
 * `fixits(locationId, status, mine, page, first)`: newest first, 20 per page by default; the pending list
 * of a location asks for 999; `mine` keeps those given to the viewer. An unknown or foreign location gives
 * an empty page.
 */
export async function listFixits({
  scope,
  locationId,
  status,
  mine,
  page,
  first,
}: {
  scope: Scope;
  locationId?: string | null;
  status?: FixitStatus | null;
  mine?: boolean | null;
  page?: number | null;
  first?: number | null;
}): Promise<FixitPage> {
  const window = pageWindow(page, first, { defaultSize: FIXIT_PAGE_SIZE, maxSize: PENDING_FIXIT_PAGE_SIZE });
  const empty = emptyPage<FixitRow>(window);
  const visibility = await visibilityCondition(scope);
  if (!visibility) return empty;
  const conditions = [visibility];
  if (locationId) {
    if (!isUuid(locationId)) return empty;
    conditions.push(eq(fixits.locationId, locationId));
  }
  if (status) conditions.push(eq(fixits.status, status));
  if (mine) conditions.push(eq(fixits.ownerId, tenantOf(scope).userId));
  return selectPage(await scope.db(), fixits, and(...conditions), [desc(fixits.createdAt), asc(fixits.id)], window);
}

/** One fix-it the viewer sees, or null; `forUpdate` locks it for the rest of the transaction. */
export function fixitById({ scope, id, forUpdate = false }: { scope: Scope; id: string; forUpdate?: boolean }): Promise<FixitRow | null> {
  return visibleRowById({ scope, table: fixits, id, visibility: () => visibilityCondition(scope), forUpdate });
}

/**
 * `resolveFixit(id, comment)`: PENDING → RESOLVED with the comment, the resolver and the time. Any user
 * of the location may resolve; a Basic User only their own fix-its (others answer as not found).
 */
export async function resolveFixit({ scope, id, comment }: { scope: Scope; id: string; comment: string }): Promise<FixitRow> {
  const text = comment.trim();
  if (!text) throw validationError(MESSAGES.fieldRequired, 'comment');
  if (text.length > FIXIT_COMMENT_MAX) throw tooLongError(`Use at most ${FIXIT_COMMENT_MAX} characters`, FIXIT_COMMENT_MAX, 'comment');
  const row = await visibleRowById({ scope, table: fixits, id, visibility: () => visibilityCondition(scope), forUpdate: true });
  if (!row) throw notFoundError('Fix-it');
  const db = await scope.db();
  if (row.status === 'RESOLVED') throw questRuleError('This fix-it is already resolved', 'FIXIT_RESOLVED');
  const [updated] = await db
    .update(fixits)
    .set({ status: 'RESOLVED', comment: text, resolvedBy: tenantOf(scope).userId, resolvedAt: new Date() })
    .where(and(eq(fixits.id, row.id), eq(fixits.clientId, row.clientId)))
    .returning();
  return updated!; // locked above in this transaction
}

/** Fix-its raised by submissions (already visible to the viewer), in creation order. */
export async function fixitsOfSubmissions({
  db,
  clientId,
  submissionIds,
}: ClientBatch<'submissionIds'>): Promise<Map<string, ChecklistFixitRow[]>> {
  const result = new Map<string, ChecklistFixitRow[]>();
  if (submissionIds.length === 0) return result;
  const rows = await db
    .select()
    .from(fixits)
    .where(and(eq(fixits.clientId, clientId), inArray(fixits.submissionId, submissionIds)))
    .orderBy(asc(fixits.createdAt), asc(fixits.id));
  for (const row of rows.filter(isChecklistFixit)) result.set(row.submissionId, [...(result.get(row.submissionId) ?? []), row]);
  return result;
}

/** Pending and resolved counts per location (location summaries and the dashboard). */
export async function fixitCountsByLocation({
  db,
  clientId,
  locationIds,
}: {
  db: Db;
  clientId: string;
  locationIds: string[];
}): Promise<Map<string, { pending: number; resolved: number }>> {
  const result = new Map<string, { pending: number; resolved: number }>();
  if (locationIds.length === 0) return result;
  const rows = await db
    .select({
      locationId: fixits.locationId,
      pending: sql<number>`count(*) filter (where ${fixits.status} = 'PENDING')::int`,
      resolved: sql<number>`count(*) filter (where ${fixits.status} = 'RESOLVED')::int`,
    })
    .from(fixits)
    .where(and(eq(fixits.clientId, clientId), inArray(fixits.locationId, locationIds)))
    .groupBy(fixits.locationId);
  for (const row of rows) result.set(row.locationId, { pending: row.pending, resolved: row.resolved });
  return result;
}
