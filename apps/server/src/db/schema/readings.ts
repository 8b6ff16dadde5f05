import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, primaryKey, real, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  ALERT_REASONS,
  ALERT_SEVERITIES,
  ALERT_STATUS_CODES,
  BATCH_FOOD_TYPES,
  FOOD_CONTROLS,
  FOOD_SAFENESS,
  FOOD_VERDICTS,
} from '@ks/domain';
import { clientId, createdAt, id, tstz as at, updatedAt } from './columns.js';
import { appliances, sensors } from './estate.js';
import { users } from './identity.js';
import { locations } from './locations.js';

export const EXPORT_STATUSES = ['QUEUED', 'RUNNING', 'SENT', 'FAILED'] as const;

/**
 * Every reading a sensor sent, identified by (sensor, time): a repeat is ignored (ON CONFLICT DO NOTHING)
 * and a late one lands in its place. Written only by ingest, in batches (`INSERT … SELECT FROM unnest`).
 * `client_id` is carried for row-level security; there is deliberately no foreign key on it (the sensor's
 * own key already ties the row to its client, and every extra key check costs on the hottest insert).
 * Temperatures in °C, humidity in % RH, battery and signal in %.
 */
export const sensorReadings = pgTable(
  'sensor_readings',
  {
    sensorId: uuid('sensor_id')
      .notNull()
      .references(() => sensors.id, { onDelete: 'cascade' }),
    time: at('time').notNull(),
    clientId: uuid('client_id').notNull(),
    temperature: real('temperature').notNull(),
    /** What the sensor sent, when its calibration offset changed it (null: `temperature` is raw). */
    rawTemperature: real('raw_temperature'),
    humidity: real('humidity'),
    batteryLevel: smallint('battery_level'),
    signalLevel: smallint('signal_level'),
  },
  (t) => [primaryKey({ columns: [t.sensorId, t.time] })],
);

/**
 * A food batch of an appliance: the food whose time in the danger zone is being counted (the live clock
 * is on the appliance's engine state; the batch keeps what it reached when it ends). "Use now" and
 * "discard" are recorded when reached (`use_now_at`, `discard_at`, times the budget line was crossed) and
 * claimed before notifying (`*_notified_at`), so each notifies once per batch.
 */
