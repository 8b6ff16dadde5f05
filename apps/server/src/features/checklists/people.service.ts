import { inArray } from 'drizzle-orm';
import { users } from '../../db/schema/index.js';
import { tenantOf, type Scope } from '../../scope/scope.js';
import { batchLoader } from '../../scope/batch-loader.js';
import { selectUserRecords } from '../users/users.service.js';

/** Who answered, submitted or resolved: enough to show a name, nothing more. */
export interface Person {
  id: string;
  displayName: string;
}

const loadPeople = batchLoader<string, Person>(async (scope, ids) => {
  const records = await selectUserRecords({ db: await scope.db(), clientId: tenantOf(scope).clientId, where: inArray(users.id, ids) });
  return new Map(
    records.map((record) => [record.id, { id: record.id, displayName: record.nickname || `${record.firstname} ${record.lastname}` }]),
  );
});

/** A member of the viewer's client by id, batched per request; null when unknown or not a member. */
export async function personById({ scope, id }: { scope: Scope; id: string | null }): Promise<Person | null> {
  if (!id) return null;
  return (await loadPeople.load(scope, id)) ?? null;
}
