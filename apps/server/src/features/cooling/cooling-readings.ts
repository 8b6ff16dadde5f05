import type { ProcessReading } from '@ks/domain';
import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { coolingLogReadings, sensorReadings } from '../../db/schema/index.js';

export type ReadingSource = 'MANUAL' | 'PROBE';
export interface LogReading extends ProcessReading {
  id: string | null;
  source: ReadingSource;
}

/** The longest a log runs (US cooling: 6 h); probe readings are read this far from its start. */
const LONGEST_LOG_MS = 6 * 60 * 60_000;

export interface LogReadingsKey {
  id: string;
  sensorId: string | null;
  startedAt: Date;
}

/**
 * The readings of logs, oldest first: the manual ones typed on a phone, and, for a log with a probe
 * sensor, that sensor's readings stored by ingest between the log's start and its longest deadline.
 * Manual readings in one statement; probe readings one statement per log that has a probe.
 */
export async function readingsOfLogs(db: Db, logs: readonly LogReadingsKey[]): Promise<Map<string, LogReading[]>> {
  const byLog = new Map<string, LogReading[]>(logs.map((log) => [log.id, []]));
  if (logs.length === 0) return byLog;
  const manual = await db
    .select({
      id: coolingLogReadings.id,
      logId: coolingLogReadings.logId,
      time: coolingLogReadings.time,
      celsius: coolingLogReadings.temperatureC,
    })
    .from(coolingLogReadings)
    .where(
      inArray(
        coolingLogReadings.logId,
        logs.map((log) => log.id),
      ),
    )
    .orderBy(asc(coolingLogReadings.time));
  for (const row of manual) byLog.get(row.logId)?.push({ id: row.id, source: 'MANUAL', timeMs: row.time.getTime(), celsius: row.celsius });
  for (const log of logs) {
    if (!log.sensorId) continue;
    const probe = await db
      .select({ time: sensorReadings.time, celsius: sensorReadings.temperature })
      .from(sensorReadings)
      .where(
        and(
          eq(sensorReadings.sensorId, log.sensorId),
          gte(sensorReadings.time, log.startedAt),
          lte(sensorReadings.time, new Date(log.startedAt.getTime() + LONGEST_LOG_MS)),
        ),
      )
      .orderBy(asc(sensorReadings.time));
    const list = byLog.get(log.id)!;
    for (const row of probe) list.push({ id: null, source: 'PROBE', timeMs: row.time.getTime(), celsius: row.celsius });
    list.sort((a, b) => a.timeMs - b.timeMs);
  }
  return byLog;
}
