import { and, asc, desc, eq, gte, inArray, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { questAnswerFiles, questAnswers, questSubmissions } from '../../db/schema/index.js';
import type { Scope } from '../../scope/scope.js';
import { clientFilesByIds, type FileInfo } from './action-files.service.js';
import { emptyPage, pageWindow, selectPage, type Page } from '../../db/paging.js';
import { isUuid } from '../../db/ids.js';
import { visibleRecordsCondition } from '../../scope/visible-locations.js';
import { visibleRowById } from '../../scope/visible-row.js';
import type { ClientBatch } from '../../scope/client-read.js';

export type SubmissionRow = typeof questSubmissions.$inferSelect;
export type AnswerRow = typeof questAnswers.$inferSelect;

/** An answer with the files uploaded for it. */
export interface AnswerRecord extends AnswerRow {
  files: FileInfo[];
}

export type SubmissionPage = Page<SubmissionRow>;

/** Names of the options an answer chose, as the action was when answered. */
export function chosenOptions(answer: Pick<AnswerRecord, 'value' | 'actionSnapshot'>): string[] {
  const indexes = (answer.value as Record<string, unknown>).optionIndexes;
  const options = answer.actionSnapshot.properties.options;
  if (!Array.isArray(indexes) || !Array.isArray(options)) return [];
  return indexes.map((index) => {
    const option: unknown = options[Number(index)];
    return option && typeof option === 'object' && 'name' in option ? String(option.name) : '';
  });
}

export const SUBMISSION_PAGE_SIZE = 20;
const MAX_PAGE_SIZE = 100;

/**
 * Submissions the viewer sees: those at their visible locations; a Basic User only their own
 * (PRODUCT.md: no monitoring screens, only what is theirs).
 */
const visibilityCondition = (scope: Scope): Promise<SQL | null> => visibleRecordsCondition(scope, questSubmissions);

export interface SubmissionFilters {
  locationId?: string | null;
  questId?: string | null;
  submittedBy?: string | null;
  from?: Date | null;
  to?: Date | null;
}

/**
 * `questSubmissions(locationId, questId, submittedBy, from, to; page, first)`: submitted ones, newest
 * first. `from` is inclusive and `to` exclusive. Ids the viewer cannot see simply match nothing.
 */
export async function listQuestSubmissions({
  scope,
  filters,
  page,
  first,
}: {
  scope: Scope;
  filters: SubmissionFilters;
  page?: number | null;
  first?: number | null;
}): Promise<SubmissionPage> {
  const window = pageWindow(page, first, { defaultSize: SUBMISSION_PAGE_SIZE, maxSize: MAX_PAGE_SIZE });
  const empty: SubmissionPage = emptyPage(window);
  const visibility = await visibilityCondition(scope);
  if (!visibility) return empty;
  const conditions = [visibility, isNotNull(questSubmissions.submittedAt)];
  for (const [value, column] of [
    [filters.locationId, questSubmissions.locationId],
    [filters.questId, questSubmissions.questId],
    [filters.submittedBy, questSubmissions.submittedBy],
  ] as const) {
    if (!value) continue;
    if (!isUuid(value)) return empty;
    conditions.push(eq(column, value));
  }
  if (filters.from) conditions.push(gte(questSubmissions.submittedAt, filters.from));
  if (filters.to) conditions.push(lt(questSubmissions.submittedAt, filters.to));
  return selectPage(
    await scope.db(),
    questSubmissions,
    and(...conditions),
    [desc(questSubmissions.submittedAt), asc(questSubmissions.id)],
    window,
  );
}

/** `questSubmissionDetails(id)`: one submission the viewer sees, or null. */
export function questSubmissionById({ scope, id }: { scope: Scope; id: string }): Promise<SubmissionRow | null> {
  return visibleRowById({ scope, table: questSubmissions, id, visibility: () => visibilityCondition(scope) });
}

/** The submission (in progress or submitted) of an activation the viewer already may see. */
export async function submissionOfActivation({
  db,
  clientId,
  activationId,
}: {
  db: Db;
  clientId: string;
  activationId: string;
}): Promise<SubmissionRow | null> {
  const [row] = await db
    .select()
    .from(questSubmissions)
    .where(and(eq(questSubmissions.clientId, clientId), eq(questSubmissions.activationId, activationId)));
  return row ?? null;
}

/** Submissions by id (already known to be visible), for nested fields. */
export async function submissionsByIds({ db, clientId, ids }: ClientBatch<'ids'>): Promise<Map<string, SubmissionRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(questSubmissions)
    .where(and(eq(questSubmissions.clientId, clientId), inArray(questSubmissions.id, ids)));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The answers of submissions in quest order, with their files. */
export async function answersOfSubmissions({
  db,
  clientId,
  submissionIds,
}: ClientBatch<'submissionIds'>): Promise<Map<string, AnswerRecord[]>> {
  const result = new Map<string, AnswerRecord[]>();
  if (submissionIds.length === 0) return result;
  const rows = await db
    .select()
    .from(questAnswers)
    .where(and(eq(questAnswers.clientId, clientId), inArray(questAnswers.submissionId, submissionIds)))
    .orderBy(asc(questAnswers.position), asc(questAnswers.answeredAt));
  const links =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(questAnswerFiles)
          .where(
            and(
              eq(questAnswerFiles.clientId, clientId),
              inArray(
                questAnswerFiles.answerId,
                rows.map((row) => row.id),
              ),
            ),
          );
  const files = await clientFilesByIds({ db, clientId, ids: [...new Set(links.map((link) => link.fileId))] });
  for (const row of rows) {
    const answerFiles = links.flatMap((link) => (link.answerId === row.id && files.get(link.fileId) ? [files.get(link.fileId)!] : []));
    result.set(row.submissionId, [...(result.get(row.submissionId) ?? []), { ...row, files: answerFiles }]);
  }
  return result;
}

export interface SubmissionStats {
  submissionCount: number;
  averageScore: number | null;
  lastSubmittedAt: Date | null;
}

/** Count, average score and latest time of a quest's submissions at the viewer's visible locations. */
export async function submissionStatsOfQuest({ scope, questId }: { scope: Scope; questId: string }): Promise<SubmissionStats> {
  const visibility = await visibilityCondition(scope);
  if (!visibility) return { submissionCount: 0, averageScore: null, lastSubmittedAt: null };
  const db = await scope.db();
  const [row] = await db
    .select({
      n: sql<number>`count(*)::int`,
      average: sql<number | null>`round(avg(${questSubmissions.score}))::int`,
      last: sql<string | null>`max(${questSubmissions.submittedAt})`,
    })
    .from(questSubmissions)
    .where(and(visibility, eq(questSubmissions.questId, questId), isNotNull(questSubmissions.submittedAt)));
  return {
    submissionCount: row?.n ?? 0,
    averageScore: row?.average ?? null,
    lastSubmittedAt: row?.last ? new Date(row.last) : null,
  };
}
