import { hasAtLeast } from '@ks/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { forbiddenError } from '../../graphql/errors.js';
import { tenantOf, type Scope } from '../../scope/scope.js';
import { requireVisibleLocation } from '../../scope/visible-locations.js';
import { chainProblem, DEFAULT_CHAIN, type Chain, type ChainStep } from './chain-model.js';
import { reachRefusal } from './reach-refusal.js';

export type ChainSource = 'LOCATION' | 'CLIENT_DEFAULT' | 'BUILT_IN';

export interface EffectiveChain extends Chain {
  source: ChainSource;
  locationId: string | null;
  updatedAt: Date | null;
}

export const MEMBER_MESSAGE = 'Everyone in a chain must be a member of this company';

interface ChainRow extends Record<string, unknown> {
  locationId: string | null;
  steps: ChainStep[];
  ackTimeoutMin: number;
  updatedAt: string | Date;
}

/** The chain a location's alerts run: its own, else the client's default, else PRODUCT.md's. */
export async function effectiveChain(db: Db, clientId: string, locationId: string | null): Promise<EffectiveChain> {
  const result = await db.execute<ChainRow>(sql`
    SELECT location_id AS "locationId", steps, ack_timeout_min AS "ackTimeoutMin", updated_at AS "updatedAt"
    FROM escalation_chains WHERE client_id = ${clientId} AND (location_id = ${locationId} OR location_id IS NULL)
    ORDER BY location_id NULLS LAST LIMIT 1`);
  const row = result.rows[0];
  if (!row) return { ...DEFAULT_CHAIN, source: 'BUILT_IN', locationId: null, updatedAt: null };
  return {
    steps: row.steps,
    ackTimeoutMin: row.ackTimeoutMin,
    source: row.locationId ? 'LOCATION' : 'CLIENT_DEFAULT',
    locationId: row.locationId,
    updatedAt: new Date(row.updatedAt),
  };
}

/** A location's chain (Location Managers of it and up) or, with no location, the client's default (Managers). */
async function checkedTarget(scope: Scope, locationId: string | null): Promise<void> {
  if (locationId) {
    await requireVisibleLocation({ scope, locationId });
    return;
  }
  if (!hasAtLeast(scope.level, 'MANAGER')) throw forbiddenError();
}

export async function chainFor({ scope, locationId }: { scope: Scope; locationId: string | null }): Promise<EffectiveChain> {
  await checkedTarget(scope, locationId);
  return effectiveChain(await scope.db(), tenantOf(scope).clientId, locationId);
}

/**
 * saveEscalationChain: stores a location's chain or the client's default after the editor's checks (at
 * least one NOTIFY, waits of 1 to 240 minutes, people of this client). Running alerts keep the chain they
 * started with.
 */
export async function saveEscalationChain({
  scope,
  locationId,
  chain,
}: {
  scope: Scope;
  locationId: string | null;
  chain: Chain;
}): Promise<EffectiveChain> {
  await checkedTarget(scope, locationId);
  const problem = chainProblem(chain);
  if (problem) throw reachRefusal(problem);
  const viewer = tenantOf(scope);
  const db = await scope.db();
  const named = [...new Set(chain.steps.flatMap((s) => (s.kind === 'NOTIFY' ? s.targets.userIds : [])))];
  if (named.length > 0) {
    const members = await db.execute<{ id: string }>(
      sql`SELECT user_id::text AS id FROM memberships WHERE client_id = ${viewer.clientId} AND user_id::text = ANY(${sql.param(named)}::text[])`,
    );
    const known = new Set(members.rows.map((r) => r.id));
    const stranger = chain.steps.findIndex((s) => s.kind === 'NOTIFY' && s.targets.userIds.some((id) => !known.has(id)));
    if (stranger >= 0) {
      const n = stranger + 1;
      throw reachRefusal({ message: `Step ${n}: ${MEMBER_MESSAGE}`, code: 'CHAIN_NOT_MEMBER', field: `steps.${stranger}.who`, n });
    }
  }
  await db.execute(sql`
    INSERT INTO escalation_chains (client_id, location_id, steps, ack_timeout_min, updated_by, updated_at)
    VALUES (${viewer.clientId}, ${locationId}, ${JSON.stringify(chain.steps)}::jsonb, ${chain.ackTimeoutMin}, ${viewer.userId}, now())
    ON CONFLICT (client_id, location_id) DO UPDATE SET steps = excluded.steps, ack_timeout_min = excluded.ack_timeout_min,
      updated_by = excluded.updated_by, updated_at = now()`);
  return effectiveChain(db, viewer.clientId, locationId);
}
