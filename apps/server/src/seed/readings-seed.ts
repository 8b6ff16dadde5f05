import { sql } from 'drizzle-orm';
import { rebuildRollups } from '../db/readings-rollups.js';
import { withSystemTx, type Pool } from '../db/database.js';
import { catchUpEngine } from '../features/alerts/engine/index.js';
import { SILENT_LOG } from '../scope/scope.js';
import { withSystemScope } from '../scope/unit-of-work.js';
import { DEMO_IDS } from './demo-accounts.js';
import { ESTATE_DEMO_IDS } from './estate-seed.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** The engine replays this much of the generated history, so recent incidents become real alerts. */
const ENGINE_REPLAY_MS = 7 * DAY;

/** Same fixed ids as the estate seed (`estateId('b', n)`), for the scripted incidents below. */
const applianceId = (n: number) => `00000000-0000-4000-8e00-0b${n.toString(16).padStart(10, '0')}`;

/**
 * The demo's quietly degrading unit (issue 38): the Fish drawer fridge's condenser fouls in cycles of
 * 21 days (on the calendar, so the seed's history and the live simulator agree): steady for 7 days after
 * each service, then its steady level climbs 0.12 °C a day. Its health reads SERVICE_SOON from about
 * the 10th day of each cycle (the detector needs clean older days to compare with), before its readings
 * leave the zone.
 */
export const DEGRADING_DEMO = { appliance: 6, hwid: 'KS-T-0006', cycleDays: 21, flatDays: 7, riseCPerDay: 0.12, maxRiseC: 0.8 } as const;

/**
 * How far the degrading demo fridge's steady level is above normal at `timeMs`, °C. The rise stops at
 * `maxRiseC` (about day 14) until the service: health has said SERVICE_SOON for days by then, and the
 * kitchen has the unit serviced before its food is at risk (a 1.6 °C rise left the food estimate at
 * 40.6 °F, so every defrost and door opening of the cycle's last days cost food time: DISCARD, decision 0340).
 */
export function demoDegradationC(timeMs: number): number {
  const day = (timeMs / DAY) % DEGRADING_DEMO.cycleDays;
  return Math.min(DEGRADING_DEMO.maxRiseC, DEGRADING_DEMO.riseCPerDay * Math.max(0, day - DEGRADING_DEMO.flatDays));
}

/** A door opening in the generated history reads just over 41 °F (5 °C): this, plus 0–0.6 °C (issue 34's demo). */
const DOOR_OPENING_DEMO_C = 5.2;

/**
 * The demo's door left open (issue 38): the last 25 minutes of a fridge about 1.5 °C above its level and
 * still inside its zone (no alert: only its health says so), after a quiet quarter of an hour (no odd
 * door opening merging with it). The first of these fridges whose defrost is not due and whose level
 * leaves room below 5 °C takes it: the Drinks fridge at Bayside unless its clock says otherwise.
 */
export const DOOR_LEFT_OPEN_DEMO = { candidates: [35, 12, 17, 57], minutes: 25, quietMinutes: 15, riseC: 1.5, ceilingC: 4.7 } as const;
/** The fridges' defrost in the generated history: 20 minutes every 6 hours, shifted by the sensor's phase. */
const FRIDGE_DEFROST_PERIOD_S = 21_600;

/** Minutes since the last defrost onset at `timeMs` of a fridge whose sensor has `phase` (as the SQL below draws it). */
function minutesIntoDefrostCycle(timeMs: number, phase: number): number {
  return (Math.round(timeMs / 1000 + phase * FRIDGE_DEFROST_PERIOD_S) % FRIDGE_DEFROST_PERIOD_S) / 60;
}

/** A demo fridge's level at `timeMs` without defrost or doors (the SQL's FRIDGE line). */
function fridgeLevelC(timeMs: number, phase: number): number {
  return 2.8 + (phase - 0.5) * 0.6 + 0.3 * Math.sin(2 * Math.PI * (timeMs / DAY + phase));
}

/** The fridge to leave open and its level: its door opens an hour or more after a defrost began, over 30 min before the next. */
async function doorLeftOpenFridge(pool: Pool, now: number): Promise<{ appliance: number; levelC: number } | null> {
  const ids = DOOR_LEFT_OPEN_DEMO.candidates.map(applianceId);
  const phases = await withSystemTx(pool, async (db) => {
    const result = await db.execute<{ appliance_id: string; phase: number }>(sql`
      SELECT s.appliance_id, (abs(hashtext(s.id::text)) % 1000) / 1000.0 AS phase FROM sensors s
      WHERE s.appliance_id = ANY(${sql.param(ids)}::uuid[])`);
    return new Map(result.rows.map((r) => [r.appliance_id, Number(r.phase)]));
  });
  const opened = now - DOOR_LEFT_OPEN_DEMO.minutes * MINUTE;
  for (const appliance of DOOR_LEFT_OPEN_DEMO.candidates) {
    const phase = phases.get(applianceId(appliance));
    if (phase === undefined) continue;
    const into = minutesIntoDefrostCycle(opened, phase);
    const levelC = fridgeLevelC(opened, phase);
    if (into > 60 && into < FRIDGE_DEFROST_PERIOD_S / 60 - 30 && levelC + DOOR_LEFT_OPEN_DEMO.riseC <= DOOR_LEFT_OPEN_DEMO.ceilingC) {
      return { appliance, levelC };
    }
  }
  return null;
}

