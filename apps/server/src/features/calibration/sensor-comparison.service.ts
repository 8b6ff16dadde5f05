import { sensorDisagreementC } from '@ks/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { isUuid } from '../../db/ids.js';
import { appliances, questAnswers, questSubmissions } from '../../db/schema/index.js';
import { notFoundError, validationError } from '../../graphql/errors.js';
import { tenantOf, type Scope } from '../../scope/scope.js';
import { visibleLocationIds } from '../../scope/visible-locations.js';
import { storeAnswerAppliance } from '../checklists/answer-appliance.service.js';

/** A manual checklist reading next to what the appliance's sensor read at the same time. */
export interface SensorComparison {
  answerId: string;
  submissionId: string;
  applianceId: string;
  actionName: string;
  manualC: number;
  /** Null: the sensor sent nothing near the time of the answer. */
  sensorC: number | null;
  sensorReadingAt: Date | null;
  /** |manual − sensor| rounded to 0.1 °C when above 2 °C; else null. */
  disagreementC: number | null;
}

/**
 * Says which appliance a manual temperature answer was taken at, so it is compared with that appliance's
 * sensor. Whoever may see the submission's location may link it; the appliance must be of that location.
 */
export async function linkAnswerAppliance({ scope, answerId, applianceId }: { scope: Scope; answerId: string; applianceId: string }) {
  const tenant = tenantOf(scope);
  if (!isUuid(answerId)) throw notFoundError('Answer');
  if (!isUuid(applianceId)) throw notFoundError('Appliance');
  const db = await scope.db();
  const [answer] = await db
    .select({ id: questAnswers.id, locationId: questSubmissions.locationId, type: sql<string>`${questAnswers.actionSnapshot}->>'type'` })
    .from(questAnswers)
    .innerJoin(questSubmissions, eq(questSubmissions.id, questAnswers.submissionId))
    .where(and(eq(questAnswers.id, answerId), eq(questAnswers.clientId, tenant.clientId)));
  const visible = await visibleLocationIds(scope);
  if (!answer || !answer.locationId || !visible.has(answer.locationId)) throw notFoundError('Answer');
  if (answer.type !== 'TEMPERATURE') throw validationError('Only a temperature answer is compared with a sensor', 'answerId');
  const [appliance] = await db
    .select({ id: appliances.id })
    .from(appliances)
    .where(and(eq(appliances.id, applianceId), eq(appliances.clientId, tenant.clientId), eq(appliances.locationId, answer.locationId)));
  if (!appliance) throw notFoundError('Appliance');
  await storeAnswerAppliance({ db, clientId: tenant.clientId, answerId, applianceId });
  const [comparison] = await sensorComparisonsOf({ db, clientId: tenant.clientId, by: { answerIds: [answerId] } });
  return comparison ?? null;
}

/**
 * The comparisons of linked answers, by answer or by submission. The sensor's value "at the same minute"
 * is its reading nearest to the answer within one reporting interval either way (at least a minute): a
 * sensor reporting every 5 minutes rarely has a reading in the very minute a cook probes the fridge.
 */
export async function sensorComparisonsOf({
  db,
  clientId,
  by,
}: {
  db: Db;
  clientId: string;
  by: { answerIds?: readonly string[]; submissionIds?: readonly string[] };
}): Promise<SensorComparison[]> {
  const answerIds = (by.answerIds ?? []).filter(isUuid);
  const submissionIds = (by.submissionIds ?? []).filter(isUuid);
  if (answerIds.length === 0 && submissionIds.length === 0) return [];
  const result = await db.execute<{
    answer_id: string;
    submission_id: string;
    appliance_id: string;
    action_name: string;
    manual_c: number;
    sensor_c: number | null;
    sensor_time: Date | string | null;
  }>(sql`
    SELECT a.id AS answer_id, a.submission_id, l.appliance_id, a.action_snapshot->>'name' AS action_name,
      (a.value->>'temperatureCelsius')::float8 AS manual_c, r.temperature AS sensor_c, r.time AS sensor_time
    FROM temperature_answer_appliances l
    JOIN quest_answers a ON a.id = l.answer_id
    LEFT JOIN LATERAL (
      SELECT s.id, greatest(s.reporting_interval_sec, 60) AS window_sec FROM sensors s
      WHERE s.appliance_id = l.appliance_id ORDER BY s.attached_at, s.id LIMIT 1
    ) s ON true
    LEFT JOIN LATERAL (
      SELECT r.temperature, r.time FROM sensor_readings r
      WHERE r.sensor_id = s.id
        AND r.time BETWEEN a.answered_at - make_interval(secs => s.window_sec) AND a.answered_at + make_interval(secs => s.window_sec)
      ORDER BY abs(extract(epoch FROM r.time - a.answered_at)) LIMIT 1
    ) r ON true
    WHERE l.client_id = ${clientId}
      AND (a.id = ANY(${sql.param(answerIds)}::uuid[]) OR a.submission_id = ANY(${sql.param(submissionIds)}::uuid[]))
      AND a.value ? 'temperatureCelsius'
    ORDER BY a.position`);
  return result.rows.map((row) => {
    const manualC = Number(row.manual_c);
    const sensorC = row.sensor_c === null ? null : Number(row.sensor_c);
    return {
      answerId: row.answer_id,
      submissionId: row.submission_id,
      applianceId: row.appliance_id,
      actionName: row.action_name,
      manualC,
      sensorC,
      sensorReadingAt: row.sensor_time === null ? null : new Date(row.sensor_time),
      disagreementC: sensorC === null ? null : sensorDisagreementC(manualC, sensorC),
    };
  });
}
