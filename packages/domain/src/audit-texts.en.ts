/**
 * The audit trail's sentences in English (one table for the web's equipment history and the inspection
 * report: audit-sentences.ts). `{{name}}` marks a value, as in the web's i18n messages.
 */
export const AUDIT_TEXTS_EN = {
  subjects: {
    SAFE_ZONE: 'Safe zone',
    JURISDICTION_PROFILE: 'Food code',
    SENSOR_OFFSET: 'Sensor offset',
    SENSOR_ATTACHMENT: 'Sensor attachment',
    CORRECTIVE_ACTION: 'Corrective action',
    COOLING_LOG: 'Cooling log',
    CALIBRATION_CHECK: 'Calibration check',
    FIXIT: 'Fix-it',
  },
  theSystem: 'The system',
  none_value: 'none',
  sentence: {
    changed: '{{actor}} changed {{field}} from {{before}} to {{after}}',
    calibration: '{{actor}} recorded a calibration check by {{method}}: {{result}}, the sensor read {{sensor}} against {{reference}}',
    corrective: '{{actor}} recorded a corrective action: {{fate}}',
    signedOff: '{{actor}} signed off the record ({{subject}})',
    recorded: '{{actor}} recorded a change ({{subject}})',
    fixitAssigned: '{{actor}} assigned the fix-it: owner {{owner}}, due date {{due}}',
    fixitFromHealth: '{{actor}} raised a fix-it for {{appliance}} from its health: {{finding}} ({{status}})',
    attached: '{{actor}} attached the sensor {{sensor}}',
    detached: '{{actor}} detached the sensor {{sensor}}',
  },
  fields: {
    name: 'the name',
    safe_min_c: "the safe zone's minimum",
    safe_max_c: "the safe zone's maximum",
    safe_zone_unit: "the safe zone's unit",
    jurisdiction_profile: 'the food code',
    temperature_offset_c: 'the sensor offset',
    calibration_interval_months: 'the calibration interval',
  },
} as const;
