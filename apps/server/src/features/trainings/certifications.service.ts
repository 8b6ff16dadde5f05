import { certificationStatusOf, latestValidUntil, type CertificationStatus } from '@ks/domain';
import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import {
  certificates,
  memberships,
  quests,
  trainingAssignments,
  trainingAttempts,
  trainingSettings,
  userLocations,
} from '../../db/schema/index.js';
import { tenantOf, type Scope } from '../../scope/scope.js';
import { selectAttempts, type AttemptRow } from './attempts.service.js';
import { trainingById } from './training-records.service.js';
import { isUuid } from '../../db/ids.js';
import { visibleLocationIds } from '../../scope/visible-locations.js';

/** A user's standing for one certificate (computed: an expired certificate is simply NOT_VALID). */
export interface CertificationRecord {
  id: string;
  userId: string;
  certificateId: string;
  certificateName: string;
  /** The training this certification is shown for (the assigned one, or the one passed). */
  trainingId: string | null;
  status: CertificationStatus;
  validUntil: Date | null;
  lastAttempt: AttemptRow | null;
}

interface Wanted {
  userId: string;
  certificateId: string;
  trainingId: string | null;
}

/** Certifications of (user, certificate) pairs from their submitted attempts, in the order asked. */
export async function certificationsOf({
  db,
  clientId,
  wanted,
  now = new Date(),
}: {
  db: Db;
  clientId: string;
  wanted: Wanted[];
  now?: Date;
}): Promise<CertificationRecord[]> {
  if (wanted.length === 0) return [];
  const userIds = [...new Set(wanted.map((item) => item.userId))];
  const certificateIds = [...new Set(wanted.map((item) => item.certificateId))];
  const attempts = await selectAttempts({
    db,
    clientId,
    where: and(
      inArray(trainingAttempts.userId, userIds),
      inArray(trainingAttempts.certificateId, certificateIds),
      ne(trainingAttempts.status, 'IN_PROGRESS'),
    ),
  });
  const names = new Map(
    (
      await db
        .select({ id: certificates.id, name: certificates.name })
        .from(certificates)
        .where(and(eq(certificates.clientId, clientId), inArray(certificates.id, certificateIds)))
    ).map((row) => [row.id, row.name]),
  );
  return wanted.map(({ userId, certificateId, trainingId }) => {
    const mine = attempts.filter((attempt) => attempt.userId === userId && attempt.certificateId === certificateId);
    const validUntil = latestValidUntil(mine.filter((attempt) => attempt.status === 'PASSED'));
    const lastAttempt = mine.reduce<AttemptRow | null>(
      (last, attempt) => (!last || (attempt.submittedAt ?? attempt.startedAt) > (last.submittedAt ?? last.startedAt) ? attempt : last),
      null,
    );
    return {
      id: `${certificateId}:${userId}`,
      userId,
      certificateId,
      certificateName: names.get(certificateId) ?? '',
      trainingId: trainingId ?? lastAttempt?.questId ?? null,
      status: certificationStatusOf(validUntil, now),
      validUntil,
      lastAttempt,
    };
  });
}

/**
 * `locationCertificationStatus(locationId, trainingId, certificateId)`: each user assigned to the training
 * who belongs to the location, with their standing for the certificate (the training's by default).
 * A location, training or certificate the viewer cannot see gives an empty list.
 */
export async function locationCertificationStatus({
  scope,
  locationId,
  trainingId,
  certificateId,
}: {
  scope: Scope;
  locationId: string;
  trainingId: string;
  certificateId?: string | null;
}): Promise<CertificationRecord[]> {
  const { clientId } = tenantOf(scope);
  if (!isUuid(locationId) || !(await visibleLocationIds(scope)).has(locationId)) return [];
  const training = await trainingById({ scope, id: trainingId });
  if (!training) return [];
  const db = await scope.db();
  let certificate = training.certificateId;
  if (certificateId) {
    if (!isUuid(certificateId)) return [];
    const [found] = await db
      .select({ id: certificates.id })
      .from(certificates)
      .where(and(eq(certificates.clientId, clientId), eq(certificates.id, certificateId)));
    if (!found) return [];
    certificate = found.id;
  }
  const people = await db
    .selectDistinct({ userId: trainingAssignments.userId })
    .from(trainingAssignments)
    .innerJoin(userLocations, and(eq(userLocations.userId, trainingAssignments.userId), eq(userLocations.locationId, locationId)))
    .innerJoin(memberships, and(eq(memberships.userId, trainingAssignments.userId), eq(memberships.clientId, clientId)))
    .where(and(eq(trainingAssignments.clientId, clientId), eq(trainingAssignments.questId, training.id)));
  return certificationsOf({
    db,
    clientId,
    wanted: people.map(({ userId }) => ({ userId, certificateId: certificate, trainingId: training.id })),
  });
}

/**
 * A user's certifications: one per certificate of the trainings assigned to them or ever passed by them,
 * ordered by certificate name.
 */
export async function certificationsOfUser({ scope, userId }: { scope: Scope; userId: string }): Promise<CertificationRecord[]> {
  const { clientId } = tenantOf(scope);
  const db = await scope.db();
  const assigned = await db
    .select({ certificateId: trainingSettings.certificateId, trainingId: trainingSettings.questId })
    .from(trainingAssignments)
    .innerJoin(trainingSettings, eq(trainingSettings.questId, trainingAssignments.questId))
    .innerJoin(quests, eq(quests.id, trainingAssignments.questId))
    .where(and(eq(trainingAssignments.clientId, clientId), eq(trainingAssignments.userId, userId), isNull(quests.deletedAt)));
  const passed = await db
    .selectDistinct({ certificateId: trainingAttempts.certificateId, trainingId: trainingAttempts.questId })
    .from(trainingAttempts)
    .where(and(eq(trainingAttempts.clientId, clientId), eq(trainingAttempts.userId, userId), eq(trainingAttempts.status, 'PASSED')));
  const wanted = new Map<string, Wanted>();
  for (const item of [...assigned, ...passed]) {
    if (!wanted.has(item.certificateId)) wanted.set(item.certificateId, { userId, ...item });
  }
  const records = await certificationsOf({ db, clientId, wanted: [...wanted.values()] });
  return records.sort((a, b) => a.certificateName.localeCompare(b.certificateName) || a.id.localeCompare(b.id));
}
