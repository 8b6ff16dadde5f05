import type { Mood } from '@ks/domain';
import { and, isNull, sql } from 'drizzle-orm';
import { withSystemTx, type Pool } from '../db/database.js';
import { diaryEntries, users } from '../db/schema/index.js';
import { DEMO_IDS } from './demo-accounts.js';

/** Work roles of the demo accounts (filled only where still empty, so edits made in the demo survive). */
const WORK_ROLES: Record<string, string> = {
  'manager@harbor.example': 'Operations manager',
  'lm@harbor.example': 'Kitchen manager',
  'cook@harbor.example': 'Line cook',
  'porter@harbor.example': 'Kitchen porter',
  'manager@sunrise.example': 'Area manager',
  'multi@demo.example': 'Regional director',
};

interface DemoDiaryEntry {
  n: number;
  email: string;
  clientId: string;
  locationId: string;
  daysAgo: number;
  hour: number;
  mood: Mood | null;
  description: string | null;
}

const H = DEMO_IDS.harbor;
const S = DEMO_IDS.sunrise;
const DIARY: DemoDiaryEntry[] = [
  {
    n: 1,
    email: 'cook@harbor.example',
    clientId: H,
    locationId: DEMO_IDS.harborDowntown,
    daysAgo: 13,
    hour: 15,
    mood: 'SATISFIED',
    description: 'Smooth lunch service, every fridge check on time.',
  },
  {
    n: 2,
    email: 'porter@harbor.example',
    clientId: H,
    locationId: DEMO_IDS.harborDowntown,
    daysAgo: 12,
    hour: 22,
    mood: 'ANGRY',
    description: 'Dish machine broke down again during the dinner rush.',
  },
  {
    n: 3,
    email: 'lm@harbor.example',
    clientId: H,
    locationId: DEMO_IDS.harborDowntown,
    daysAgo: 11,
    hour: 9,
    mood: 'NEUTRAL',
    description: 'Technician booked for the dish machine on Thursday.',
  },
  {
    n: 4,
    email: 'cook@harbor.example',
    clientId: H,
    locationId: DEMO_IDS.harborBayside,
    daysAgo: 10,
    hour: 14,
    mood: 'CONFUSED',
    description: 'New walk-in cooler shows two temperatures - which one do we log?',
  },
  {
    n: 5,
    email: 'manager@harbor.example',
    clientId: H,
    locationId: DEMO_IDS.harborBayside,
    daysAgo: 9,
    hour: 10,
    mood: null,
    description: 'Reminder: the display on the walk-in is the air probe; log the sensor value.',
  },
  {
    n: 6,
    email: 'cook@harbor.example',
    clientId: H,
    locationId: DEMO_IDS.harborDowntown,
    daysAgo: 7,
    hour: 16,
    mood: 'EXCITED',
    description: 'New seafood menu tasting went great.',
  },
  {
    n: 7,
    email: 'porter@harbor.example',
    clientId: H,
    locationId: DEMO_IDS.harborDowntown,
    daysAgo: 6,
    hour: 21,
    mood: 'SATISFIED',
    description: null,
  },
  {
    n: 8,
    email: 'lm@harbor.example',
    clientId: H,
    locationId: DEMO_IDS.harborDowntown,
    daysAgo: 5,
    hour: 8,
    mood: 'SATISFIED',
    description: 'Health inspection passed, thanks everyone!',
  },
  {
    n: 9,
    email: 'manager@harbor.example',
    clientId: H,
    locationId: DEMO_IDS.harborLisbon,
    daysAgo: 4,
    hour: 11,
    mood: 'NEUTRAL',
    description: 'Lisbon pastry freezer is due for a defrost this week.',
  },
  {
    n: 10,
    email: 'cook@harbor.example',
    clientId: H,
    locationId: DEMO_IDS.harborDowntown,
    daysAgo: 2,
    hour: 13,
    mood: 'CONFUSED',
    description: null,
  },
  {
    n: 11,
    email: 'porter@harbor.example',
    clientId: H,
    locationId: DEMO_IDS.harborDowntown,
    daysAgo: 1,
    hour: 20,
    mood: 'NEUTRAL',
    description: 'Delivery arrived late; cold items went straight into the walk-in.',
  },
  {
    n: 12,
    email: 'manager@sunrise.example',
    clientId: S,
    locationId: DEMO_IDS.sunriseMadrid,
    daysAgo: 8,
    hour: 9,
    mood: 'SATISFIED',
    description: 'Madrid opened on time all week.',
  },
  {
    n: 13,
    email: 'manager@sunrise.example',
    clientId: S,
    locationId: DEMO_IDS.sunriseChicago,
    daysAgo: 3,
    hour: 7,
    mood: 'CONFUSED',
    description: 'Chicago display fridge alarm at night - check the door seal.',
  },
];

/** Fixed ids (`…d1a7` + entry number) keep the seed idempotent. */
const diaryId = (n: number) => `00000000-0000-4000-8000-0000d1a7${String(n).padStart(4, '0')}`;

/**
 * Demo data of the people features: work roles of the demo accounts and two weeks of diary entries in
 * both clients. Idempotent: fixed ids with ON CONFLICT DO NOTHING, and work roles only where empty.
 */
export async function seedPeopleDemo(pool: Pool): Promise<void> {
  await withSystemTx(pool, async (db) => {
    for (const [email, workRole] of Object.entries(WORK_ROLES)) {
      await db
        .update(users)
        .set({ workRole })
        .where(and(sql`lower(${users.email}) = ${email}`, isNull(users.workRole)));
    }
    const people = await db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(sql`lower(${users.email}) in ${Object.keys(WORK_ROLES)}`);
    const idOf = new Map(people.map((p) => [p.email.toLowerCase(), p.id]));
    const now = Date.now();
    const rows = DIARY.flatMap((entry) => {
      const userId = idOf.get(entry.email);
      if (!userId) return [];
      const day = new Date(now - entry.daysAgo * 24 * 60 * 60 * 1000);
      day.setUTCHours(entry.hour, 17, 0, 0);
      return [
        {
          id: diaryId(entry.n),
          clientId: entry.clientId,
          locationId: entry.locationId,
          userId,
          mood: entry.mood,
          description: entry.description,
          createdAt: day,
        },
      ];
    });
    if (rows.length > 0) await db.insert(diaryEntries).values(rows).onConflictDoNothing();
  });
}