/**
 * Incidents written into the generated history (relative to now): what a demo should show. Three are
 * still going on (an open alert, one the seed snoozes, a door left open), the others ended days ago.
 */
function incidents(now: number, doorLeftOpen: { appliance: number; levelC: number } | null) {
  const opened = now - DOOR_LEFT_OPEN_DEMO.minutes * MINUTE;
  const door = doorLeftOpen
    ? [
        {
          appliance: doorLeftOpen.appliance,
          from: opened - DOOR_LEFT_OPEN_DEMO.quietMinutes * MINUTE,
          to: opened,
          temperature: doorLeftOpen.levelC,
        },
        { appliance: doorLeftOpen.appliance, from: opened, to: now + MINUTE, temperature: doorLeftOpen.levelC + DOOR_LEFT_OPEN_DEMO.riseC },
      ]
    : [];
  return [
    ...door,
    { appliance: 2, from: now - 45 * MINUTE, to: now + MINUTE, temperature: 7.4 }, // Line fridge 2: warming now
    { appliance: 53, from: now - 40 * MINUTE, to: now + MINUTE, temperature: 54.2 }, // Lisbon hot pass: cooling now
    { appliance: 8, from: now - 3 * DAY - 2 * HOUR, to: now - 3 * DAY - 30 * MINUTE, temperature: 8.6 }, // walk-in cooler
    { appliance: 3, from: now - 2 * DAY - 5 * HOUR, to: now - 2 * DAY - 4 * HOUR, temperature: -9 }, // reach-in freezer
    { appliance: 32, from: now - 5 * DAY - 3 * HOUR, to: now - 5 * DAY, temperature: 6.8 }, // Bayside pizza toppings
  ];
}

/**
 * Demo history for Harbor's sensors: 5-minute readings for the last `days` days (config.seedHistoryDays), generated in one SQL
 * statement (`generate_series`), with daily swings, door openings, defrost cycles and a few scripted
 * incidents. Idempotent and incremental: each sensor continues from its newest stored reading, so a
 * restart only fills the gap. Then the alert engine replays the last week so that the incidents become
 * alerts (open, snoozed and ended) exactly as live readings would have made them.
 */
