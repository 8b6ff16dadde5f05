import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { withTenantTx } from '../../db/database.js';
import { DEMO_IDS } from '../../seed/demo-accounts.js';
import { DEMO_TRAINING_IDS } from '../../seed/demo-trainings.data.js';
import { mailFor, waitForMail } from '../../../test/harness.js';
import { useTestServer } from '../../../test/suite-server.js';
import { buildMember, buildTenant } from '../../../test/people.js';
import { ok, tokenFor } from '../../../test/quests.js';
import { runCertificationExpiryTick } from './certification-expiry.service.js';
import { buildTraining, takeTraining, TRAINING_DOCS, type CertificationResult } from './training-test-support.js';

const server = useTestServer();

const tick = (now = new Date()) => runCertificationExpiryTick({ system: server.system, now });

async function userId(email: string): Promise<string> {
  const { rows } = await server.pool.query('select id from users where email = $1', [email]);
  return (rows[0] as { id: string }).id;
}

describe('location certification status (demo data)', () => {
  it('lists each assigned user of the location with VALID / NOT_VALID, validUntil and the last attempt', async () => {
    const lm = await tokenFor(server, 'lm@harbor.example');
    const data = await ok<{ locationCertificationStatus: CertificationResult[] }>(
      server,
      TRAINING_DOCS.locationCertificationStatus,
      { locationId: DEMO_IDS.harborDowntown, trainingId: DEMO_TRAINING_IDS.foodSafety },
      { token: lm },
    );
    const byName = new Map(data.locationCertificationStatus.map((row) => [row.user.displayName, row]));
    expect([...byName.keys()].sort()).toEqual(['Chris Cook', 'Luis Moreno', 'Maria Harbor', 'Pat Porter']);
    expect(byName.get('Luis Moreno')).toEqual(
      expect.objectContaining({ status: 'VALID', lastAttempt: expect.objectContaining({ status: 'PASSED', score: 100 }) }),
    );
    expect(new Date(byName.get('Luis Moreno')!.validUntil!).getTime()).toBeGreaterThan(Date.now());
    expect(byName.get('Pat Porter')).toEqual(
      expect.objectContaining({
        status: 'NOT_VALID',
        validUntil: null,
        lastAttempt: expect.objectContaining({ status: 'FAILED', score: 25 }),
      }),
    );
    const expired = byName.get('Maria Harbor')!;
    expect(expired).toEqual(
      expect.objectContaining({ status: 'NOT_VALID', lastAttempt: expect.objectContaining({ status: 'PASSED', score: 75 }) }),
    );
    expect(new Date(expired.validUntil!).getTime()).toBeLessThan(Date.now());
    expect(byName.get('Chris Cook')).toEqual(expect.objectContaining({ status: 'NOT_VALID', validUntil: null, lastAttempt: null }));
    expect(expired.certificate.name).toBe('Food Safety Basics');
    expect(expired.training?.id).toBe(DEMO_TRAINING_IDS.foodSafety);
  });

  it("shows a user's certifications on their details, expired ones NOT_VALID", async () => {
    const manager = await tokenFor(server, 'manager@harbor.example');
    const data = await ok<{ user: { certifications: CertificationResult[] } }>(
      server,
      TRAINING_DOCS.userCertifications,
      { id: await userId('manager@harbor.example') },
      { token: manager },
    );
    expect(data.user.certifications.map((row) => [row.certificate.name, row.status])).toEqual([['Food Safety Basics', 'NOT_VALID']]);
    const cook = await ok<{ user: { certifications: CertificationResult[] } }>(
      server,
      TRAINING_DOCS.userCertifications,
      { id: await userId('cook@harbor.example') },
      { token: manager },
    );
    expect(cook.user.certifications.map((row) => [row.certificate.name, row.status]).sort()).toEqual([
      ['Allergen Awareness', 'NOT_VALID'],
      ['Food Safety Basics', 'NOT_VALID'],
    ]);
  });

  it('takes the demo Allergen Awareness quiz as the cook: 2 of 5 right earns the certificate', async () => {
    const cook = await tokenFor(server, 'cook@harbor.example');
    const { rows } = await server.pool.query(
      `select p.id, a.type, a.properties from quest_parts p join actions a on a.id = p.action_id where p.quest_id = $1 order by p.position`,
      [DEMO_TRAINING_IDS.allergens],
    );
    const parts = rows as Array<{ id: string; type: string; properties: { options?: Array<{ correct?: boolean }> } }>;
    expect(parts.map((part) => part.type)).toEqual(['INSTRUCTION', ...Array(5).fill('SINGLE_CHOICE')]);
    const instruction = parts[0]!;
    const questions = parts.slice(1);
    const started = await ok<{ startTraining: { id: string } }>(
      server,
      TRAINING_DOCS.startTraining,
      { trainingId: DEMO_TRAINING_IDS.allergens },
      { token: cook },
    );
    await ok(
      server,
      TRAINING_DOCS.answerTrainingAction,
      { attemptId: started.startTraining.id, partId: instruction.id, answer: { acknowledged: true } },
      { token: cook },
    );
    for (const [index, question] of questions.entries()) {
      const correct = question.properties.options!.findIndex((option) => option.correct);
      const wrong = question.properties.options!.findIndex((option) => !option.correct);
      await ok(
        server,
        TRAINING_DOCS.answerTrainingAction,
        { attemptId: started.startTraining.id, partId: question.id, answer: { optionIndexes: [index < 2 ? correct : wrong] } },
        { token: cook },
      );
    }
    const submitted = await ok<{ submitTrainingAttempt: { status: string; score: number } }>(
      server,
      TRAINING_DOCS.submitTrainingAttempt,
      { attemptId: started.startTraining.id },
      { token: cook },
    );
    expect(submitted.submitTrainingAttempt).toEqual(expect.objectContaining({ status: 'PASSED', score: 40 }));
  });
});

