import { APPLIANCE_TYPE_LABELS_EN } from './appliance-labels.en.js';
import { APPLIANCE_TYPE_LABELS_ES } from './appliance-labels.es.js';
import type { Language } from './enums.js';
import type { ApplianceType } from './safe-zones.js';

export { APPLIANCE_TYPE_LABELS_EN, APPLIANCE_TYPE_LABELS_ES };

/**
 * The name of each appliance type in every language of the product: the web's equipment screens (its
 * i18n `equipment.types` reads them) and the server's inspection report print the same words. One module
 * per language, so the web's English bundle does not carry the Spanish names, which load on demand.
 */
export const APPLIANCE_TYPE_LABELS = {
  en: APPLIANCE_TYPE_LABELS_EN,
  es: APPLIANCE_TYPE_LABELS_ES,
} as const satisfies Record<Language, Record<ApplianceType, string>>;
