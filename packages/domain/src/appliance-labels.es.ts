import type { ApplianceType } from './safe-zones.js';

/** Appliance types in Spanish (one table for the web and the inspection report: appliance-labels.ts). */
export const APPLIANCE_TYPE_LABELS_ES = {
  COOLER: 'Cámara de refrigeración',
  DRY_STORAGE: 'Almacén seco',
  FREEZER: 'Congelador',
  FRIDGE: 'Frigorífico',
  HOT_HOLDING: 'Mantenimiento en caliente',
  HVAC: 'Climatización',
  PROOFING: 'Fermentadora',
  WINE: 'Vinoteca',
} as const satisfies Record<ApplianceType, string>;
