import type { Language } from '@ks/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { alertHistoryText } from '../alerts/alerts.service.js';

/** One export's scope, already checked against the requester's access. */
export interface ExportScope {
  clientId: string;
  locationId: string;
  applianceId: string | null;
  periodStart: Date;
  periodEnd: Date;
  timezone: string;
  /** The requester's language: the history texts (column names are the same in every language). */
  language: Language;
}

export interface ExportFiles {
  readings: string;
  alerts: string;
  readingCount: number;
  alertCount: number;
}

/** RFC 4180 field: quoted when it holds a comma, quote or line break; formula-like text is defused. */
export function csvField(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = value instanceof Date ? value.toISOString() : String(value);
  // A spreadsheet would run a cell starting with = + - @ as a formula (CSV injection); numbers are safe.
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(values: unknown[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}

// The header rows are data for scripts and spreadsheets' lookups: fixed English snake_case in every
// language (PRODUCT.md, "CSV exports"); only the cells' texts follow the requester's language.
export const READING_HEADERS = [
  'time_utc',
  'time_local',
  'area',
  'equipment',
  'equipment_id',
  'sensor_hwid',
  'temperature_c',
  'humidity_percent',
  'battery_percent',
  'signal_percent',
] as const;
export const ALERT_HEADERS = [
  'started_utc',
  'started_local',
  'ended_utc',
  'ended_local',
  'area',
  'equipment',
  'equipment_id',
  'reason',
  'severity',
  'status',
  'worst_food_safeness',
  'extreme_temperature_c',
  'responsible',
  'history',
] as const;

/**
 * Excel opens a CSV as UTF-8 only when it starts with a byte order mark; without it "Cámara fría" reads
 * "CÃ¡mara frÃ­a". Other tools skip the mark.
 */
export const UTF8_BOM = '\uFEFF';

interface HistoryRow {
  local: string;
  status: string;
  description: string;
}

/** An alert's history in one cell: "2026-11-23 20:09 DETECTED: …", oldest first, in the reader's language. */
function historyCell(value: unknown, language: Language): string | null {
  // json_agg arrives parsed from pg, or as text where a driver leaves json alone.
  const entries = (typeof value === 'string' ? JSON.parse(value) : value) as HistoryRow[] | null;
  if (!entries || entries.length === 0) return null;
  return entries.map((h) => `${h.local} ${h.status}: ${alertHistoryText(h.description, language)}`).join(' | ');
}

/**
 * The two CSV files of an export: every reading of the equipment's sensors in the period (readings from
 * the time each sensor was attached to it), and every alert that overlapped the period with its history.
 * Times are in UTC and in the location's timezone; column names are fixed English snake_case, history texts
 * in the requester's language.
 */
export async function buildExportFiles(db: Db, scope: ExportScope): Promise<ExportFiles> {
  const appliance = scope.applianceId ? sql`AND a.id = ${scope.applianceId}` : sql``;
  const start = scope.periodStart.toISOString();
  const end = scope.periodEnd.toISOString();
  const local = (column: ReturnType<typeof sql>) => sql`to_char(${column} AT TIME ZONE ${scope.timezone}, 'YYYY-MM-DD HH24:MI:SS')`;
  const utc = (column: ReturnType<typeof sql>) => sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

  const readings = await db.execute<Record<string, unknown>>(sql`
    SELECT ${utc(sql`r.time`)} AS time, ${local(sql`r.time`)} AS local, ar.name AS area, a.name AS equipment, a.equipment_id, s.hwid,
      r.temperature, r.humidity, r.battery_level, r.signal_level
    FROM appliances a
    LEFT JOIN areas ar ON ar.id = a.area_id
    JOIN sensors s ON s.appliance_id = a.id
    JOIN sensor_readings r ON r.sensor_id = s.id AND r.time >= greatest(s.attached_at, ${start}::timestamptz) AND r.time < ${end}::timestamptz
      -- Implied by the line above, but a bound the planner can use to read only the period's monthly partitions.
      AND r.time >= ${start}::timestamptz
    WHERE a.client_id = ${scope.clientId} AND a.location_id = ${scope.locationId} ${appliance}
    ORDER BY a.name, a.id, r.time`);
  let readingsCsv = UTF8_BOM + csvLine([...READING_HEADERS]);
  for (const row of readings.rows) {
    readingsCsv += csvLine([
      row.time,
      row.local,
      row.area,
      row.equipment,
      row.equipment_id,
      row.hwid,
      row.temperature,
      row.humidity,
      row.battery_level,
      row.signal_level,
    ]);
  }

  const alerts = await db.execute<Record<string, unknown>>(sql`
    SELECT ${utc(sql`t.started_at`)} AS started_at, ${local(sql`t.started_at`)} AS started_local, ${utc(sql`t.ended_at`)} AS ended_at,
      ${local(sql`t.ended_at`)} AS ended_local,
      ar.name AS area, a.name AS equipment, a.equipment_id, t.reason, t.severity, t.status, t.worst_food_safeness,
      t.extreme_temperature, trim(concat(u.firstname, ' ', u.lastname)) AS responsible,
      (SELECT json_agg(json_build_object('local', to_char(h.time AT TIME ZONE ${scope.timezone}, 'YYYY-MM-DD HH24:MI'), 'status', h.status_code,
          'description', h.description) ORDER BY h.time)
        FROM temp_alert_statuses h WHERE h.alert_id = t.id) AS history
    FROM temp_alerts t
    JOIN appliances a ON a.id = t.appliance_id
    LEFT JOIN areas ar ON ar.id = a.area_id
    LEFT JOIN users u ON u.id = t.responsible_user_id
    WHERE t.client_id = ${scope.clientId} AND t.location_id = ${scope.locationId} ${appliance}
      AND t.started_at < ${end}::timestamptz AND (t.ended_at IS NULL OR t.ended_at >= ${start}::timestamptz)
    ORDER BY t.started_at, a.name`);
  let alertsCsv = UTF8_BOM + csvLine([...ALERT_HEADERS]);
  for (const row of alerts.rows) {
    alertsCsv += csvLine([
      row.started_at,
      row.started_local,
      row.ended_at,
      row.ended_local,
      row.area,
      row.equipment,
      row.equipment_id,
      row.reason,
      row.severity,
      row.status,
      row.worst_food_safeness,
      row.extreme_temperature,
      row.responsible || null,
      historyCell(row.history, scope.language),
    ]);
  }
  return { readings: readingsCsv, alerts: alertsCsv, readingCount: readings.rows.length, alertCount: alerts.rows.length };
}