export const foodBatches = pgTable(
  'food_batches',
  {
    id: id(),
    clientId: clientId(),
    applianceId: uuid('appliance_id')
      .notNull()
      .references(() => appliances.id, { onDelete: 'cascade' }),
    startedAt: at('started_at').notNull(),
    startedBy: uuid('started_by').references(() => users.id, { onDelete: 'set null' }),
    endedAt: at('ended_at'),
    foodSafeness: text('food_safeness', { enum: FOOD_SAFENESS }),
    /** The clock when the batch ended: time in the danger zone, the part without data, excursions. */
    dangerMs: bigint('danger_ms', { mode: 'number' }),
    unknownMs: bigint('unknown_ms', { mode: 'number' }),
    excursions: integer('excursions'),
    useNowAt: at('use_now_at'),
    discardAt: at('discard_at'),
    useNowNotifiedAt: at('use_now_notified_at'),
    discardNotifiedAt: at('discard_notified_at'),
    /** Written by an older food model: the recompute job replays its readings once (then false). */
    needsRecompute: boolean('needs_recompute').notNull().default(false),
    /** Temperature control, or time as a public-health control (FDA 3-501.19), chosen at the start. */
    control: text('control', { enum: FOOD_CONTROLS }).notNull().default('TEMPERATURE'),
    /** A roast may be hot held at 130 °F (FDA 3-401.11(B)). */
    foodType: text('food_type', { enum: BATCH_FOOD_TYPES }).notNull().default('STANDARD'),
    /** The appliance's first batch: it starts at the earliest reading stored for it. */
    startsAtFirstReading: boolean('starts_at_first_reading').notNull().default(false),
    /** UK Schedule 4: when the batch reached ACT NOW (reheat, cool or discard). */
    actNowAt: at('act_now_at'),
    actNowNotifiedAt: at('act_now_notified_at'),
    /** The verdict word as foodVerdict() last gave it (lists and reports read it). */
    verdict: text('verdict', { enum: FOOD_VERDICTS }),
    /** Why the batch ended: TURNOVER (batch life), SERVICE (out of service), USER, CORRECTIVE_ACTION. */
    endReason: text('end_reason'),
    /** When `verdict` and the stage times were last computed by foodVerdict() (the food-verdict sync). */
    verdictAt: at('verdict_at'),
    /** When the stored verdict may change with no new reading (a deadline, a silence, batch life): the sync looks again then. */
    verdictReviewAt: at('verdict_review_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check('food_batches_control_known', sql`${t.control} IN ('TEMPERATURE', 'TIME_4H', 'TIME_6H_COLD')`),
    check('food_batches_food_type_known', sql`${t.foodType} IN ('STANDARD', 'ROAST')`),
    uniqueIndex('food_batches_one_current_key')
      .on(t.applianceId)
      .where(sql`${t.endedAt} IS NULL`),
    index('food_batches_appliance_idx').on(t.applianceId, t.startedAt),
    index('food_batches_client_idx').on(t.clientId),
    // The notifier's sweep: stages reached and not yet told (a handful of rows at most).
    index('food_batches_unnotified_idx')
      .on(t.id)
      .where(
        sql`(${t.useNowAt} IS NOT NULL AND ${t.useNowNotifiedAt} IS NULL) OR (${t.discardAt} IS NOT NULL AND ${t.discardNotifiedAt} IS NULL)`,
      ),
    // The food-verdict sync's sweep: current batches whose stored verdict is due for another look.
    index('food_batches_verdict_review_idx')
      .on(t.verdictReviewAt)
      .where(sql`${t.endedAt} IS NULL`),
    index('food_batches_recompute_idx')
      .on(t.id)
      .where(sql`${t.needsRecompute}`),
  ],
);

/**
 * A temperature alert (spec §3). One open alert per appliance (partial unique key); later readings update
 * it. `notified_at` / `escalated_at` are claimed before an e-mail goes out, so no notice is sent twice.
 */
export const tempAlerts = pgTable(
  'temp_alerts',
  {
    id: id(),
    clientId: clientId(),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    applianceId: uuid('appliance_id')
      .notNull()
      .references(() => appliances.id, { onDelete: 'cascade' }),
    sensorId: uuid('sensor_id').references(() => sensors.id, { onDelete: 'set null' }),
    startedAt: at('started_at').notNull(),
    detectedAt: at('detected_at').notNull(),
    endedAt: at('ended_at'),
    severity: text('severity', { enum: ALERT_SEVERITIES }).notNull(),
    reason: text('reason', { enum: ALERT_REASONS }).notNull(),
    status: text('status', { enum: ALERT_STATUS_CODES }).notNull(),
    snoozedUntil: at('snoozed_until'),
    /** First reading back inside the zone since the last one outside (the clear period runs from it). */
    inZoneSince: at('in_zone_since'),
    worstFoodSafeness: text('worst_food_safeness', { enum: FOOD_SAFENESS }).notNull(),
    estimatedFoodSpoilageAt: at('estimated_food_spoilage_at'),
    /** The temperature furthest outside the zone during the alert. */
    extremeTemperature: real('extreme_temperature'),
    responsibleUserId: uuid('responsible_user_id').references(() => users.id, { onDelete: 'set null' }),
    notifiedAt: at('notified_at'),
    escalatedAt: at('escalated_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('temp_alerts_one_open_key')
      .on(t.applianceId)
      .where(sql`${t.endedAt} IS NULL`),
    index('temp_alerts_appliance_started_idx').on(t.applianceId, t.startedAt),
    index('temp_alerts_location_started_idx').on(t.locationId, t.startedAt),
    index('temp_alerts_client_idx').on(t.clientId),
    check('temp_alerts_ended_status', sql`(${t.endedAt} IS NULL) = (${t.status} <> 'ENDED')`),
    check('temp_alerts_snooze_status', sql`${t.snoozedUntil} IS NULL OR ${t.status} = 'SNOOZED'`),
  ],
);

/** statusHistory of an alert: every change, oldest first (time, description, statusCode). */
export const tempAlertStatuses = pgTable(
  'temp_alert_statuses',
  {
    id: id(),
    clientId: clientId(),
    alertId: uuid('alert_id')
      .notNull()
      .references(() => tempAlerts.id, { onDelete: 'cascade' }),
    time: at('time').notNull(),
    statusCode: text('status_code', { enum: ALERT_STATUS_CODES }).notNull(),
    description: text('description').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('temp_alert_statuses_alert_idx').on(t.alertId, t.time), index('temp_alert_statuses_client_idx').on(t.clientId)],
);

/**
 * The alert engine's state of one appliance (packages/domain `ApplianceState`), so that any server
 * instance can continue where another stopped. Locked FOR UPDATE while readings are applied.
 */
export const applianceAlertStates = pgTable(
  'appliance_alert_states',
  {
    applianceId: uuid('appliance_id')
      .primaryKey()
      .references(() => appliances.id, { onDelete: 'cascade' }),
    clientId: clientId(),
    lastReadingAt: at('last_reading_at'),
    lastOutside: boolean('last_outside').notNull().default(false),
    breachStartedAt: at('breach_started_at'),
    breachReason: text('breach_reason', { enum: ALERT_REASONS }),
    /** The last reading was in the location's danger zone (the food clock runs across the next interval). */
    lastInDanger: boolean('last_in_danger').notNull().default(false),
    /** The current batch's food clock (packages/domain `FoodClock`). */
    batchDangerMs: bigint('batch_danger_ms', { mode: 'number' }).notNull().default(0),
    batchUnknownMs: bigint('batch_unknown_ms', { mode: 'number' }).notNull().default(0),
    batchExcursions: integer('batch_excursions').notNull().default(0),
    foodBatchId: uuid('food_batch_id').references(() => foodBatches.id, { onDelete: 'set null' }),
    openAlertId: uuid('open_alert_id').references(() => tempAlerts.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [index('appliance_alert_states_client_idx').on(t.clientId)],
);

/**
 * Sensor health notices already sent (PRODUCT.md: offline and low battery notify once). An offline notice
 * is remembered by the silence it was about (`offline_notified_for` = the last report, or the attach time
 * for a sensor that never reported), so a sensor that comes back and falls silent again is noticed again.
 */
export const sensorHealthNotices = pgTable(
  'sensor_health_notices',
  {
    sensorId: uuid('sensor_id')
      .primaryKey()
      .references(() => sensors.id, { onDelete: 'cascade' }),
    clientId: clientId(),
    offlineNotifiedFor: at('offline_notified_for'),
    offlineNotifiedAt: at('offline_notified_at'),
    lowBatteryNotifiedAt: at('low_battery_notified_at'),
    updatedAt: updatedAt(),
  },
  (t) => [index('sensor_health_notices_client_idx').on(t.clientId)],
);

/** A requested CSV export of readings and alerts; the row is the durable queue a job works through. */
export const sensorDataExports = pgTable(
  'sensor_data_exports',
  {
    id: id(),
    clientId: clientId(),
    requestedBy: uuid('requested_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    applianceId: uuid('appliance_id').references(() => appliances.id, { onDelete: 'cascade' }),
    periodStart: at('period_start').notNull(),
    periodEnd: at('period_end').notNull(),
    status: text('status', { enum: EXPORT_STATUSES }).notNull().default('QUEUED'),
    attempts: integer('attempts').notNull().default(0),
    claimedAt: at('claimed_at'),
    finishedAt: at('finished_at'),
    rowCount: integer('row_count'),
    error: text('error'),
    createdAt: createdAt(),
  },
  (t) => [
    index('sensor_data_exports_status_idx').on(t.status, t.createdAt),
    index('sensor_data_exports_client_idx').on(t.clientId),
    check('sensor_data_exports_period_ordered', sql`${t.periodStart} < ${t.periodEnd}`),
  ],
);

/**
 * A gateway's ingest credential: it may send readings for any sensor of its client (a sensor's own
 * credential only for that sensor). Only the SHA-256 of the secret is stored.
 */
export const gatewayCredentials = pgTable(
  'gateway_credentials',
  {
    id: id(),
    clientId: clientId(),
    name: text('name').notNull(),
    secretHash: text('secret_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('gateway_credentials_secret_hash_key').on(t.secretHash), index('gateway_credentials_client_idx').on(t.clientId)],
);
