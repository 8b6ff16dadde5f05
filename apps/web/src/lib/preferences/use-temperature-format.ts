import { formatSafeZone, formatTemperature, type SafeZone } from '@ks/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useTemperatureUnit } from './temperature-unit';

/** Formats stored °C values in the viewer's unit (`ks:temperature-unit`) and language. */
export function useTemperatureFormat() {
  const { i18n } = useTranslation();
  const [unit] = useTemperatureUnit();
  const locale = i18n.language;
  const temperature = useCallback((celsius: number) => formatTemperature(celsius, unit, locale), [unit, locale]);
  const zone = useCallback((safeZone: SafeZone) => formatSafeZone(safeZone, unit, locale), [unit, locale]);
  return { unit, temperature, zone };
}
