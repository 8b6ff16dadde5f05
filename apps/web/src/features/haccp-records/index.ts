/** Public API of the HACCP records feature: corrective actions, calibration and the audit trail. */
export { AlertsNeedingReview } from './alerts-needing-review';
export { AuditTrailList } from './audit-trail-list';
export { EquipmentRecords } from './equipment-records';
export { recordCorrectiveActionPath } from './haccp-paths';
export { FixitCorrectiveAction } from './fixit-corrective-action';
export { SubmissionSensorChecks } from './submission-sensor-checks';
