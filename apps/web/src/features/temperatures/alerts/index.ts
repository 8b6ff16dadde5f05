/** Alert, snooze and food-safeness pieces of the temperatures feature (for its equipment page and list). */
export { AlertSeverityBadge, AlertStatusBadge, OpenAlertBadge } from './alert-badges';
export { isOpenAlert, isSnoozed, openAlertsByAppliance } from './alert-status';
export { ApplianceAlertsDocument, LocationOpenAlertsDocument, SensorDataExportDocument } from './alerts.operations';
export { ApplianceAlertsPanel } from './appliance-alerts-panel';
export { FoodSafenessPanel } from './food-safeness-panel';
