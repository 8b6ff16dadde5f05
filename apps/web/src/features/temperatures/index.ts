/** Public API of the temperatures feature, for other features (the Sensors screen). */
export { useTemperatureFormat } from './use-temperature-format';
export { useEstateAccess } from './use-estate-access';
export { equipmentPath } from './equipment-paths';
export { BatteryLevel, percentOrDash, SensorIdentity } from './sensor-cells';
export { FoodClockText, foodSafenessWording } from './alerts';
export { FoodVerdictBadge, type FoodVerdictFacts } from './food-verdict-badge';
export { HealthBadge, HealthCell, HealthKindLabel } from './health';
