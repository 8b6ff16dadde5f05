import type { AuditTexts } from './audit-sentences.js';

/** The audit trail's sentences in Spanish (audit-texts.en.ts has the English and says why here). */
export const AUDIT_TEXTS_ES: AuditTexts = {
  subjects: {
    SAFE_ZONE: 'Zona segura',
    JURISDICTION_PROFILE: 'Código alimentario',
    SENSOR_OFFSET: 'Corrección del sensor',
    SENSOR_ATTACHMENT: 'Conexión del sensor',
    CORRECTIVE_ACTION: 'Acción correctiva',
    COOLING_LOG: 'Registro de enfriamiento',
    CALIBRATION_CHECK: 'Comprobación de calibración',
    FIXIT: 'Corrección',
  },
  theSystem: 'El sistema',
  none_value: 'nada',
  sentence: {
    changed: '{{actor}} cambió {{field}} de {{before}} a {{after}}',
    calibration:
      '{{actor}} registró una comprobación de calibración por {{method}}: {{result}}, el sensor midió {{sensor}} frente a {{reference}}',
    corrective: '{{actor}} registró una acción correctiva: {{fate}}',
    signedOff: '{{actor}} firmó el registro ({{subject}})',
    recorded: '{{actor}} registró un cambio ({{subject}})',
    fixitAssigned: '{{actor}} asignó la corrección: responsable {{owner}}, fecha límite {{due}}',
    fixitFromHealth: '{{actor}} abrió una corrección para {{appliance}} por su salud: {{finding}} ({{status}})',
    attached: '{{actor}} conectó el sensor {{sensor}}',
    detached: '{{actor}} desconectó el sensor {{sensor}}',
  },
  fields: {
    name: 'el nombre',
    safe_min_c: 'el mínimo de la zona segura',
    safe_max_c: 'el máximo de la zona segura',
    safe_zone_unit: 'la unidad de la zona segura',
    jurisdiction_profile: 'el código alimentario',
    temperature_offset_c: 'la corrección del sensor',
    calibration_interval_months: 'el intervalo de calibración',
  },
};
