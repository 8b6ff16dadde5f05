import { and, eq, type InferSelectModel, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { isUuid } from '../db/ids.js';
import type { Scope } from './scope.js';

/**
 * The shape of every "one row the viewer sees, by id" lookup (a fix-it, a submission, a sensor): the
 * row of `table` with `id` that `visibility` lets the scope's person see, or null. An id that is not a
 * UUID, a row of another tenant and one the viewer may not see all answer like a missing row.
 * `visibility` is asked only for a well-formed id; it answers null when the viewer sees nothing of the
 * table. `forUpdate` locks the row for the rest of the scope's transaction (a state change follows).
 */
export async function visibleRowById<TTable extends PgTable & { id: PgColumn }>({
  scope,
  table,
  id,
  visibility,
  forUpdate = false,
}: {
  scope: Scope;
  table: TTable;
  id: string;
  visibility: () => Promise<SQL | null>;
  forUpdate?: boolean;
}): Promise<InferSelectModel<TTable> | null> {
  if (!isUuid(id)) return null;
  const visible = await visibility();
  if (!visible) return null;
  const db = await scope.db();
  const query = db
    .select()
    .from(table as PgTable)
    .where(and(visible, eq(table.id, id)));
  const [row] = forUpdate ? await query.for('update') : await query;
  return (row as InferSelectModel<TTable> | undefined) ?? null;
}