export async function seedReadingsDemo(pool: Pool, options: { days: number; now?: Date }): Promise<{ readings: number }> {
  const days = options.days;
  if (days <= 0) return { readings: 0 };
  const now = new Date(Math.floor((options.now ?? new Date()).getTime() / (5 * MINUTE)) * 5 * MINUTE);
  const from = new Date(now.getTime() - days * DAY);
  const scripted = incidents(now.getTime(), await doorLeftOpenFridge(pool, now.getTime()));

  const readings = await withSystemTx(pool, async (db) => {
    const result = await db.execute(sql`
      WITH incident AS (
        SELECT * FROM unnest(${sql.param(scripted.map((i) => applianceId(i.appliance)))}::uuid[],
          ${sql.param(scripted.map((i) => new Date(i.from).toISOString()))}::timestamptz[],
          ${sql.param(scripted.map((i) => new Date(i.to).toISOString()))}::timestamptz[],
          ${sql.param(scripted.map((i) => i.temperature))}::float8[]) AS x(appliance_id, from_at, to_at, temperature)
      ), target AS MATERIALIZED (
        -- Materialized: each sensor's newest reading is looked up once, before the insert starts.
        SELECT s.id, s.client_id, a.id AS appliance_id, a.type,
          coalesce(s.latest_battery_level, 90) AS battery, coalesce(s.latest_signal_level, 80) AS signal,
          (abs(hashtext(s.id::text)) % 1000) / 1000.0 AS phase,
          greatest(coalesce((SELECT max(r.time) FROM sensor_readings r WHERE r.sensor_id = s.id), ${from.toISOString()}::timestamptz),
                   ${from.toISOString()}::timestamptz) AS last_at
        FROM sensors s JOIN appliances a ON a.id = s.appliance_id
        WHERE s.client_id = ${DEMO_IDS.harbor}
      )
      INSERT INTO sensor_readings (sensor_id, time, client_id, temperature, humidity, battery_level, signal_level)
      SELECT t.id, g.time, t.client_id,
        round((coalesce(x.temperature + (random() - 0.5) * 0.4, CASE type
          -- Fridges and coolers: a daily swing, a 20-minute defrost every 6 hours, the odd door opening (one
          -- reading just over 41 °F, 5.2–5.8 °C, or the fridge's own air when that is warmer: no time outside
          -- accrues, no alert, and the food estimate hardly moves). Normal days stay inside the zone, so the
          -- food batches' time outside comes from the incidents only.
          WHEN 'FRIDGE' THEN greatest(2.8 + (phase - 0.5) * 0.6 + 0.3 * sin(2 * pi() * (epoch / 86400 + phase))
            + CASE WHEN t.appliance_id = ${applianceId(DEGRADING_DEMO.appliance)}::uuid
              THEN least(${DEGRADING_DEMO.maxRiseC}::float8, ${DEGRADING_DEMO.riseCPerDay}::float8
                * greatest(0, mod((epoch / 86400)::numeric, ${DEGRADING_DEMO.cycleDays}) - ${DEGRADING_DEMO.flatDays})::float8)
              ELSE 0 END
            + CASE WHEN ((epoch + phase * 21600)::bigint % 21600) < 1200 THEN 1.2 ELSE 0 END,
            CASE WHEN (abs(hashtext(t.id::text || e.epoch::text)) % 23) = 0 THEN ${DOOR_OPENING_DEMO_C}::float8 + e.door_jitter ELSE NULL END)
          WHEN 'COOLER' THEN greatest(2.7 + (phase - 0.5) * 0.6 + 0.3 * sin(2 * pi() * (epoch / 86400 + phase))
            + CASE WHEN ((epoch + phase * 21600)::bigint % 21600) < 1200 THEN 1.0 ELSE 0 END,
            CASE WHEN (abs(hashtext(t.id::text || e.epoch::text)) % 29) = 0 THEN ${DOOR_OPENING_DEMO_C}::float8 + e.door_jitter ELSE NULL END)
          -- Freezers: a 20-minute defrost every 8 hours, peaking just under the alert limit.
          WHEN 'FREEZER' THEN -20 + phase * 0.8 + CASE WHEN ((epoch + phase * 28800)::bigint % 28800) < 1200 THEN 3.0 ELSE 0 END
          WHEN 'HOT_HOLDING' THEN 63.5 + 1.5 * sin(2 * pi() * (epoch / 7200 + phase))
          WHEN 'WINE' THEN 12.5 + 0.8 * sin(2 * pi() * (epoch / 86400 + phase))
          WHEN 'DRY_STORAGE' THEN 18 + 1.5 * sin(2 * pi() * (epoch / 86400 + phase))
          WHEN 'PROOFING' THEN 29 + 1.2 * sin(2 * pi() * (epoch / 3600 + phase))
          ELSE 21.5 + 1.0 * sin(2 * pi() * (epoch / 86400 + phase))
        END + (random() - 0.5) * 0.3))::numeric, 2)::real,
        round((CASE WHEN type = 'FREEZER' THEN 62 ELSE 48 END + 8 * sin(2 * pi() * (epoch / 86400 + phase + 0.25)) + random() * 3)::numeric, 1)::real,
        least(100, battery + floor(extract(epoch FROM (${now.toISOString()}::timestamptz - g.time)) / 86400 / 5))::int2,
        greatest(0, least(100, signal + round((random() - 0.5) * 6)))::int2
      FROM target t
      CROSS JOIN LATERAL generate_series(date_bin('5 minutes', t.last_at, 'epoch') + interval '5 minutes', ${now.toISOString()}::timestamptz,
        interval '5 minutes') AS g(time)
      -- The door opening's air: 0–0.6 °C above its band, different at each opening.
      CROSS JOIN LATERAL (SELECT extract(epoch FROM g.time)::float8 AS epoch,
        (abs(hashtext(t.id::text || 'door' || g.time::text)) % 7) / 10.0 AS door_jitter) e
      LEFT JOIN incident x ON x.appliance_id = t.appliance_id AND g.time >= x.from_at AND g.time < x.to_at
      ON CONFLICT DO NOTHING`);
    // The rollups ingest would have kept (graphs longer than two days read them).
    if ((result.rowCount ?? 0) > 0) {
      const ids = await db.execute<{ id: string }>(
        sql`SELECT id FROM sensors WHERE client_id = ${DEMO_IDS.harbor} AND appliance_id IS NOT NULL`,
      );
      const range = { sensorIds: ids.rows.map((r) => r.id), from, to: now };
      await rebuildRollups(db, range);
    }
    // Latest data follows the generated history (forward only, as ingest does).
    await db.execute(sql`
      UPDATE sensors s SET latest_temperature = r.temperature, latest_humidity = r.humidity, latest_battery_level = r.battery_level,
        latest_signal_level = r.signal_level, latest_data_at = r.time
      FROM (
        SELECT DISTINCT ON (sensor_id) * FROM sensor_readings
        WHERE client_id = ${DEMO_IDS.harbor} AND time > ${new Date(now.getTime() - HOUR).toISOString()}::timestamptz
        ORDER BY sensor_id, time DESC
      ) r
      WHERE s.id = r.sensor_id AND (s.latest_data_at IS NULL OR s.latest_data_at < r.time)`);
    // Appliances the engine has never seen start a week back, with a food batch from then.
    const engineFrom = new Date(Math.max(from.getTime(), now.getTime() - ENGINE_REPLAY_MS)).toISOString();
    await db.execute(sql`
      WITH fresh AS (
        SELECT a.id, a.client_id FROM appliances a
        WHERE a.client_id = ${DEMO_IDS.harbor} AND EXISTS (SELECT 1 FROM sensors s WHERE s.appliance_id = a.id)
          AND NOT EXISTS (SELECT 1 FROM appliance_alert_states st WHERE st.appliance_id = a.id)
      ), batch AS (
        INSERT INTO food_batches (client_id, appliance_id, started_at)
        SELECT client_id, id, ${engineFrom}::timestamptz FROM fresh
        ON CONFLICT (appliance_id) WHERE ended_at IS NULL DO NOTHING
        RETURNING id, appliance_id
      )
      INSERT INTO appliance_alert_states (appliance_id, client_id, last_reading_at, food_batch_id)
      SELECT f.id, f.client_id, ${engineFrom}::timestamptz, b.id FROM fresh f LEFT JOIN batch b ON b.appliance_id = f.id
      ON CONFLICT (appliance_id) DO NOTHING`);
    return result.rowCount ?? 0;
  });

  // The engine, in batches of appliances, as the alert monitor job would run it (no e-mails from a seed).
  for (let round = 0; round < 20; round += 1) {
    const batch = await withSystemScope(pool, SILENT_LOG, (scope) => catchUpEngine({ scope, now, limit: 50 }));
    if (batch.processed < 50) break;
  }
  // Food stages the seeded history reached count as told, or the monitor's sweep would e-mail them at start.
  await withSystemTx(pool, (db) =>
    db.execute(sql`
      UPDATE food_batches SET use_now_notified_at = CASE WHEN use_now_at IS NULL THEN NULL ELSE coalesce(use_now_notified_at, now()) END,
        discard_notified_at = CASE WHEN discard_at IS NULL THEN NULL ELSE coalesce(discard_notified_at, now()) END
      WHERE client_id = ${DEMO_IDS.harbor} AND ended_at IS NULL`),
  );
  await snoozeLisbonHotPass(pool, now);
  return { readings };
}

