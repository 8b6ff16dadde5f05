import { EXPIRY_NOTICE_DAYS, type Language } from '@ks/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { certificationExpiryNotices } from '../../db/schema/index.js';
import type { SystemTick } from '../../scope/app-services.js';
import { withSystemScope } from '../../scope/unit-of-work.js';
import { expiryEmail, type ExpiryRecipient } from './expiry-emails.js';

/** Certificates noticed per transaction; the tick loops until none is left. */
const NOTICE_BATCH = 200;

interface ExpiringCertificate {
  clientId: string;
  userId: string;
  certificateId: string;
  validUntil: Date;
  certificateName: string;
  holderName: string;
  holder: ExpiryRecipient;
  managers: ExpiryRecipient[];
}

interface Row extends Record<string, unknown> {
  client_id: string;
  user_id: string;
  certificate_id: string;
  valid_until: string | Date;
  certificate_name: string;
  holder_name: string;
  email: string;
  language: Language;
}

/**
 * Claims (records) up to NOTICE_BATCH certificates whose latest validity ends within EXPIRY_NOTICE_DAYS
 * and that were not noticed yet for that validUntil, with the people to tell: the holder, the client's
 * Managers and the Location Managers of the holder's locations (active people only). A retake that
 * extends the validity gives a new validUntil, so the next expiry is noticed again.
 */
async function claimExpiring(db: Db, now: Date): Promise<ExpiringCertificate[]> {
  const nowText = now.toISOString();
  const result = await db.execute<Row>(sql`
    with latest as (
      select a.client_id, a.user_id, a.certificate_id, max(a.valid_until) as valid_until
      from training_attempts a
      where a.status = 'PASSED'
      group by a.client_id, a.user_id, a.certificate_id
    )
    select l.client_id, l.user_id, l.certificate_id, l.valid_until,
      coalesce(nullif(c.name, ''), (select q.name from training_settings s join quests q on q.id = s.quest_id
        where s.certificate_id = c.id order by q.created_at limit 1), '') as certificate_name,
      coalesce(nullif(u.nickname, ''), u.firstname || ' ' || u.lastname) as holder_name,
      u.email, u.language
    from latest l
    join certificates c on c.id = l.certificate_id
    join users u on u.id = l.user_id and u.is_active
    join memberships m on m.user_id = l.user_id and m.client_id = l.client_id
    where l.valid_until > ${nowText}::timestamptz
      and l.valid_until <= ${nowText}::timestamptz + make_interval(days => ${EXPIRY_NOTICE_DAYS})
      and not exists (
        select 1 from certification_expiry_notices n
        where n.user_id = l.user_id and n.certificate_id = l.certificate_id and n.valid_until = l.valid_until)
    order by l.valid_until
    limit ${NOTICE_BATCH}`);
  const claimed: ExpiringCertificate[] = [];
  for (const row of result.rows) {
    const validUntil = new Date(row.valid_until);
    const inserted = await db
      .insert(certificationExpiryNotices)
      .values({ clientId: row.client_id, userId: row.user_id, certificateId: row.certificate_id, validUntil, sentAt: now })
      .onConflictDoNothing()
      .returning({ userId: certificationExpiryNotices.userId });
    // Another instance noticed it first: it sends the e-mails.
    if (inserted.length === 0) continue;
    const managers = await db.execute<{ email: string; language: Language } & Record<string, unknown>>(sql`
      select distinct u.email, u.language
      from memberships m join users u on u.id = m.user_id and u.is_active
      where m.client_id = ${row.client_id} and u.id <> ${row.user_id}
        and (m.client_role = 'MANAGER' or (m.client_role = 'LOCATION_MANAGER' and exists (
          select 1 from user_locations ml join user_locations hl on hl.location_id = ml.location_id
          where ml.user_id = m.user_id and ml.client_id = m.client_id and hl.user_id = ${row.user_id} and hl.client_id = m.client_id)))
      order by u.email`);
    claimed.push({
      clientId: row.client_id,
      userId: row.user_id,
      certificateId: row.certificate_id,
      validUntil,
      certificateName: row.certificate_name,
      holderName: row.holder_name,
      holder: { email: row.email, language: row.language, isHolder: true },
      managers: managers.rows.map((manager) => ({ email: manager.email, language: manager.language, isHolder: false })),
    });
  }
  return claimed;
}

/** Result of one tick, for logs and tests. */
export interface ExpiryTick {
  noticed: number;
  mailsSent: number;
}

/**
 * One tick of the certification expiry job: record each newly expiring certificate (once per user,
 * certificate and validUntil) in a short system transaction, then e-mail after it committed, so PGlite
 * is never held while mail is sent. A failed e-mail is logged, not retried (the notice is once).
 */
export async function runCertificationExpiryTick({ system, now = new Date() }: SystemTick): Promise<ExpiryTick> {
  const tick: ExpiryTick = { noticed: 0, mailsSent: 0 };
  for (;;) {
    const claimed = await withSystemScope(system.pool, system.log, async (scope) => claimExpiring(await scope.db(), now));
    tick.noticed += claimed.length;
    for (const item of claimed) {
      const facts = {
        holderName: item.holderName,
        certificateName: item.certificateName,
        validUntil: item.validUntil,
        link: `${system.config.publicUrl}/training`,
      };
      for (const to of [item.holder, ...item.managers]) {
        try {
          await system.mailer.send(expiryEmail(facts, to));
          tick.mailsSent += 1;
        } catch (error) {
          system.log.error({ err: error }, `certificate expiry e-mail to ${to.email} failed`);
        }
      }
    }
    if (claimed.length < NOTICE_BATCH) return tick;
  }
}