describe('certificate expiry notices', () => {
  it('e-mails the holder and their managers once when the certificate expires within 30 days', async () => {
    const tenant = await buildTenant(server.pool);
    const boss = await buildMember(server.pool, tenant.client.id, 'MANAGER', [tenant.locationA.id, tenant.locationB.id]);
    const lmHere = await buildMember(server.pool, tenant.client.id, 'LOCATION_MANAGER', [tenant.locationA.id]);
    const lmElsewhere = await buildMember(server.pool, tenant.client.id, 'LOCATION_MANAGER', [tenant.locationB.id]);
    const holder = await buildMember(server.pool, tenant.client.id, 'STANDARD_USER', [tenant.locationA.id]);
    const built = await buildTraining(server, boss.token, {
      locationIds: [tenant.locationA.id],
      name: 'Pest control',
      questions: 2,
      assign: [holder.user.id],
    });
    const attempt = await takeTraining(server, holder.token, built, 2);
    expect(attempt.status).toBe('PASSED');

    // Nothing expires within 30 days yet.
    const now = new Date();
    expect((await tick(now)).noticed).toBe(0);
    const soon = new Date(now.getTime() + 10 * 86_400_000);
    await server.pool.query('update training_attempts set valid_until = $2 where id = $1', [attempt.id, soon]);
    const first = await tick(now);
    expect(first.noticed).toBe(1);
    const [toHolder] = await waitForMail(server, holder.user.email);
    expect(toHolder!.subject).toBe('Certificate expiring soon: Pest control');
    expect(toHolder!.text).toContain('Your certificate "Pest control" expires on');
    const [toBoss] = await waitForMail(server, boss.user.email);
    expect(toBoss!.text).toContain('The certificate "Pest control" of Test User expires on');
    await waitForMail(server, lmHere.user.email);
    expect(mailFor(server, lmElsewhere.user.email)).toHaveLength(0);
    const { rows } = await server.pool.query('select count(*)::int as n from certification_expiry_notices where user_id = $1', [
      holder.user.id,
    ]);
    expect(rows[0]).toEqual({ n: 1 });

    // A second run sends nothing.
    // The job awaits each send before it answers, so `mailsSent: 0` is the proof; the mailbox agrees.
    expect(await tick(now)).toEqual({ noticed: 0, mailsSent: 0 });
    expect(mailFor(server, holder.user.email)).toHaveLength(1);
    expect(mailFor(server, boss.user.email)).toHaveLength(1);

    // Once expired: NOT_VALID everywhere, and no further notice.
    await server.pool.query('update training_attempts set valid_until = $2 where id = $1', [attempt.id, new Date(now.getTime() - 60_000)]);
    expect((await tick(now)).noticed).toBe(0);
    const status = await ok<{ locationCertificationStatus: CertificationResult[] }>(
      server,
      TRAINING_DOCS.locationCertificationStatus,
      { locationId: tenant.locationA.id, trainingId: built.training.id },
      { token: lmHere.token },
    );
    expect(status.locationCertificationStatus.map((row) => [row.user.id, row.status])).toEqual([[holder.user.id, 'NOT_VALID']]);
    const details = await ok<{ user: { certifications: CertificationResult[] } }>(
      server,
      TRAINING_DOCS.userCertifications,
      { id: holder.user.id },
      { token: boss.token },
    );
    expect(details.user.certifications).toEqual([
      expect.objectContaining({ status: 'NOT_VALID', lastAttempt: expect.objectContaining({ status: 'PASSED' }) }),
    ]);
  });
});

describe('row-level security on the training tables (the net under the explicit filters)', () => {
  it.each(['certificates', 'training_settings', 'training_assignments', 'training_attempts', 'certification_expiry_notices'])(
    '%s: a query without a tenant filter sees only the tenant rows',
    async (table) => {
      const sunriseManager = await userId('manager@sunrise.example');
      const seen = await withTenantTx(server.pool, { userId: sunriseManager, clientId: DEMO_IDS.sunrise }, (db) =>
        db.execute<{ client_id: string }>(sql.raw(`SELECT DISTINCT client_id FROM ${table}`)),
      );
      expect(seen.rows.every((row) => row.client_id === DEMO_IDS.sunrise)).toBe(true);
      // Sanity: Harbor's demo trainings are there for the owner, so the filter above did work.
      if (table !== 'certification_expiry_notices') {
        const harbor = await server.pool.query(`SELECT count(*)::int AS n FROM ${table} WHERE client_id = $1`, [DEMO_IDS.harbor]);
        expect((harbor.rows[0] as { n: number }).n).toBeGreaterThan(0);
      }
    },
  );
});
