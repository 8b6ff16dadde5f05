import { sql } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords.js';
import { withSystemTx, type Pool } from '../db/database.js';
import { clients, locations, memberships, userLocations, users } from '../db/schema/index.js';
import { DEMO_ACCOUNTS, DEMO_IDS, DEMO_PASSWORD } from './demo-accounts.js';
import { seedEstateDemo } from './estate-seed.js';
import { seedPeopleDemo } from './people-seed.js';
import { seedQuestsDemo } from './quests-seed.js';
import { seedReadingsDemo } from './readings-seed.js';
import { seedDemoTrainings } from './demo-trainings.js';

const DEMO_CLIENTS = [
  { id: DEMO_IDS.harbor, companyName: 'Harbor Bistro Group' },
  { id: DEMO_IDS.sunrise, companyName: 'Sunrise Cafés' },
];

const DEMO_LOCATIONS = [
  {
    id: DEMO_IDS.harborDowntown,
    clientId: DEMO_IDS.harbor,
    name: 'Harbor Downtown',
    timezone: 'America/New_York',
    city: 'Boston',
    country: 'US',
    jurisdictionProfile: 'US_FDA' as const,
    state: 'MA',
    address: '12 Atlantic Ave',
    zip: '02110',
    serviceType: 'FULL_KITCHEN',
    foodTypes: ['FISH', 'MEAT', 'VEGETABLES', 'DAIRY'],
    sites: ['FISH', 'STEAK_MEAT'],
    plan: 'DEDICATED_STAFF_KITCHEN' as const,
  },
  {
    id: DEMO_IDS.harborBayside,
    clientId: DEMO_IDS.harbor,
    name: 'Harbor Bayside',
    timezone: 'America/Los_Angeles',
    city: 'San Francisco',
    country: 'US',
    jurisdictionProfile: 'US_FDA' as const,
    state: 'CA',
    address: '200 Embarcadero',
    zip: '94105',
    serviceType: 'QUICK_SERVICE',
    foodTypes: ['FISH', 'VEGETABLES', 'BEVERAGES'],
    sites: ['SANDWICH_PIZZA', 'BAR'],
    plan: 'SMALL_KITCHEN' as const,
  },
  {
    id: DEMO_IDS.harborLisbon,
    clientId: DEMO_IDS.harbor,
    name: 'Harbor Lisbon',
    timezone: 'Europe/Lisbon',
    city: 'Lisbon',
    country: 'PT',
    jurisdictionProfile: 'CODEX' as const,
    state: null,
    address: 'Rua do Cais 8',
    zip: '1200-109',
    serviceType: 'FULL_KITCHEN',
    foodTypes: ['FISH', 'PASTRY', 'DAIRY'],
    sites: ['FISH', 'DESSERT'],
    plan: 'DEDICATED_STAFF_KITCHEN' as const,
  },
  {
    id: DEMO_IDS.sunriseMadrid,
    clientId: DEMO_IDS.sunrise,
    name: 'Sunrise Madrid',
    timezone: 'Europe/Madrid',
    city: 'Madrid',
    country: 'ES',
    jurisdictionProfile: 'CODEX' as const,
    state: null,
    address: 'Calle Mayor 1',
    zip: '28013',
    serviceType: 'MICRO_KITCHEN',
    foodTypes: ['PASTRY', 'BEVERAGES', 'DAIRY'],
    sites: ['CAFE', 'BREAKFAST'],
    plan: 'SMALL_KITCHEN' as const,
  },
  {
    id: DEMO_IDS.sunriseChicago,
    clientId: DEMO_IDS.sunrise,
    name: 'Sunrise Chicago',
    timezone: 'America/Chicago',
    city: 'Chicago',
    country: 'US',
    jurisdictionProfile: 'US_FDA' as const,
    state: 'IL',
    address: '500 N Michigan Ave',
    zip: '60611',
    serviceType: 'QUICK_SERVICE',
    foodTypes: ['PASTRY', 'BEVERAGES'],
    sites: ['CAFE'],
    plan: 'SMALL_KITCHEN' as const,
  },
];

/**
 * Seeds PRODUCT.md's demo data: two clients, their locations and the seven accounts. Idempotent: fixed
 * ids and ON CONFLICT DO NOTHING, so a restart (or a test run) never duplicates or overwrites anything.
 */
export async function seedDemoData(pool: Pool, options: { historyDays: number }): Promise<void> {
  const existing = await withSystemTx(pool, (db) =>
    db
      .select({ email: users.email })
      .from(users)
      .where(sql`lower(${users.email}) in ${DEMO_ACCOUNTS.map((a) => a.email)}`),
  );
  const known = new Set(existing.map((u) => u.email.toLowerCase()));
  const passwordHash = known.size < DEMO_ACCOUNTS.length ? await hashPassword(DEMO_PASSWORD) : '';

  await withSystemTx(pool, async (db) => {
    await db.insert(clients).values(DEMO_CLIENTS).onConflictDoNothing();
    await db.insert(locations).values(DEMO_LOCATIONS).onConflictDoNothing();
    for (const account of DEMO_ACCOUNTS) {
      if (!known.has(account.email)) {
        await db
          .insert(users)
          .values({
            email: account.email,
            firstname: account.firstname,
            lastname: account.lastname,
            systemRole: account.systemRole,
            passwordHash,
          })
          .onConflictDoNothing();
      }
      const [user] = await db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.email}) = ${account.email}`);
      if (!user) continue;
      for (const membership of account.memberships) {
        await db
          .insert(memberships)
          .values({ clientId: membership.clientId, userId: user.id, clientRole: membership.clientRole })
          .onConflictDoNothing();
        if (membership.locationIds.length > 0) {
          await db
            .insert(userLocations)
            .values(membership.locationIds.map((locationId) => ({ clientId: membership.clientId, userId: user.id, locationId })))
            .onConflictDoNothing();
        }
      }
    }
  });
  await seedEstateDemo(pool);
  await seedPeopleDemo(pool);
  await seedQuestsDemo(pool);
  await seedDemoTrainings(pool);
  await seedReadingsDemo(pool, { days: options.historyDays });
}
