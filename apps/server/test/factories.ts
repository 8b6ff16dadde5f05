import type { ClientRole, SystemRole } from '@ks/domain';
import { randomUUID } from 'node:crypto';
import { hashPassword } from '../src/auth/passwords.js';
import { withSystemTx, type Pool } from '../src/db/database.js';
import { clients, locations, memberships, userLocations, users } from '../src/db/schema/index.js';

let passwordHashCache: Promise<string> | null = null;
export const FACTORY_PASSWORD = 'factory-password-1';

/** A fresh client company with one location. */
export async function buildClient(pool: Pool, name = `Client ${randomUUID().slice(0, 8)}`) {
  return withSystemTx(pool, async (db) => {
    const [client] = await db.insert(clients).values({ companyName: name }).returning();
    const [location] = await db
      .insert(locations)
      .values({ clientId: client!.id, name: `${name} Kitchen`, timezone: 'Europe/Paris' })
      .returning();
    return { client: client!, location: location! };
  });
}

/** A user with a membership (and location assignments) in one client; password FACTORY_PASSWORD. */
export async function buildUser(
  pool: Pool,
  options: {
    clientId?: string;
    clientRole?: ClientRole;
    systemRole?: SystemRole;
    locationIds?: string[];
    email?: string;
    isActive?: boolean;
  } = {},
) {
  passwordHashCache ??= hashPassword(FACTORY_PASSWORD);
  const passwordHash = await passwordHashCache;
  const email = options.email ?? `user-${randomUUID().slice(0, 12)}@factory.example`;
  return withSystemTx(pool, async (db) => {
    const [user] = await db
      .insert(users)
      .values({
        email,
        firstname: 'Test',
        lastname: 'User',
        passwordHash,
        systemRole: options.systemRole ?? 'STANDARD',
        isActive: options.isActive ?? true,
      })
      .returning();
    if (options.clientId) {
      await db.insert(memberships).values({ clientId: options.clientId, userId: user!.id, clientRole: options.clientRole ?? 'USER' });
      for (const locationId of options.locationIds ?? []) {
        await db.insert(userLocations).values({ clientId: options.clientId, userId: user!.id, locationId });
      }
    }
    return user!;
  });
}
