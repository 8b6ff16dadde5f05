import { toUnitInput, UNIT_SYMBOLS, type SafeZoneEntry, type TemperatureUnit } from '@ks/domain';
import type { TFunction } from 'i18next';

/** "at or above 0 °C and at or below 5 °C", in the viewer's unit. */
export function safeZoneText(zones: readonly SafeZoneEntry[], unit: TemperatureUnit, locale: string, t: TFunction): string {
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const parts = zones.map((zone) =>
    t(zone.direction === 'ABOVE' ? 'quests.zone.above' : 'quests.zone.below', {
      value: `${number.format(toUnitInput(zone.thresholdCelsius, unit))} ${UNIT_SYMBOLS[unit]}`,
    }),
  );
  return new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(parts);
}
