import { DIARY_PAGE_SIZE, diaryInputSchema, hasAtLeast, type Mood } from '@ks/domain';
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { diaryEntries, users } from '../../db/schema/index.js';
import { tenantOf, type Scope } from '../../scope/scope.js';
import { notFoundError } from '../../graphql/errors.js';
import { emptyPage, pageOf, pageWindow, type Page } from '../../db/paging.js';
import { listVisibleLocations, visibleLocationById } from '../../scope/visible-locations.js';

export interface DiaryEntryRecord {
  id: string;
  mood: Mood | null;
  description: string | null;
  createdAt: Date;
  /** Its location, with the zone its time is shown in. */
  location: { id: string; name: string; timezone: string };
  /** Null when the author no longer belongs to this client. */
  author: { id: string; displayName: string } | null;
  mine: boolean;
}

export type DiaryPage = Page<DiaryEntryRecord>;

const MAX_PAGE_SIZE = 100;

/** submitDiary: one entry by the viewer at a location they can see (another client's id: not found). */
export async function submitDiary({ scope, input: raw }: { scope: Scope; input: unknown }): Promise<DiaryEntryRecord> {
  const input = diaryInputSchema.parse(raw);
  const viewer = tenantOf(scope);
  const location = await visibleLocationById({ scope, id: input.locationId });
  if (!location) throw notFoundError('Location');
  const db = await scope.db();
  const [row] = await db
    .insert(diaryEntries)
    .values({ clientId: viewer.clientId, locationId: location.id, userId: viewer.userId, mood: input.mood, description: input.description })
    .returning();
  if (!row) throw new Error('diary entry was not stored');
  const [me] = await db
    .select({ firstname: users.firstname, lastname: users.lastname, nickname: users.nickname })
    .from(users)
    .where(eq(users.id, viewer.userId));
  return {
    id: row.id,
    mood: row.mood,
    description: row.description,
    createdAt: row.createdAt,
    location: { id: location.id, name: location.name, timezone: location.timezone },
    author: me ? { id: viewer.userId, displayName: me.nickname || `${me.firstname} ${me.lastname}` } : null,
    mine: true,
  };
}

/**
 * diaryEntries: the viewer's own entries; Managers, Location Managers and Full Admins also everybody's at
 * the locations they can see. Newest first, paged.
 */
export async function listDiaryEntries({
  scope,
  locationId,
  mine,
  first,
  page,
}: {
  scope: Scope;
  locationId?: string | null;
  mine?: boolean | null;
  first?: number | null;
  page?: number | null;
}): Promise<DiaryPage> {
  const viewer = tenantOf(scope);
  const window = pageWindow(page, first, { defaultSize: DIARY_PAGE_SIZE, maxSize: MAX_PAGE_SIZE });
  const empty: DiaryPage = emptyPage(window);
  const visible = await listVisibleLocations({ scope });
  const names = new Map(visible.map((l) => [l.id, l.name]));
  const zones = new Map(visible.map((l) => [l.id, l.timezone]));
  const locationIds = locationId ? visible.filter((l) => l.id === locationId).map((l) => l.id) : [...names.keys()];
  if (locationIds.length === 0) return empty;

  const conditions: SQL[] = [eq(diaryEntries.clientId, viewer.clientId), inArray(diaryEntries.locationId, locationIds)];
  const seesOthers = hasAtLeast(viewer.level, 'LOCATION_MANAGER');
  if (!seesOthers || mine) conditions.push(eq(diaryEntries.userId, viewer.userId));
  const where = and(...conditions);

  const db = await scope.db();
  const [total] = await db.select({ n: count() }).from(diaryEntries).where(where);
  const rows = await db
    .select({
      entry: diaryEntries,
      firstname: users.firstname,
      lastname: users.lastname,
      nickname: users.nickname,
    })
    .from(diaryEntries)
    .leftJoin(users, eq(users.id, diaryEntries.userId))
    .where(where)
    .orderBy(desc(diaryEntries.createdAt), desc(diaryEntries.id))
    .limit(window.first)
    .offset(window.offset);
  return pageOf(
    window,
    rows.map(({ entry, firstname, lastname, nickname }) => ({
      id: entry.id,
      mood: entry.mood,
      description: entry.description,
      createdAt: entry.createdAt,
      location: { id: entry.locationId, name: names.get(entry.locationId) ?? '', timezone: zones.get(entry.locationId) ?? 'UTC' },
      author: firstname !== null ? { id: entry.userId, displayName: nickname || `${firstname} ${lastname ?? ''}`.trim() } : null,
      mine: entry.userId === viewer.userId,
    })),
    total?.n,
  );
}
