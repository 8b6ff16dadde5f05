import { CALIBRATION_REMINDER_LEAD_DAYS } from '../calibration/calibration-reminders.service.js';
import type { ApplianceSection, ReportData, SensorCalibrationStanding } from './report-data.js';

/**
 * The report's summary page (issue 34 item 9, decision 0330): one row per appliance, made of what the
 * sections already hold — no reading is read again.
 */
export type CalibrationStanding = 'OK' | 'DUE' | 'OVERDUE' | 'FAILED';

export interface ApplianceSummary {
  name: string;
  /** Share of the monitored time in the safe zone, 0–100 with one decimal; null without monitored time. */
  compliancePercent: number | null;
  completenessPercent: number | null;
  /** The equipment section's danger minutes; null for an appliance that holds no TCS food. */
  dangerMin: number | null;
  alerts: number;
  alertsWithAction: number;
  coolingLogs: number;
  coolingFailed: number;
  /** The worst standing of the appliance's sensors; null without a sensor. */
  calibration: CalibrationStanding | null;
}

export interface StaffSummary {
  valid: number;
  notValid: number;
  /** "Person (certificate)" of each certification that is not valid. */
  notValidNames: Array<{ person: string; certificate: string }>;
}

export interface ReportSummary {
  appliances: ApplianceSummary[];
  /** Cooling and reheating logs of the location, those tied to no appliance included. */
  coolingLogs: number;
  coolingFailed: number;
  staff: StaffSummary;
}

const RANK: Record<CalibrationStanding, number> = { OK: 0, DUE: 1, OVERDUE: 2, FAILED: 3 };
const DAY_MS = 86_400_000;

/** One sensor's standing: its latest check failed, its due date passed, or it falls within the reminder lead. */
export function calibrationStanding(sensor: Pick<SensorCalibrationStanding, 'dueAt' | 'failedAt'>, now: Date): CalibrationStanding {
  if (sensor.failedAt) return 'FAILED';
  if (sensor.dueAt.getTime() <= now.getTime()) return 'OVERDUE';
  return sensor.dueAt.getTime() - now.getTime() <= CALIBRATION_REMINDER_LEAD_DAYS * DAY_MS ? 'DUE' : 'OK';
}

/** Monitored time in the safe zone, as a percentage with one decimal (the completeness figure's rounding). */
export function compliancePercentOf(a: Pick<ApplianceSection, 'monitoredSec' | 'safeSec'>): number | null {
  if (a.monitoredSec <= 0) return null;
  return Math.round((a.safeSec / a.monitoredSec) * 1000) / 10;
}

const coolingFailed = (log: ReportData['coolingLogs'][number]) =>
  (log.status === 'RUNNING' ? log.evaluation.verdict : log.status) === 'FAILED';

function worstCalibration(data: ReportData, applianceId: string): CalibrationStanding | null {
  let worst: CalibrationStanding | null = null;
  for (const sensor of data.sensorCalibrations) {
    if (sensor.applianceId !== applianceId) continue;
    const standing = calibrationStanding(sensor, data.scope.now);
    if (worst === null || RANK[standing] > RANK[worst]) worst = standing;
  }
  return worst;
}

export function reportSummaryOf(data: ReportData): ReportSummary {
  const appliances = data.appliances.map((a): ApplianceSummary => {
    const alerts = data.alerts.filter((alert) => alert.applianceId === a.id);
    const logs = data.coolingLogs.filter((log) => log.applianceId === a.id);
    return {
      name: a.name,
      compliancePercent: compliancePercentOf(a),
      completenessPercent: a.completenessPercent,
      dangerMin: a.holdsFood ? a.dangerMin : null,
      alerts: alerts.length,
      alertsWithAction: alerts.filter((alert) => alert.correctiveAction !== null).length,
      coolingLogs: logs.length,
      coolingFailed: logs.filter(coolingFailed).length,
      calibration: worstCalibration(data, a.id),
    };
  });
  const notValid = data.staff.filter((s) => s.status !== 'VALID');
  return {
    appliances,
    coolingLogs: data.coolingLogs.length,
    coolingFailed: data.coolingLogs.filter(coolingFailed).length,
    staff: {
      valid: data.staff.length - notValid.length,
      notValid: notValid.length,
      notValidNames: notValid.map(({ person, certificate }) => ({ person, certificate })),
    },
  };
}
