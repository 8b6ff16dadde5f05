import { isAnswerCompliant, parseActionProperties, submissionScore, toRrule } from '@ks/domain';
import { occurrencesBetween } from '@ks/domain/recurrence';
import { eq, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { withSystemTx, type Pool } from '../db/database.js';
import {
  actions,
  fixits,
  questActivations,
  questAnswers,
  questLocations,
  questParts,
  quests,
  questSubmissions,
} from '../db/schema/index.js';
import { DEMO_IDS } from './demo-accounts.js';
import { demoUserIds } from './demo-user-ids.js';
import { ACTIONS, actionId, DEMO_QUEST_IDS, QUESTS } from './quests-seed.data.js';

// Fixed ids keep the seed idempotent: `…c0e5` + n for quests, `…ac70` + n for actions.
export { DEMO_QUEST_IDS } from './quests-seed.data.js';

const HISTORY_DAYS = 60;
const FAIL_RATE = 0.07;
/** Now and then a bad shift fails half of its checks, so scores of every colour appear. */
const BAD_SHIFT_RATE = 0.05;
const BAD_SHIFT_FAIL_RATE = 0.5;
const MISSED_RATE = 0.07;

/** Who does the checklists at each Harbor location, and who resolves its fix-its. */
const STAFF: Record<string, { doers: string[]; resolver: string }> = {
  [DEMO_IDS.harborDowntown]: {
    doers: ['cook@harbor.example', 'porter@harbor.example', 'lm@harbor.example'],
    resolver: 'lm@harbor.example',
  },
  [DEMO_IDS.harborBayside]: { doers: ['cook@harbor.example', 'manager@harbor.example'], resolver: 'manager@harbor.example' },
  [DEMO_IDS.harborLisbon]: { doers: ['manager@harbor.example'], resolver: 'manager@harbor.example' },
};

const RESOLUTIONS = [
  'Adjusted the thermostat and re-checked after 30 minutes: back in range.',
  'Cleaned and sanitised again, supervisor checked.',
  'Pest control called; traps placed and logged.',
  'Relabelled everything, discarded two undated containers.',
  'Filters swapped the next morning.',
  'Moved the food to the back-up fridge, technician booked.',
];

/** A small deterministic PRNG (mulberry32): the same demo every time the seed runs. */
function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function chunks<T>(rows: T[], size = 400): T[][] {
  const result: T[][] = [];
  for (let i = 0; i < rows.length; i += size) result.push(rows.slice(i, i + size));
  return result;
}

/**
 * Harbor's checklists: an opening checklist, a closing checklist and a weekly deep clean at its three
 * locations, active, with 60 days of activations (submitted or missed), answers, scores and fix-its in
 * both states. Generated in memory and written in a few multi-row inserts, so it takes well under a
 * second; skipped entirely once the quests exist.
 */
export async function seedQuestsDemo(pool: Pool, now = new Date()): Promise<void> {
  const [existing] = await withSystemTx(pool, (db) =>
    db.select({ id: quests.id }).from(quests).where(eq(quests.id, DEMO_QUEST_IDS.opening)),
  );
  if (existing) return;
  await withSystemTx(pool, async (db) => {
    const clientId = DEMO_IDS.harbor;
    const emails = [...new Set(Object.values(STAFF).flatMap((staff) => [...staff.doers, staff.resolver]))];
    const userId = await demoUserIds(db, emails);
    const manager = userId.get('manager@harbor.example') ?? null;
    const locationRows = await db.execute<{ id: string; timezone: string }>(
      sql`select id, timezone from locations where client_id = ${clientId} and id in (${DEMO_IDS.harborDowntown}, ${DEMO_IDS.harborBayside}, ${DEMO_IDS.harborLisbon})`,
    );
    const historyStart = new Date(now.getTime() - HISTORY_DAYS * 86_400_000);
    const startDate = historyStart.toISOString().slice(0, 10);

    await db.insert(actions).values(
      ACTIONS.map((action) => ({
        id: actionId(action.n),
        clientId,
        type: action.type,
        name: action.name,
        description: action.description,
        category: action.category,
        importance: action.importance,
        properties: action.properties,
        inLibrary: true,
        createdBy: manager,
        createdAt: historyStart,
        updatedAt: historyStart,
      })),
    );
    const partIds = new Map<string, string>();
    for (const quest of QUESTS) {
      const { rrule, durationMin } = toRrule({ ...quest.schedule, startDate });
      await db.insert(quests).values({
        id: quest.id,
        clientId,
        name: quest.name,
        description: quest.description,
        rrule,
        durationMin,
        active: true,
        activatedAt: new Date(historyStart.getTime() - 86_400_000),
        createdBy: manager,
        createdAt: historyStart,
        updatedAt: historyStart,
      });
      await db
        .insert(questLocations)
        .values(locationRows.rows.map((location) => ({ clientId, questId: quest.id, locationId: location.id })));
      const parts = quest.parts.map((part, position) => {
        const id = randomUUID();
        if ('action' in part) partIds.set(`${quest.id}:${part.action}`, id);
        return 'action' in part
          ? { id, clientId, questId: quest.id, position, kind: 'ACTION' as const, actionId: actionId(part.action) }
          : {
              id,
              clientId,
              questId: quest.id,
              position,
              kind: 'SECTION' as const,
              name: part.section,
              description: part.description ?? '',
            };
      });
      await db.insert(questParts).values(parts);
    }

    const activationRows: Array<typeof questActivations.$inferInsert> = [];
    const submissionRows: Array<typeof questSubmissions.$inferInsert> = [];
    const answerRows: Array<typeof questAnswers.$inferInsert> = [];
    const fixitRows: Array<typeof fixits.$inferInsert> = [];
    const random = prng(20_240_601);
    for (const quest of QUESTS) {
      const schedule = toRrule({ ...quest.schedule, startDate });
      for (const location of locationRows.rows) {
        const staff = STAFF[location.id];
        if (!staff) continue;
        for (const window of occurrencesBetween(schedule, location.timezone, historyStart, now)) {
          if (window.end.getTime() > now.getTime()) continue; // current and future windows come from the job
          const activationId = randomUUID();
          const missed = random() < MISSED_RATE;
          const base = {
            id: activationId,
            clientId,
            questId: quest.id,
            locationId: location.id,
            startsAt: window.start,
            endsAt: window.end,
          };
          if (missed) {
            activationRows.push({ ...base, localDate: window.localDate, progress: 'PENDING', score: 0, missedAt: window.end });
            continue;
          }
          const doer = userId.get(staff.doers[Math.floor(random() * staff.doers.length)] ?? '') ?? manager;
          const duration = window.end.getTime() - window.start.getTime();
          const submittedAt = new Date(window.start.getTime() + duration * (0.15 + random() * 0.6));
          const submissionId = randomUUID();
          const failRate = random() < BAD_SHIFT_RATE ? BAD_SHIFT_FAIL_RATE : FAIL_RATE;
          let compliantCount = 0;
          let answered = 0;
          let failed = 0;
          for (const part of quest.parts) {
            if (!('action' in part)) continue;
            const action = ACTIONS.find((item) => item.n === part.action)!; // every part names a seeded action
            const value = action.answer(random() < failRate, random);
            const compliant = isAnswerCompliant(action.type, parseActionProperties(action.type, action.properties), value);
            const answerId = randomUUID();
            answered += 1;
            if (compliant) compliantCount += 1;
            answerRows.push({
              id: answerId,
              clientId,
              submissionId,
              partId: partIds.get(`${quest.id}:${action.n}`),
              actionId: actionId(action.n),
              position: quest.parts.indexOf(part),
              actionSnapshot: { type: action.type, name: action.name, description: action.description, properties: action.properties },
              value,
              compliant,
              answeredBy: doer,
              answeredAt: new Date(submittedAt.getTime() - (quest.parts.length - quest.parts.indexOf(part)) * 60_000),
            });
            if (!compliant) {
              failed += 1;
              const ageDays = (now.getTime() - submittedAt.getTime()) / 86_400_000;
              // Most older fix-its were dealt with; a few linger, and the last week's are mostly open.
              const resolved = ageDays > 7 ? random() > 0.1 : random() < 0.3;
              const resolvedAt = new Date(Math.min(submittedAt.getTime() + (1 + random() * 20) * 3_600_000, now.getTime() - 60_000));
              fixitRows.push({
                clientId,
                locationId: location.id,
                questId: quest.id,
                activationId,
                actionId: actionId(action.n),
                submissionId,
                answerId,
                submittedBy: doer,
                status: resolved ? 'RESOLVED' : 'PENDING',
                comment: resolved ? RESOLUTIONS[Math.floor(random() * RESOLUTIONS.length)] : null,
                resolvedBy: resolved ? (userId.get(staff.resolver) ?? manager) : null,
                resolvedAt: resolved ? resolvedAt : null,
                createdAt: submittedAt,
              });
            }
          }
          const score = submissionScore(compliantCount, answered);
          activationRows.push({ ...base, localDate: window.localDate, progress: 'FINISHED', score, finishedAt: submittedAt });
          submissionRows.push({
            id: submissionId,
            clientId,
            activationId,
            questId: quest.id,
            locationId: location.id,
            startedBy: doer,
            submittedBy: doer,
            startedAt: new Date(submittedAt.getTime() - quest.parts.length * 60_000),
            submittedAt,
            score,
            answerCount: answered,
            fixitCount: failed,
            updatedAt: submittedAt,
          });
        }
      }
    }
    for (const rows of chunks(activationRows)) await db.insert(questActivations).values(rows).onConflictDoNothing();
    for (const rows of chunks(submissionRows)) await db.insert(questSubmissions).values(rows);
    for (const rows of chunks(answerRows)) await db.insert(questAnswers).values(rows);
    for (const rows of chunks(fixitRows)) await db.insert(fixits).values(rows);
  });
}
