import {
  foodSafenessOf,
  holdsTcsFood,
  isBatteryLow,
  isSensorOffline,
  worseFoodSafeness,
  zonePosition,
  type ApplianceType,
  type FoodSafeness,
} from '@ks/domain';
import { sql } from 'drizzle-orm';
import { tenantOf, type Scope } from '../../scope/scope.js';
import { locationTempAlerts, type TempAlertRow } from './alerts.service.js';
import { withDates } from '../../db/timestamps.js';
import { visibleLocationById } from '../../scope/visible-locations.js';

/** The temperatures of one location at a glance (dashboard and /temperatures). */
export interface TemperatureOverview {
  locationId: string;
  appliancesCount: number;
  /** Equipment with a sensor attached. */
  monitoredCount: number;
  inRangeCount: number;
  outOfRangeCount: number;
  offlineCount: number;
  noReadingCount: number;
  lowBatteryCount: number;
  openAlertsCount: number;
  highAlertsCount: number;
  snoozedAlertsCount: number;
  /** Food batches to use now (2–4 h outside) or to discard (over 4 h). */
  foodAtRiskCount: number;
  /** The worst verdict of the location's food right now; null without any food-holding equipment tracked. */
  worstFoodSafeness: FoodSafeness | null;
  openAlerts: TempAlertRow[];
}

interface Row extends Record<string, unknown> {
  type: ApplianceType;
  safeMinC: number | null;
  safeMaxC: number | null;
  sensorId: string | null;
  temperature: number | null;
  latestDataAt: Date | null;
  reportingIntervalSec: number | null;
  batteryLevel: number | null;
  batchDangerMs: number | null;
}

/** temperatureOverview: counts for a visible location (null for an unknown or foreign id). */
export async function temperatureOverview({
  scope,
  locationId,
  now = new Date(),
}: {
  scope: Scope;
  locationId: string;
  now?: Date;
}): Promise<TemperatureOverview | null> {
  const location = await visibleLocationById({ scope, id: locationId });
  if (!location) return null;
  const db = await scope.db();
  const result = await db.execute<Row>(sql`
    SELECT a.type, a.safe_min_c AS "safeMinC", a.safe_max_c AS "safeMaxC", s.id AS "sensorId", s.latest_temperature AS temperature,
      s.latest_data_at AS "latestDataAt", s.reporting_interval_sec AS "reportingIntervalSec", s.latest_battery_level AS "batteryLevel",
      st.batch_danger_ms::float8 AS "batchDangerMs"
    FROM appliances a
    LEFT JOIN LATERAL (
      SELECT * FROM sensors s WHERE s.appliance_id = a.id ORDER BY s.attached_at, s.hwid LIMIT 1
    ) s ON true
    LEFT JOIN appliance_alert_states st ON st.appliance_id = a.id
    WHERE a.client_id = ${tenantOf(scope).clientId} AND a.location_id = ${location.id}`);
  const rows = withDates(result.rows, ['latestDataAt']);
  const alerts = await locationTempAlerts({ scope, locationId: location.id });
  const overview: TemperatureOverview = {
    locationId: location.id,
    appliancesCount: rows.length,
    monitoredCount: 0,
    inRangeCount: 0,
    outOfRangeCount: 0,
    offlineCount: 0,
    noReadingCount: 0,
    lowBatteryCount: 0,
    openAlertsCount: alerts.length,
    highAlertsCount: alerts.filter((a) => a.severity === 'HIGH').length,
    snoozedAlertsCount: alerts.filter((a) => a.status === 'SNOOZED').length,
    foodAtRiskCount: 0,
    worstFoodSafeness: null,
    openAlerts: alerts,
  };
  for (const row of rows) {
    if (!row.sensorId) continue;
    overview.monitoredCount += 1;
    if (isBatteryLow(row.batteryLevel)) overview.lowBatteryCount += 1;
    if (row.temperature === null || !row.latestDataAt) overview.noReadingCount += 1;
    else if (isSensorOffline(row.latestDataAt, row.reportingIntervalSec ?? 300, now)) overview.offlineCount += 1;
    else if (zonePosition(row.temperature, { min: row.safeMinC, max: row.safeMaxC }) === 'WITHIN') overview.inRangeCount += 1;
    else overview.outOfRangeCount += 1;
    if (holdsTcsFood(row.type) && row.batchDangerMs !== null) {
      const verdict = foodSafenessOf(true, row.batchDangerMs);
      if (verdict.useNow || verdict.foodSafeness === 'NEGATIVE') overview.foodAtRiskCount += 1;
      overview.worstFoodSafeness = overview.worstFoodSafeness
        ? worseFoodSafeness(overview.worstFoodSafeness, verdict.foodSafeness)
        : verdict.foodSafeness;
    }
  }
  return overview;
}
