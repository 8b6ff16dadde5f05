import { count, type InferSelectModel, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './database.js';

/** One page of a list query as the GraphQL page types expose it (items, totalCount, page, first). */
export interface Page<T> {
  items: T[];
  totalCount: number;
  page: number;
  first: number;
}

/** The page a caller asked for, clamped: page ≥ 1, 1 ≤ first ≤ max, and the row offset it starts at. */
export interface PageWindow {
  page: number;
  first: number;
  offset: number;
}

/**
 * Clamps a caller's `page` and `first` (both optional) so a list query can never be asked for a negative
 * offset or an unbounded page.
 */
export function pageWindow(
  page: number | null | undefined,
  first: number | null | undefined,
  sizes: { defaultSize: number; maxSize: number },
): PageWindow {
  const size = Math.min(Math.max(first ?? sizes.defaultSize, 1), sizes.maxSize);
  const pageNumber = Math.max(page ?? 1, 1);
  return { page: pageNumber, first: size, offset: (pageNumber - 1) * size };
}

/** The page answered for the window, with the total row count (count(*) may come back as a string). */
export function pageOf<T>(window: PageWindow, items: T[], totalCount: number | string | null | undefined): Page<T> {
  return { items, totalCount: Number(totalCount ?? 0), page: window.page, first: window.first };
}

/** The empty answer for a filter that cannot match anything (an unknown or foreign id). */
export function emptyPage<T>(window: PageWindow): Page<T> {
  return pageOf<T>(window, [], 0);
}

/**
 * One page of whole rows of `table` matching `where`, in `orderBy` order, with the total count: the two
 * queries every simple paged list runs.
 */
export async function selectPage<T extends PgTable>(
  db: Db,
  table: T,
  where: SQL | undefined,
  orderBy: Array<SQL | AnyPgColumn>,
  window: PageWindow,
): Promise<Page<InferSelectModel<T>>> {
  const items = (await db
    .select()
    .from(table as PgTable)
    .where(where)
    .orderBy(...orderBy)
    .limit(window.first)
    .offset(window.offset)) as InferSelectModel<T>[];
  const [total] = await db
    .select({ n: count() })
    .from(table as PgTable)
    .where(where);
  return pageOf(window, items, total?.n);
}
