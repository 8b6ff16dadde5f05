import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { users } from '../db/schema/index.js';

/** The ids of the demo people with these e-mails, by lower-cased e-mail (the demo seeds look people up so). */
export async function demoUserIds(db: Db, emails: string[]): Promise<Map<string, string>> {
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, emails));
  return new Map(people.map((person) => [person.email.toLowerCase(), person.id]));
}
