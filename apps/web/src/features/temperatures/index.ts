/** Public API of the temperatures feature, for other features (the Sensors screen). */
export { useTemperatureFormat } from './use-temperature-format';
export { useEstateAccess } from './use-estate-access';
export { equipmentPath } from './equipment-paths';
export { BatteryLevel, percentOrDash, SensorIdentity } from './sensor-cells';
export { FoodVerdictBadge } from './food-verdict-badge';
export { FoodVerdictText } from './food-verdict-text';
export { foodVerdictSentence, type FoodVerdictFacts } from './food-verdict-wording';
export { HealthBadge, HealthCell, HealthKindLabel } from './health';
