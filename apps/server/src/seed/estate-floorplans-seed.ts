import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { withSystemTx, type Pool } from '../db/database.js';
import { appliancePlacements, appliances, areas, floorplans, users } from '../db/schema/index.js';
import { Readable } from 'node:stream';
import { storeUpload } from '../features/files/files.service.js';
import { SILENT_LOG } from '../scope/scope.js';
import { withScope } from '../scope/unit-of-work.js';
import type { Storage } from '../storage/storage.js';
import { DEMO_IDS } from './demo-accounts.js';

// A scope's log reports failed after-commit work; storing a seed picture queues none, so nothing is lost.

/** Who "uploaded" each client's demo floorplans. */
const UPLOADERS: Record<string, string> = {
  [DEMO_IDS.harbor]: 'manager@harbor.example',
  [DEMO_IDS.sunrise]: 'manager@sunrise.example',
};

/**
 * A simple room plan as SVG (walls, a floor grid, counters along two walls; no text, so no fonts are
 * needed), drawn differently per area so the plans are told apart.
 */
function roomSvg(seed: number): string {
  const width = 1200;
  const height = 800;
  const grid = Array.from({ length: 23 }, (_, i) => `<line x1="${(i + 1) * 50}" y1="0" x2="${(i + 1) * 50}" y2="${height}" />`)
    .concat(Array.from({ length: 15 }, (_, i) => `<line x1="0" y1="${(i + 1) * 50}" x2="${width}" y2="${(i + 1) * 50}" />`))
    .join('');
  const counterDepth = 90 + (seed % 3) * 20;
  const doorAt = 200 + (seed % 5) * 150;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <rect width="${width}" height="${height}" fill="#f4f6f8"/>
  <g stroke="#dde3ea" stroke-width="2">${grid}</g>
  <rect x="40" y="40" width="${width - 80}" height="${counterDepth}" fill="#c9d3dd" rx="6"/>
  <rect x="40" y="40" width="${counterDepth}" height="${height - 80}" fill="#c9d3dd" rx="6"/>
  <rect x="${width / 2 - 150}" y="${height / 2 - 60}" width="300" height="120" fill="#d8dee5" rx="10"/>
  <rect x="20" y="20" width="${width - 40}" height="${height - 40}" fill="none" stroke="#3a4654" stroke-width="24"/>
  <rect x="${doorAt}" y="${height - 32}" width="140" height="24" fill="#f4f6f8"/>
</svg>`;
}

/**
 * Gives every demo area that has equipment a floorplan picture (rendered with sharp, stored through the
 * files feature like any upload) and places its equipment on it in a row. Idempotent: areas that already
 * have a floorplan are left alone. Needs the Storage, so it runs after the database seed.
 */
export async function seedEstateFloorplans({ pool, storage }: { pool: Pool; storage: Storage }): Promise<number> {
  const clientIds = Object.keys(UPLOADERS);
  const missing = await withSystemTx(pool, (db) =>
    db
      .select({ id: areas.id, clientId: areas.clientId, name: areas.name })
      .from(areas)
      .leftJoin(floorplans, eq(floorplans.areaId, areas.id))
      .where(
        and(
          isNull(floorplans.id),
          inArray(areas.clientId, clientIds),
          sql`exists (select 1 from ${appliances} where ${appliances.areaId} = ${areas.id})`,
          // Only the seeded areas (fixed ids), never areas people created in the demo.
          sql`${areas.id}::text like '00000000-0000-4000-8e00-0a%'`,
        ),
      ),
  );
  let created = 0;
  for (const [index, area] of missing.entries()) {
    const [uploader] = await withSystemTx(pool, (db) =>
      db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.email}) = ${UPLOADERS[area.clientId]}`),
    );
    if (!uploader) continue;
    const png = await sharp(Buffer.from(roomSvg(index)))
      .png()
      .toBuffer();
    const identity = { clientId: area.clientId, userId: uploader.id, level: null };
    const file = await withScope(pool, SILENT_LOG, identity, (scope) =>
      storeUpload({ scope, storage, stream: Readable.from([png]), fileName: `${area.name} floorplan.png` }),
    );
    await withSystemTx(pool, async (db) => {
      const [floorplan] = await db
        .insert(floorplans)
        .values({ clientId: area.clientId, areaId: area.id, fileId: file.id })
        .onConflictDoNothing()
        .returning();
      if (!floorplan) return;
      const equipment = await db
        .select({ id: appliances.id })
        .from(appliances)
        .where(eq(appliances.areaId, area.id))
        .orderBy(appliances.name);
      if (equipment.length === 0) return;
      await db
        .insert(appliancePlacements)
        .values(
          equipment.map((appliance, i) => ({
            applianceId: appliance.id,
            clientId: area.clientId,
            floorplanId: floorplan.id,
            x: Math.round(((i + 1) / (equipment.length + 1)) * 1000) / 1000,
            y: i % 2 === 0 ? 0.3 : 0.7,
          })),
        )
        .onConflictDoNothing();
      created += 1;
    });
  }
  return created;
}
