import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { AUDIT_SUBJECTS, CALIBRATION_METHODS, CORRECTIVE_ACTION_SUBJECTS, FOOD_FATES, TEMPERATURE_UNITS } from '@ks/domain';
import { appliances, sensors } from './estate.js';
import { files } from './files.js';
import { users } from './identity.js';
import { locations } from './locations.js';
import { fixits, questAnswers } from './quests.js';
import { foodBatches, tempAlerts } from './readings.js';
import { clientId, id, tstz as at } from './columns.js';

/**
 * What was done about a problem, and who signed it off. Exactly one subject column is set, matching
 * `subject`; each subject takes one record (partial unique keys). `cooling_log_id` has no foreign key
 * here because the cooling log table belongs to another migration (it may add one).
 */
export const correctiveActions = pgTable(
  'corrective_actions',
  {
    id: id(),
    clientId: clientId(),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    applianceId: uuid('appliance_id').references(() => appliances.id, { onDelete: 'set null' }),
    subject: text('subject', { enum: CORRECTIVE_ACTION_SUBJECTS }).notNull(),
    alertId: uuid('alert_id').references(() => tempAlerts.id, { onDelete: 'cascade' }),
    foodBatchId: uuid('food_batch_id').references(() => foodBatches.id, { onDelete: 'cascade' }),
    coolingLogId: uuid('cooling_log_id'),
    fixitId: uuid('fixit_id').references(() => fixits.id, { onDelete: 'cascade' }),
    fate: text('fate', { enum: FOOD_FATES }).notNull(),
    /** Where the food went when fate = MOVED (null again if that appliance is deleted later). */
    movedToApplianceId: uuid('moved_to_appliance_id').references(() => appliances.id, { onDelete: 'set null' }),
    /** The probe's reading in °C when fate = KEPT_AFTER_PROBE, with the unit it was written in. */
    probeReadingC: doublePrecision('probe_reading_c'),
    probeReadingUnit: text('probe_reading_unit', { enum: TEMPERATURE_UNITS }),
    quantity: text('quantity'),
    /** Money in minor units (cents) so sums never drift; the currency is the client's. */
    costCents: integer('cost_cents'),
    note: text('note'),
    // A photo in use cannot be deleted from the media library (same rule as answer files).
    photoFileId: uuid('photo_file_id').references(() => files.id),
    doneBy: uuid('done_by').references(() => users.id, { onDelete: 'set null' }),
    doneAt: at('done_at').notNull(),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    signedOffBy: uuid('signed_off_by').references(() => users.id, { onDelete: 'set null' }),
    signedOffAt: at('signed_off_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('corrective_actions_alert_key')
      .on(t.alertId)
      .where(sql`${t.alertId} IS NOT NULL`),
    uniqueIndex('corrective_actions_food_batch_key')
      .on(t.foodBatchId)
      .where(sql`${t.foodBatchId} IS NOT NULL`),
    uniqueIndex('corrective_actions_cooling_log_key')
      .on(t.coolingLogId)
      .where(sql`${t.coolingLogId} IS NOT NULL`),
    uniqueIndex('corrective_actions_fixit_key')
      .on(t.fixitId)
      .where(sql`${t.fixitId} IS NOT NULL`),
    index('corrective_actions_location_done_idx').on(t.locationId, t.doneAt),
    index('corrective_actions_appliance_idx').on(t.applianceId),
    index('corrective_actions_client_idx').on(t.clientId),
    check(
      'corrective_actions_one_subject',
      sql`(${t.subject} = 'ALERT') = (${t.alertId} IS NOT NULL)
        AND (${t.subject} = 'FOOD_VERDICT') = (${t.foodBatchId} IS NOT NULL)
        AND (${t.subject} = 'COOLING_LOG') = (${t.coolingLogId} IS NOT NULL)
        AND (${t.subject} = 'FIXIT') = (${t.fixitId} IS NOT NULL)`,
    ),
    check('corrective_actions_moved_only', sql`${t.movedToApplianceId} IS NULL OR ${t.fate} = 'MOVED'`),
    check('corrective_actions_probe_reading', sql`(${t.fate} = 'KEPT_AFTER_PROBE') = (${t.probeReadingC} IS NOT NULL)`),
    check('corrective_actions_cost_positive', sql`${t.costCents} IS NULL OR ${t.costCents} >= 0`),
    // The signer may be deleted later (set null); a signer without a time never.
    check('corrective_actions_signed_pair', sql`${t.signedOffBy} IS NULL OR ${t.signedOffAt} IS NOT NULL`),
  ],
);

/**
 * A calibration check of a sensor (ice point: the reference is 0 °C; or against a reference probe).
 * `passed` = |sensor − reference| within the tolerance of the unit it was written in (±1 °C / ±2 °F).
 */
export const calibrationChecks = pgTable(
  'calibration_checks',
  {
    id: id(),
    clientId: clientId(),
    sensorId: uuid('sensor_id')
      .notNull()
      .references(() => sensors.id, { onDelete: 'cascade' }),
    /** Where the sensor was when checked (it may move later; the report reads the location's). */
    locationId: uuid('location_id').references(() => locations.id, { onDelete: 'cascade' }),
    applianceId: uuid('appliance_id').references(() => appliances.id, { onDelete: 'set null' }),
    method: text('method', { enum: CALIBRATION_METHODS }).notNull(),
    referenceC: doublePrecision('reference_c').notNull(),
    sensorC: doublePrecision('sensor_c').notNull(),
    unit: text('unit', { enum: TEMPERATURE_UNITS }).notNull(),
    toleranceC: doublePrecision('tolerance_c').notNull(),
    passed: boolean('passed').notNull(),
    note: text('note'),
    checkedBy: uuid('checked_by').references(() => users.id, { onDelete: 'set null' }),
    checkedAt: at('checked_at').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('calibration_checks_sensor_idx').on(t.sensorId, t.checkedAt),
    index('calibration_checks_location_idx').on(t.locationId, t.checkedAt),
    index('calibration_checks_client_idx').on(t.clientId),
  ],
);

/** Calibration reminders already sent: one per sensor and due date (the jobs claim it before mailing). */
export const calibrationReminders = pgTable(
  'calibration_reminders',
  {
    sensorId: uuid('sensor_id')
      .primaryKey()
      .references(() => sensors.id, { onDelete: 'cascade' }),
    clientId: clientId(),
    dueAt: at('due_at').notNull(),
    notifiedAt: at('notified_at').notNull(),
  },
  (t) => [index('calibration_reminders_client_idx').on(t.clientId)],
);

/**
 * The appliance a manual temperature answer was taken at, so it can be compared with that appliance's
 * sensor at the same minute (the comparison is computed when read: a sensor's reading may arrive late).
 */
export const temperatureAnswerAppliances = pgTable(
  'temperature_answer_appliances',
  {
    answerId: uuid('answer_id')
      .primaryKey()
      .references(() => questAnswers.id, { onDelete: 'cascade' }),
    clientId: clientId(),
    applianceId: uuid('appliance_id')
      .notNull()
      .references(() => appliances.id, { onDelete: 'cascade' }),
  },
  (t) => [
    index('temperature_answer_appliances_appliance_idx').on(t.applianceId),
    index('temperature_answer_appliances_client_idx').on(t.clientId),
  ],
);

/**
 * Append-only history of changes to food-safety records: who, when, before → after. The request role may
 * only SELECT and INSERT, and a trigger refuses UPDATE and DELETE for everybody (a row goes only with its
 * whole location or client). Subject ids carry no foreign key, so the history outlives a deleted appliance
 * or sensor; the actor's name is kept beside the id for the same reason.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: id(),
    clientId: clientId(),
    locationId: uuid('location_id').references(() => locations.id, { onDelete: 'cascade' }),
    applianceId: uuid('appliance_id'),
    sensorId: uuid('sensor_id'),
    subject: text('subject', { enum: AUDIT_SUBJECTS }).notNull(),
    subjectId: uuid('subject_id'),
    /** What happened, e.g. CREATED, UPDATED, SIGNED_OFF. */
    change: text('change').notNull(),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    actorId: uuid('actor_id'),
    actorName: text('actor_name'),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [
    index('audit_events_location_at_idx').on(t.locationId, t.at),
    index('audit_events_appliance_at_idx').on(t.applianceId, t.at),
    index('audit_events_sensor_at_idx').on(t.sensorId, t.at),
    index('audit_events_client_idx').on(t.clientId),
  ],
);