/** The manager is handling the Lisbon hot pass: its open alert is snoozed once (alerts in every state). */
async function snoozeLisbonHotPass(pool: Pool, now: Date): Promise<void> {
  await withSystemTx(pool, async (db) => {
    const snoozed = await db.execute<{ id: string; client_id: string; user_id: string }>(sql`
      UPDATE temp_alerts a SET status = 'SNOOZED', snoozed_until = ${new Date(now.getTime() + 2 * HOUR).toISOString()}::timestamptz,
        responsible_user_id = u.id, updated_at = now()
      FROM users u
      WHERE a.appliance_id = ${applianceId(53)} AND a.status = 'DETECTED' AND lower(u.email) = 'manager@harbor.example'
        AND NOT EXISTS (SELECT 1 FROM temp_alert_statuses h WHERE h.alert_id = a.id AND h.status_code = 'SNOOZED')
      RETURNING a.id, a.client_id, u.id AS user_id`);
    const row = snoozed.rows[0];
    if (!row) return;
    await db.execute(sql`
      INSERT INTO temp_alert_statuses (client_id, alert_id, time, status_code, description, user_id)
      VALUES (${row.client_id}, ${row.id}, ${now.toISOString()}::timestamptz, 'SNOOZED', 'Snoozed by Maria Harbor for 120 min', ${row.user_id})`);
  });
}

/** Fixed ids of the seeded incidents, for tests and the e2e suite. */
export const READINGS_DEMO_IDS = {
  warmingFridge: applianceId(2),
  coolingHotPass: applianceId(53),
  downtownLineFridge1: ESTATE_DEMO_IDS.downtownLineFridge1,
  /** The fridges that may have the door left open (the first whose defrost is not due). */
  doorLeftOpenCandidates: DOOR_LEFT_OPEN_DEMO.candidates.map(applianceId),
} as const;
