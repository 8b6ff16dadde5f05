/** Public API of the temperatures feature, for other features (the Sensors screen). */
export { useTemperatureFormat } from './use-temperature-format';
export { useEstateAccess } from './use-estate-access';
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
export { firstGraphQLError, errorCodeOf } from './graphql-errors';
export { equipmentPath } from './equipment-paths';
export { BatteryLevel, percentOrDash, SensorIdentity } from './sensor-cells';
