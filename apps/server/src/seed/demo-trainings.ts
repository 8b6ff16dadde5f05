import { attemptStatusOf, CERTIFICATE_DEFAULT_DURATION_MON, certificateValidUntil, trainingScore } from '@ks/domain';
import { eq } from 'drizzle-orm';
import { withSystemTx, type Pool } from '../db/database.js';
import {
  actions,
  certificates,
  questAnswers,
  questLocations,
  questParts,
  quests,
  questSubmissions,
  trainingAssignments,
  trainingAttempts,
  trainingSettings,
} from '../db/schema/index.js';
import { DEMO_IDS } from './demo-accounts.js';
import { demoUserIds } from './demo-user-ids.js';
import { DEMO_TRAINING_IDS, DEMO_TRAININGS, demoActionId, demoAttemptId, demoCertificateId, demoPartId } from './demo-trainings.data.js';

/**
 * Harbor's two demo trainings: 'Food Safety Basics' with a certified (lm), a failed (porter) and an
 * expired (manager) attempt, and 'Allergen Awareness' that nobody has taken yet (the e2e test takes it). A handful of multi-row inserts in one transaction; skipped once they exist.
 */
export async function seedDemoTrainings(pool: Pool, now = new Date()): Promise<void> {
  await withSystemTx(pool, async (db) => {
    const [existing] = await db.select({ id: quests.id }).from(quests).where(eq(quests.id, DEMO_TRAINING_IDS.foodSafety));
    if (existing) return;
    const clientId = DEMO_IDS.harbor;
    const emails = [...new Set(DEMO_TRAININGS.flatMap((training) => training.assigned))];
    const userId = await demoUserIds(db, emails);
    const manager = userId.get('manager@harbor.example') ?? null;
    const createdAt = new Date(now.getTime() - 500 * 86_400_000);

    for (const training of DEMO_TRAININGS) {
      const certificateId = demoCertificateId(training.n);
      const slot = (index: number) => training.n * 100 + index;
      await db.insert(certificates).values({ id: certificateId, clientId, name: training.certificateName, createdAt });
      await db.insert(actions).values(
        training.parts.map((part, index) => ({
          id: demoActionId(slot(index)),
          clientId,
          type: part.kind === 'QUESTION' ? ('SINGLE_CHOICE' as const) : ('INSTRUCTION' as const),
          name: part.name,
          description: part.kind === 'INSTRUCTION' ? part.description : '',
          category: training.category,
          properties: part.kind === 'QUESTION' ? { options: part.options.map((option) => ({ ...option, triggersFixIt: false })) } : {},
          inLibrary: true,
          createdBy: manager,
          createdAt,
          updatedAt: createdAt,
        })),
      );
      await db.insert(quests).values({
        id: training.id,
        clientId,
        kind: 'TRAINING',
        name: training.name,
        description: training.description,
        active: true,
        activatedAt: createdAt,
        createdBy: manager,
        createdAt,
        updatedAt: createdAt,
      });
      await db
        .insert(questLocations)
        .values(training.locations.map((key) => ({ clientId, questId: training.id, locationId: DEMO_IDS[key] })));
      await db.insert(trainingSettings).values({
        questId: training.id,
        clientId,
        certificateId,
        certificateDurationMon: CERTIFICATE_DEFAULT_DURATION_MON,
      });
      await db.insert(questParts).values(
        training.parts.map((_part, index) => ({
          id: demoPartId(slot(index)),
          clientId,
          questId: training.id,
          position: index,
          kind: 'ACTION' as const,
          actionId: demoActionId(slot(index)),
        })),
      );
      const assigned = training.assigned.flatMap((email) => {
        const id = userId.get(email);
        return id ? [{ clientId, questId: training.id, userId: id, assignedBy: manager, assignedAt: createdAt }] : [];
      });
      if (assigned.length > 0) await db.insert(trainingAssignments).values(assigned);

      for (const [attemptIndex, attempt] of training.attempts.entries()) {
        const user = userId.get(attempt.email);
        if (!user) continue;
        const id = demoAttemptId(slot(attemptIndex));
        const submittedAt = new Date(now.getTime() - attempt.daysAgo * 86_400_000);
        const startedAt = new Date(submittedAt.getTime() - 12 * 60_000);
        const score = trainingScore(attempt.correct.filter(Boolean).length, attempt.correct.length);
        const status = attemptStatusOf(score);
        await db.insert(questSubmissions).values({
          id,
          clientId,
          questId: training.id,
          startedBy: user,
          submittedBy: user,
          startedAt,
          submittedAt,
          score,
          answerCount: training.parts.length,
          updatedAt: submittedAt,
        });
        await db.insert(trainingAttempts).values({
          id,
          clientId,
          questId: training.id,
          userId: user,
          certificateId,
          status,
          startedAt,
          submittedAt,
          score,
          validUntil: status === 'PASSED' ? certificateValidUntil(submittedAt, CERTIFICATE_DEFAULT_DURATION_MON) : null,
        });
        let question = 0;
        await db.insert(questAnswers).values(
          training.parts.map((part, index) => {
            const right = part.kind === 'QUESTION' ? (attempt.correct[question++] ?? false) : true;
            const properties =
              part.kind === 'QUESTION' ? { options: part.options.map((option) => ({ ...option, triggersFixIt: false })) } : {};
            return {
              clientId,
              submissionId: id,
              partId: demoPartId(slot(index)),
              actionId: demoActionId(slot(index)),
              position: index,
              actionSnapshot: {
                type: part.kind === 'QUESTION' ? ('SINGLE_CHOICE' as const) : ('INSTRUCTION' as const),
                name: part.name,
                description: part.kind === 'INSTRUCTION' ? part.description : '',
                properties,
              },
              value:
                part.kind === 'QUESTION'
                  ? { kind: 'CHOICE', optionIndexes: [part.options.findIndex((option) => option.correct === right)] }
                  : { kind: 'ACKNOWLEDGEMENT', acknowledged: true },
              compliant: right,
              answeredBy: user,
              answeredAt: submittedAt,
            };
          }),
        );
      }
    }
  });
}
