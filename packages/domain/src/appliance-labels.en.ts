import type { ApplianceType } from './safe-zones.js';

/** Appliance types in English (one table for the web and the inspection report: appliance-labels.ts). */
export const APPLIANCE_TYPE_LABELS_EN = {
  COOLER: 'Cooler',
  DRY_STORAGE: 'Dry storage',
  FREEZER: 'Freezer',
  FRIDGE: 'Fridge',
  HOT_HOLDING: 'Hot holding',
  HVAC: 'HVAC',
  PROOFING: 'Proofing',
  WINE: 'Wine',
} as const satisfies Record<ApplianceType, string>;
